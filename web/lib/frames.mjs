import { settleFrames } from './browser.mjs';

// A page inside an iframe (the embed viewer on a host page): its test hook's state, and waiting
// for its frames, as game.mjs's state and settle do for a page.
export const fstate = (frame) => frame.evaluate(() => window.carc.state());

export async function fsettle(frame, k = 3) {
  await settleFrames(frame, k);
}

// A wiki page (served by the test server at embed-host.html) holding one iframe of `src`, w x h;
// `after`: HTML after it (a long page). Returns the host page, the iframe's frame and its box on
// the host page, once the viewer has drawn, measured its bar and fitted the board to the room left.
export async function hostPage(env, context, src, width = 480, height = 360, after = '') {
  const url = env.baseUrl + 'embed-host.html';
  await context.unroute(url);
  await context.route(url, (r) => r.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><body style="margin:0;background:#fff"><h1 style="font:16px sans-serif">A wiki page</h1>
<iframe id="g" src="${src}" width="${width}" height="${height}" style="border:0"></iframe>${after}</body>`,
  }));
  const page = await context.newPage();
  await page.goto(url);
  const handle = await page.waitForSelector('#g');
  const frame = await handle.contentFrame();
  await frame.waitForFunction(() => window.carc && window.carc.frames() >= 4, null, { timeout: 30000 });
  await fsettle(frame, 4);
  return { page, frame, box: await handle.boundingBox() };
}
