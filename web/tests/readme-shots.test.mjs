// The README's pictures, taken here so they show the game as it is built: a game in progress
// (three players, all four minis, the drawn tile tried on a highlighted square), the embed viewer on a
// wiki page at a finished game's final step, and a game of The Castle with The Falcon. Each goes to web/artifacts/ and is copied to
// docs/img/, where the README points (commit the copies when they change).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { launch, openPage, repoRoot, screenshotColourStats, waitForFrames } from '../lib/browser.mjs';
import { fstate, fsettle, hostPage } from '../lib/frames.mjs';
import { state, settle, clickButton } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const imgDir = path.join(repoRoot, 'docs/img');

// A PNG a README can carry: not blank (many colours), not large; copied to docs/img/NAME.png.
function keep(shot, name) {
  assert.ok(shot.distinct > 40, `${name}: a picture, not a blank screen (${shot.distinct} colours)`);
  const bytes = fs.statSync(shot.file).size;
  assert.ok(bytes < 400 * 1024, `${name}: ${bytes} bytes`);
  fs.mkdirSync(imgDir, { recursive: true });
  fs.copyFileSync(shot.file, path.join(imgDir, `${name}.png`));
}

test('README: a game in progress', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1200, height: 750 } });
  await waitForFrames(page, 5);
  await page.evaluate(() => { window.carc.newGame(3, 1905, 15); window.carc.autoplay(70, 11); });
  await settle(page, 3);
  // On to a tile placement in the open (a bet's pass screen handed over by the hook's own moves).
  let s = await state(page);
  for (let i = 0; i < 40 && !(s.screen === 'game' && s.phase === 'place'); i++) {
    await page.evaluate((k) => window.carc.autoplay(1, k), 200 + i);
    s = await state(page);
  }
  assert.equal(s.screen, 'game');
  assert.equal(s.phase, 'place');
  assert.ok(s.board.length >= 15, `a board with some tiles: ${s.board.length}`);
  // The drawn tile tried on a highlighted square (picked with Tab: Place is ready), then the
  // whole board fitted in view (the pick may have moved the board to its square).
  await page.mouse.move(5, 5);
  await page.keyboard.press('Tab');
  for (let i = 0; i < 50 && !s.pick; i++) {
    await settle(page, 1);
    s = await state(page);
  }
  assert.ok(s.pick, 'a square picked');
  s = await clickButton(page, 'fit');
  await page.mouse.move(5, 5);  // no tooltip over the picture
  await settle(page, 3);
  s = await state(page);
  for (let i = 0; i < 200 && s.gliding; i++) {  // the board at rest
    await settle(page, 1);
    s = await state(page);
  }
  assert.ok(s.pick, 'still picked');
  const shown = s.board.filter((t) => t.visible).length;
  assert.equal(shown, s.board.length, `the whole board in view: ${shown} of ${s.board.length} tiles`);
  keep(await screenshotColourStats(page, 'readme-game'), 'readme-game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('README: the embed viewer on a wiki page', async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 520, height: 480 } });
  const page = await context.newPage();
  await page.goto(env.baseUrl);
  await waitForFrames(page, 3);
  await page.evaluate(() => { window.carc.newGame(2, 31337, 15); window.carc.autoplay(5000, 7); });
  await settle(page);
  const snippet = await page.evaluate(() => window.carc.command('copy_embed'));
  await page.close();
  const v = await hostPage(env, context, snippet.match(/src="([^"]+)"/)[1], 520, 400);
  const s = await fstate(v.frame);
  assert.equal(s.viewerFinal, true, 'the final step, its scoring on the board');
  assert.ok(s.viewerScores.length > 0);
  // The wiki page's heading and the frame, no page below it.
  await v.page.setViewportSize({ width: 520, height: Math.ceil(v.box.y) + 400 });
  await fsettle(v.frame, 3);
  keep(await screenshotColourStats(v.page, 'readme-embed'), 'readme-embed');
  assert.deepEqual(errors, []);
  await context.close();
});

test('README: The Castle with The Falcon', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1200, height: 750 } });
  await waitForFrames(page, 5);
  assert.equal(await page.evaluate(() => window.carc.command('new_game castle 11 falcon')), 'ok');
  await page.evaluate(() => window.carc.command('autoplay 60 11'));
  await settle(page, 3);
  // On to a tile placement (the hook's moves answer the wall tiles and the orders).
  let s = await state(page);
  for (let i = 0; i < 40 && !(s.screen === 'game' && s.phase === 'place'); i++) {
    await page.evaluate((k) => window.carc.command(`autoplay 1 ${k}`), 300 + i);
    s = await state(page);
  }
  assert.equal(s.phase, 'place');
  assert.ok(s.board.length >= 20, `a castle with some tiles: ${s.board.length}`);
  s = await clickButton(page, 'fit');
  await page.mouse.move(5, 5);
  await settle(page, 3);
  s = await state(page);
  for (let i = 0; i < 200 && s.gliding; i++) {
    await settle(page, 1);
    s = await state(page);
  }
  keep(await screenshotColourStats(page, 'readme-castle'), 'readme-castle');
  assert.deepEqual(errors, []);
  await context.close();
});
