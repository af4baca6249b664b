// Prints how the computer's thinking looks in the page: for each tile the hard player places in a
// two-player base game against random moves, the wall time from the decision coming up to the
// move landing, and the app's CPU time per frame (main thread) while it thinks.
// Usage: node web/perf/computer-moves.mjs [moves] [level]   (needs a built site)
import { launch, openPage, waitForFrames } from '../lib/browser.mjs';
import { clickButton, settle, typeInto, state } from '../lib/game.mjs';

const moves = Number(process.argv[2] || 20);
const level = process.argv[3] || 'hard';

const env = await launch();
const { page, context } = await openPage(env, { viewport: { width: 1280, height: 800 } });
await waitForFrames(page, 5);
await clickButton(page, 'seat1');
await settle(page, 2);
await clickButton(page, `seat1_${level}`);
await settle(page, 2);
await typeInto(page, 'seed', '77');
await clickButton(page, 'start');
await settle(page, 4);

// In the page, frame by frame from the person's last move: until the computer's move lands.
const watch = () => new Promise((resolve) => {
  const c = window.carc;
  const read = () => c.command('computer').split(' ').map(Number);
  const [decides, cursor] = read();
  if (!decides) { resolve(null); return; }
  const t0 = performance.now();
  const frames = [];
  const tick = () => {
    const [, now, ms, search, render] = read();
    if (now !== cursor) { resolve({ wall: performance.now() - t0, frames }); return; }
    frames.push({ ms, search, render, at: frames.length });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});

// The same page's frames while nobody thinks (the person's turn, for `ms`): what a frame costs
// without the search, for comparison.
const idle = (ms) => new Promise((resolve) => {
  const c = window.carc;
  const t0 = performance.now();
  const frames = [];
  const tick = () => {
    const [decides, , f, search, render] = c.command('computer').split(' ').map(Number);
    if (!decides) frames.push({ ms: f, search, render, at: frames.length });
    if (performance.now() - t0 > ms) { resolve(frames); return; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});

const walls = [], frames = [], idleFrames = [];
while (walls.length < moves) {
  const s = await state(page);
  if (s.phase === 'over') break;
  if (s.computerDecides) {  // its follower step, after the pause
    await page.waitForTimeout(200);
    continue;
  }
  // The person: a random legal move once the computer's last one has been in view for its pause.
  idleFrames.push(...(await page.evaluate(idle, 800)).slice(1));
  await page.evaluate(() => window.carc.autoplay(1));
  const r = await page.evaluate(watch);
  if (!r) continue;
  walls.push(r.wall);
  frames.push(...r.frames);
}
await context.close();
await env.close();

const q = (a, f) => { const b = [...a].sort((x, y) => x - y); return b[Math.min(b.length - 1, Math.floor(f * b.length))]; };
console.log(`${level}: ${walls.length} tile placements, wall time to the move: median ${q(walls, 0.5).toFixed(0)} ms, ` +
            `90th percentile ${q(walls, 0.9).toFixed(0)} ms, max ${Math.max(...walls).toFixed(0)} ms`);
const frameMs = frames.map((f) => f.ms);
console.log(`app CPU per frame while thinking (${frameMs.length} frames): median ${q(frameMs, 0.5).toFixed(2)} ms, ` +
            `90th percentile ${q(frameMs, 0.9).toFixed(2)} ms, max ${Math.max(...frameMs).toFixed(2)} ms`);
const idleMs = idleFrames.map((f) => f.ms);
console.log(`app CPU per frame while nobody thinks (${idleMs.length} frames): median ${q(idleMs, 0.5).toFixed(2)} ms, ` +
            `90th percentile ${q(idleMs, 0.9).toFixed(2)} ms, max ${Math.max(...idleMs).toFixed(2)} ms`);
// Where the longest frames' time went: the search's slice, the GL calls, the rest of the frame.
const part = (f) => `${f.ms.toFixed(2)} ms (search ${f.search.toFixed(2)}, GL ${f.render.toFixed(2)}, ` +
                    `rest ${(f.ms - f.search - f.render).toFixed(2)}; frame ${f.at} of its move)`;
console.log('longest frames: ' + [...frames].sort((a, b) => b.ms - a.ms).slice(0, 5).map(part).join('; '));
