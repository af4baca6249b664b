// Prints the page's size and load figures for docs/performance.md: sizes, time to the first
// interactive frame, CPU per frame on a full board, frames drawn by a page left alone.
// Usage: node web/perf/measure.mjs [runs]   (needs a built site: scripts/build.sh wasm)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launch, openPage, waitForFrames, siteDir } from '../lib/browser.mjs';

const runs = Number(process.argv[2] || 5);

function sizes() {
  let raw = 0, gz = 0;
  const rows = [];
  for (const f of fs.readdirSync(siteDir).sort()) {
    const p = path.join(siteDir, f);
    if (!fs.statSync(p).isFile()) continue;
    const b = fs.readFileSync(p);
    const g = zlib.gzipSync(b, { level: 9 }).length;
    raw += b.length; gz += g;
    rows.push(`  ${f.padEnd(24)} ${String(b.length).padStart(9)} B raw ${String(g).padStart(9)} B gzip`);
  }
  return { rows, raw, gz };
}

const s = sizes();
console.log('Site files:');
console.log(s.rows.join('\n'));
console.log(`  total ${s.raw} B raw, ${s.gz} B gzip (${(s.gz / 1048576).toFixed(2)} MiB)`);

// Time from navigation start to the first frame that drew the UI (the app's own clock,
// performance.now(), read when that frame was drawn: window.carc.firstFrameMs()).
const env = await launch();
const times = [];
for (let i = 0; i < runs; i++) {
  const { page, context } = await openPage(env);
  await page.waitForFunction(() => window.carc && window.carc.firstFrameMs() >= 0, null, { timeout: 30000 });
  times.push(await page.evaluate(() => window.carc.firstFrameMs()));
  await context.close();
}
await env.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`Time to the first interactive frame in headless Chromium, ${runs} runs: ` +
            `median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`);

// CPU time of the app's frame work (window.carc.frameMs(): emscripten_get_now() around event
// handling, UI building and WebGL submission, averaged over 60 frames) on a full board: a game
// with all four mini-expansions (97 tiles) auto-played to its last tile, then the base game
// (72 tiles), then The Castle with The Falcon, board fitted to a 1280x800 window.
// `expansions`: the base game's bit set, or a hook command starting another mode's game.
async function frameCost(expansions, label) {
  const env2 = await launch();
  const { page, context } = await openPage(env2);
  await waitForFrames(page, 5);
  if (typeof expansions === 'string') await page.evaluate((c) => window.carc.command(c), expansions);
  else await page.evaluate((e) => window.carc.newGame(2, 11, e), expansions);
  await page.evaluate(() => {
    for (let k = 0; k < 3000; k++) {
      const s = window.carc.state();
      if (s.over) break;
      window.carc.autoplay(1);
    }
  });
  // Close the final-score table so the whole board shows, then let 120 frames pass.
  const s0 = await page.evaluate(() => window.carc.state());
  if (s0.buttons.final_close) await page.mouse.click(s0.buttons.final_close.cx, s0.buttons.final_close.cy);
  const f = await page.evaluate(() => window.carc.frames());
  await waitForFrames(page, f + 120, 120000);
  const s = await page.evaluate(() => window.carc.state());
  console.log(`${label}: ${s.board.length} tiles, ${s.perf.frameMs.toFixed(2)} ms CPU per frame ` +
              `(of which WebGL submission ${s.perf.renderMs.toFixed(2)} ms), ${s.perf.vertices} vertices`);
  await context.close();
  await env2.close();
}
await frameCost(15, 'All four minis, game over');
await frameCost(0, 'Base game, game over');
await frameCost('new_game castle 11 falcon', 'The Castle with The Falcon, game over');

// A page left alone (src/app/frame_pacer.h): frames drawn per second against the browser's
// animation frames, counted in the page (each drawn frame clears the canvas once) without the
// test hook, whose calls keep every frame drawn. A base game 10 moves in, 900x600.
async function idleRate() {
  const env3 = await launch();
  const context = await env3.browser.newContext({ viewport: { width: 900, height: 600 } });
  await context.addInitScript(() => {
    window.__clears = 0;
    window.__rafs = 0;
    const clear = WebGL2RenderingContext.prototype.clear;
    WebGL2RenderingContext.prototype.clear = function (m) { window.__clears++; return clear.call(this, m); };
    const count = () => { window.__rafs++; requestAnimationFrame(count); };
    requestAnimationFrame(count);
  });
  const page = await context.newPage();
  await page.goto(env3.baseUrl);
  await waitForFrames(page, 5);
  await page.evaluate(() => { window.carc.newGame(2, 5, 0); window.carc.autoplay(10, 1); });
  await page.waitForTimeout(2000);
  const a = await page.evaluate(() => [window.__clears, window.__rafs]);
  await page.waitForTimeout(5000);
  const b = await page.evaluate(() => [window.__clears, window.__rafs]);
  console.log(`Idle page (nothing moves for 2 s, then 5 s counted): ${((b[0] - a[0]) / 5).toFixed(1)} ` +
              `frames drawn per second of ${((b[1] - a[1]) / 5).toFixed(1)} animation frames`);
  await context.close();
  await env3.close();
}
await idleRate();
