// Two viewers embedded in one wiki page: neither takes the page's focus when it loads (a reader
// may be typing in the page), each takes clicks whichever has the keyboard focus, and a click
// gives it the keys.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { fstate, fsettle } from '../lib/frames.mjs';
import { settle } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

test('two embedded viewers on one page: no focus taken on load, each steps when clicked', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 640, height: 440 } });
  await waitForFrames(page, 3);
  const srcs = [];
  for (const seed of [31337, 4242]) {
    await page.evaluate((seed) => window.carc.newGame(2, seed, 0), seed);
    await page.evaluate(() => window.carc.autoplay(20, 5));
    await settle(page);
    srcs.push((await page.evaluate(() => window.carc.command('copy_embed'))).match(/src="([^"]+)"/)[1]);
  }
  const url = env.baseUrl + 'embed-two-host.html';
  await context.route(url, (r) => r.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><body style="margin:0;background:#fff">
<input id="q" autofocus placeholder="search the wiki">
<iframe id="a" src="${srcs[0]}" width="400" height="300" style="border:0"></iframe>
<iframe id="b" src="${srcs[1]}" width="400" height="300" style="border:0"></iframe></body>`,
  }));
  const host = await context.newPage();
  await host.setViewportSize({ width: 900, height: 700 });
  await host.goto(url);
  const frames = [], boxes = [];
  for (const id of ['a', 'b']) {
    const handle = await host.waitForSelector(`#${id}`);
    frames.push(await handle.contentFrame());
    boxes.push(await handle.boundingBox());
  }
  for (const f of frames) {
    await f.waitForFunction(() => window.carc && window.carc.frames() >= 4, null, { timeout: 30000 });
    await fsettle(f, 4);
  }
  assert.equal(await host.evaluate(() => document.activeElement.id), 'q',
    'the page keeps its focus while the viewers load');

  const cursors = async () => Promise.all(frames.map(async (f) => (await fstate(f)).cursor));
  const back = async (i) => {
    const b = (await fstate(frames[i])).buttons.step_back;
    await host.mouse.click(boxes[i].x + b.cx, boxes[i].y + b.cy);
    for (const f of frames) await fsettle(f, 3);
  };
  let before = await cursors();
  // Each viewer in turn, and the first again after the second took the focus.
  for (const i of [0, 1, 0]) {
    await back(i);
    const now = await cursors();
    assert.ok(now[i] < before[i], `viewer ${i} stepped back: ${before} -> ${now}`);
    assert.equal(now[1 - i], before[1 - i], `viewer ${1 - i} unchanged`);
    before = now;
  }
  // The clicked viewer has the keys.
  await host.keyboard.press('Home');
  for (const f of frames) await fsettle(f, 3);
  const now = await cursors();
  assert.equal(now[0], 0, 'Home took the clicked viewer to the start');
  assert.equal(now[1], before[1], 'the other one stays');
  await screenshot(host, 'embed-two');
  assert.deepEqual(errors, []);
  await context.close();
});
