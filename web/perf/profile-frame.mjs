// Prints the hottest JavaScript/WebGL glue functions over 120 frames of a finished all-four game
// (CDP sampling profiler), to see where a frame's time goes. Usage: node web/perf/profile-frame.mjs
import { launch, openPage, waitForFrames } from '../lib/browser.mjs';

const env = await launch();
const { page, context } = await openPage(env);
await waitForFrames(page, 5);
await page.evaluate(() => window.carc.newGame(2, 11, 15));
await page.evaluate(() => { for (let k = 0; k < 3000 && !window.carc.state().over; k++) window.carc.autoplay(1); });
const s0 = await page.evaluate(() => window.carc.state());
if (s0.buttons.final_close) await page.mouse.click(s0.buttons.final_close.cx, s0.buttons.final_close.cy);
let f = await page.evaluate(() => window.carc.frames());
await waitForFrames(page, f + 20, 60000);
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
f = await page.evaluate(() => window.carc.frames());
await waitForFrames(page, f + 120, 120000);
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas;
const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) || 0) + (dt[i] || 0)));
for (const [id, us] of counts) {
  const n = byId.get(id);
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}`;
  self.set(key, (self.get(key) || 0) + us);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`total sampled ${(total / 1000).toFixed(0)} ms over 120 frames`);
for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${(us / 1000 / 120).toFixed(3)} ms/frame  ${k}`);
await context.close();
await env.close();
