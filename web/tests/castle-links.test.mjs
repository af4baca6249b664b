// A Castle + Falcon game (docs/castle.md) shared: its link opened in a fresh browser context shows
// the same position (tiles, figures, scores, the markers, the towers, the hands, the keeps) and
// keeps it in the autosave, the board exports as a PNG, and the embed viewer steps through a
// finished game to its final step.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  artifactsDir, launch, openPage, screenshot, waitForFrames, LONG_TEST,
} from '../lib/browser.mjs';
import { settle, state } from '../lib/game.mjs';
import { fstate, hostPage } from '../lib/frames.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

// A seeded Castle + Falcon game played by the hook to its end (or `actions` actions), its state,
// its link and its embed code's src.
async function castleGame(context, seed, actions) {
  const page = await context.newPage();
  await page.goto(env.baseUrl);
  await waitForFrames(page, 3);
  const started = await page.evaluate((s) => window.carc.command(`new_game castle ${s} falcon`), seed);
  assert.equal(started, 'ok');
  await page.evaluate((n) => window.carc.command(`autoplay ${n} 11`), actions);
  await settle(page);
  const s = await state(page);
  const link = await page.evaluate(() => window.carc.command('link'));
  const snippet = await page.evaluate(() => window.carc.command('copy_embed'));
  await page.close();
  return { s, link, src: snippet.match(/src="([^"]+)"/)[1] };
}

const position = (s) => ({
  board: s.board.map((t) => [t.tile, t.x, t.y, t.r, Boolean(t.fixed)]),
  figures: s.figures.map((f) => [f.owner, f.type, f.x, f.y, f.feature]),
  scores: s.players.map((p) => p.score),
  castle: s.castle,
});

test('a Castle game in progress opens from its link in a fresh context as it stood', LONG_TEST, async () => {
  const { context } = await openPage(env);
  const { s, link } = await castleGame(context, 4711, 60);
  assert.equal(s.mode, 'castle');
  assert.ok(s.board.some((t) => t.fixed), 'the start spaces are on the board');
  // The autosave keeps it: the page opened again in that browser shows the same game.
  const again = await context.newPage();
  await again.goto(env.baseUrl);
  await waitForFrames(again, 6);
  const a = await state(again);
  assert.equal(a.screen, 'game', `reopened: ${a.notice}`);
  assert.equal(a.mode, 'castle');
  assert.deepEqual(position(a), position(s), 'the autosave holds the Castle game');
  await context.close();

  const fresh = await openPage(env, { url: link.slice(link.indexOf('#')), acceptDownloads: true });
  await waitForFrames(fresh.page, 6);
  const t = await state(fresh.page);
  assert.equal(t.screen, 'game', `the link opened: ${t.notice}`);
  assert.equal(t.mode, 'castle');
  assert.deepEqual(position(t), position(s));
  await screenshot(fresh.page, 'castle-link');
  // The board as a PNG (Saves: Export PNG): the board's part of the screen.
  const png = fresh.page.waitForEvent('download');
  assert.equal(await fresh.page.evaluate(() => window.carc.command('export_png')), 'ok');
  const download = await png;
  assert.match(download.suggestedFilename(), /\.png$/);
  const bytes = fs.readFileSync(await download.path());
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'PNG signature');
  const w = bytes.readUInt32BE(16), h = bytes.readUInt32BE(20), r = t.boardRect;
  assert.ok(Math.abs(w - (r.x1 - r.x0) * t.viewport.dpr) <= 2 &&
    Math.abs(h - (r.y1 - r.y0) * t.viewport.dpr) <= 2, `board-sized image ${w}x${h}`);
  fs.copyFileSync(await download.path(), path.join(artifactsDir, 'castle-export.png'));
  assert.deepEqual(fresh.errors, [], 'no console errors');
  await fresh.context.close();
});

test('the embed viewer steps through a finished Castle game to its final step', LONG_TEST, async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 700, height: 560 } });
  const { s: full, src } = await castleGame(context, 4712, 5000);
  assert.equal(full.phase, 'over');
  const { frame } = await hostPage(env, context, src, 640, 480);
  let v = await fstate(frame);
  assert.equal(v.viewerFinal, true, 'a finished game opens at its final step');
  assert.deepEqual(v.viewerTotals, full.players.map((p) => p.score));
  assert.deepEqual(v.castle.track, full.castle.track);
  // Every labelled final scoring is the game's end (courts, wall tiles 4-6 at their features).
  for (const l of v.viewerScores) assert.ok(l.cells.length > 0, `${l.text}: outlined`);
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});
