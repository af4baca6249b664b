// Prints the page's size and load figures for docs/performance.md.
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

// Time from navigation start to the first and second drawn frames (ImGui content appears on
// frame 2), measured in the page with performance.now().
const env = await launch();
const times = [];
for (let i = 0; i < runs; i++) {
  const { page, context } = await openPage(env);
  await page.evaluate(() => {
    window.__firstFrames = [];
    const tick = () => {
      const n = window.carc && window.carc.frames();
      if (n >= 1 && window.__firstFrames.length === 0) window.__firstFrames.push(performance.now());
      if (n >= 2) { window.__firstFrames.push(performance.now()); return; }
      requestAnimationFrame(tick);
    };
    tick();
  });
  await waitForFrames(page, 2);
  const t = await page.evaluate(() => window.__firstFrames[window.__firstFrames.length - 1]);
  times.push(t);
  await context.close();
}
await env.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`Time to second frame (first interactive) in headless Chromium, ${runs} runs: ` +
            `median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`);

// CPU time of the app's frame work (window.carc.frameMs(): emscripten_get_now() around event
// handling, UI building and WebGL submission, averaged over 60 frames) on a full board: a game
// with all four mini-expansions (97 tiles) auto-played to its last tile, then the base game
// (72 tiles), board fitted to a 1280x800 window.
async function frameCost(expansions, label) {
  const env2 = await launch();
  const { page, context } = await openPage(env2);
  await waitForFrames(page, 5);
  await page.evaluate((e) => window.carc.newGame(2, 11, e), expansions);
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
