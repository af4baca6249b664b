// The embed viewer (embed.html): a game from the fragment (link or notation text) shown
// read-only in an iframe on another page, fitted to the frame, stepped back and forward; the full
// game's "copy embed code" gives the iframe snippet.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { settle } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const board = (s) => s.board.map((t) => `${t.tile}@${t.x},${t.y}r${t.r}`).sort();
const scores = (s) => s.players.map((p) => p.score);
const fstate = (frame) => frame.evaluate(() => window.carc.state());
async function fsettle(frame, k = 3) {
  const f = await frame.evaluate(() => window.carc.frames());
  await frame.waitForFunction((n) => window.carc.frames() >= n, f + k, { timeout: 30000 });
}

async function hostPage(context, src) {
  const url = env.baseUrl + 'embed-host.html';
  await context.route(url, (r) => r.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><body style="margin:0;background:#fff"><h1 style="font:16px sans-serif">A wiki page</h1>
<iframe id="g" src="${src}" width="480" height="360" style="border:0"></iframe></body>`,
  }));
  const page = await context.newPage();
  await page.goto(url);
  const handle = await page.waitForSelector('#g');
  const frame = await handle.contentFrame();
  await frame.waitForFunction(() => window.carc && window.carc.frames() >= 4, null, { timeout: 30000 });
  await fsettle(frame);
  return { page, frame, box: await handle.boundingBox() };
}

test('embed code from the full game shows the game in an iframe; step back and forward', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 640, height: 440 } });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 31337, 0));
  await page.evaluate(() => window.carc.autoplay(20));
  await settle(page);
  const full = await page.evaluate(() => window.carc.state());
  const snippet = await page.evaluate(() => window.carc.command('copy_embed'));
  const record = await page.evaluate(() => window.carc.command('export_record'));
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  const src = snippet.match(/src="([^"]+)"/)[1];
  assert.match(src, /\/embed\.html#g1\./);

  const { page: host, frame, box } = await hostPage(context, src);
  let s = await fstate(frame);
  assert.equal(s.screen, 'game');
  assert.deepEqual(board(s), board(full), 'same board');
  assert.deepEqual(scores(s), scores(full), 'same scores');
  assert.equal(s.viewport.w, 480);
  assert.ok(s.boardRect.y1 <= 360 - 40, 'room for the step bar');
  assert.ok(s.board.every((t) => t.sx >= 0 && t.sx <= 480 && t.sy >= 0 && t.sy <= s.boardRect.y1),
    'board fitted to the frame');
  await screenshot(host, 'embed-end');
  // Step back with the viewer's button (clicked in the host page).
  const cursor = s.cursor;
  const b = s.buttons.step_back;
  for (let i = 0; i < 5; i++) {
    await host.mouse.click(box.x + b.cx, box.y + b.cy);
    await fsettle(frame, 2);
  }
  s = await fstate(frame);
  assert.ok(s.cursor < cursor - 4, 'five moves back (a draw is stepped over with its turn)');
  assert.ok(s.board.length <= full.board.length);
  const f = s.buttons.step_forward;
  await host.mouse.click(box.x + f.cx, box.y + f.cy);
  await fsettle(frame, 2);
  const back = s.cursor;
  assert.ok((await fstate(frame)).cursor > back, 'one forward');
  assert.ok(s.buttons.open_full, 'open in the full game');
  await screenshot(host, 'embed-stepped');
  // Clicking the board does not play.
  await host.mouse.click(box.x + 240, box.y + 150);
  await fsettle(frame, 2);
  const now = (await fstate(frame)).cursor;
  await host.mouse.click(box.x + 240, box.y + 150);
  await fsettle(frame, 2);
  assert.equal((await fstate(frame)).cursor, now);
  await host.close();

  // The human-readable notation, percent-encoded in the fragment.
  const base = src.slice(0, src.indexOf('#'));
  const viaText = await hostPage(context, base + '#' + encodeURIComponent(record));
  s = await fstate(viaText.frame);
  assert.deepEqual(board(s), board(full), 'notation fragment: same board');
  assert.deepEqual(scores(s), scores(full));
  await viaText.page.close();

  // A damaged fragment: a message, no crash.
  const bad = await hostPage(context, base + '#g1.AAAAAAAA');
  s = await fstate(bad.frame);
  assert.match(s.notice, /could not be shown/);
  await screenshot(bad.page, 'embed-bad');
  await bad.page.close();
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).sort()), keys,
    'the viewer touches no saves');
  assert.deepEqual(errors, []);
  await context.close();
});
