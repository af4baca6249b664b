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
