// The game page loads, draws frames and a non-blank board, with no console errors.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames, screenshotColourStats } from '../lib/browser.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

test('page loads, app draws frames, screenshot is not blank', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 10);
  await page.waitForSelector('#loading.done', { state: 'attached' });
  const state = await page.evaluate(() => window.carc.state());
  assert.ok(state && typeof state === 'object', 'state JSON parses');
  const stats = await screenshotColourStats(page, 'page-loads');
  assert.equal(stats.width, 1280);
  assert.ok(stats.distinct >= 4, `board drawn in several colours (saw ${stats.distinct}) — ${stats.file}`);
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('a browser without WebGL2 sees a readable message, not a blank page', async () => {
  const ctx2 = await env.browser.newContext();
  const p2 = await ctx2.newPage();
  await p2.addInitScript(() => {
    const orig = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
      return kind === 'webgl2' ? null : orig.call(this, kind, ...rest);
    };
  });
  await p2.goto(env.baseUrl);
  const msg = await p2.textContent('#fatal');
  assert.match(msg, /WebGL 2/);
  assert.equal(await p2.isVisible('#fatal'), true);
  await ctx2.close();
});

// Frames drawn (each starts with a clear of the canvas), counted in the page itself: reading them
// does not go through the test hook, whose every call keeps the app drawing every frame.
const countClears = () => {
  window.__clears = 0;
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    const clear = proto.clear;
    proto.clear = function (mask) { window.__clears++; return clear.call(this, mask); };
  }
};

test('a page left alone draws a few frames a second; input brings every frame back', async () => {
  const context = await env.browser.newContext({ viewport: { width: 900, height: 600 } });
  await context.addInitScript(countClears);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(env.baseUrl);
  await waitForFrames(page, 5);
  await page.evaluate(() => window.carc.newGame(2, 5, 0));
  await page.evaluate(() => window.carc.autoplay(10, 1));
  const drawn = () => page.evaluate(() => window.__clears);
  await page.waitForTimeout(1500);  // the quiet second at full rate passes
  let from = await drawn();
  await page.waitForTimeout(2000);
  const idle = (await drawn()) - from;
  assert.ok(idle >= 2 && idle <= 12, `about 4 frames a second when idle (${idle} in 2 s)`);
  // A mouse moving over the board: every frame.
  from = await drawn();
  for (let i = 0; i < 20; i++) {
    await page.mouse.move(300 + i * 5, 300);
    await page.waitForTimeout(50);
  }
  const moving = (await drawn()) - from;
  assert.ok(moving >= 3 * idle, `every frame while the mouse moves (${moving} in about 1 s, idle ${idle} in 2 s)`);
  // The picture is still the game's (an idle page keeps its last frame on the canvas).
  const stats = await screenshotColourStats(page, 'idle-page');
  assert.ok(stats.distinct >= 4, `board still drawn (${stats.distinct} colours)`);
  assert.deepEqual(errors, []);
  await context.close();
});
