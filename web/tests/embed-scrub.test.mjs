// The embed viewer's move count is a slider over the game's moves: a 227-move game was one step at
// a time from its middle. A click, a drag or a finger's tap on it jumps there (the end of it: a
// finished game's final step), in a 480x400 frame and in the smallest, 240x180, whose bar keeps
// its rows (the step buttons, the slider and the open icon on one row; the board at least half).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { fstate, fsettle, hostPage } from '../lib/frames.mjs';
import { settle } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

// A finished 3-player game with all four minis: the embed code's src and the number of moves.
async function finishedSrc(context) {
  const page = await context.newPage();
  await page.goto(env.baseUrl);
  await waitForFrames(page, 3);
  await page.evaluate(() => { window.carc.newGame(3, 31, 15); window.carc.autoplay(5000, 7); });
  await settle(page);
  const src = (await page.evaluate(() => window.carc.command('copy_embed'))).match(/src="([^"]+)"/)[1];
  await page.close();
  return src;
}

const moveOf = (s) => {
  const m = s.buttons.viewer_move.label.match(/^(Move (\d+)|End) \/ (\d+)$/);
  assert.ok(m, s.buttons.viewer_move.label);
  return { at: m[2] === undefined ? 'end' : Number(m[2]), total: Number(m[3]) };
};

for (const [w, h, least] of [[480, 400, 40], [240, 180, 24]]) {
  test(`the move slider jumps through a finished game in a ${w}x${h} frame`, async () => {
    const { context, errors } = await openPage(env, { viewport: { width: 700, height: 520 } });
    const v = await hostPage(env, context, await finishedSrc(context), w, h);
    let s = await fstate(v.frame);
    assert.equal(s.viewerFinal, true, 'opened at the final step');
    let b = s.buttons.viewer_move;
    assert.ok(b.h >= least && b.w >= 60, `a slider a finger can take: ${JSON.stringify(b)}`);
    const { total } = moveOf(s);
    assert.ok(total > 150, `a long game: ${total} moves`);
    const at = async (x) => {
      await v.page.mouse.click(v.box.x + x, v.box.y + b.cy);
      await fsettle(v.frame, 4);
      s = await fstate(v.frame);
      return moveOf(s);
    };
    // Its middle: about the middle move, the board and caption with it.
    const mid = await at(b.x + b.w / 2);
    assert.ok(typeof mid.at === 'number' && Math.abs(mid.at - total / 2) <= total * 0.1, `the middle: ${mid.at} of ${total}`);
    assert.equal(s.viewerFinal, false);
    assert.doesNotMatch(s.viewerCaption, /^End of the game/);
    await screenshot(v.page, `embed-scrub-${w}x${h}-middle`);
    // Dragged to its left end: the start; to its right end: the final step.
    await v.page.mouse.move(v.box.x + b.x + b.w / 2, v.box.y + b.cy);
    await v.page.mouse.down();
    await v.page.mouse.move(v.box.x + b.x - 20, v.box.y + b.cy, { steps: 6 });
    await v.page.mouse.up();
    await fsettle(v.frame, 4);
    s = await fstate(v.frame);
    assert.equal(moveOf(s).at, 0);
    assert.equal(s.cursor, 0, 'the very start');
    assert.match(s.viewerCaption, /^Start of the game/);
    assert.equal((await at(b.x + b.w - 1)).at, 'end');
    assert.equal(s.viewerFinal, true);
    // The step buttons and keys go on from where the slider left.
    b = s.buttons.viewer_move;
    await at(b.x + b.w / 2);
    const from = moveOf(s).at;
    await v.page.keyboard.press('ArrowRight');
    await fsettle(v.frame, 3);
    s = await fstate(v.frame);
    assert.equal(moveOf(s).at, from + 1, 'a key steps on from there');
    // The bar's rows: the slider on the step buttons' row, inside the frame, the board at least
    // half of it; a small frame keeps the open icon on that row too.
    const bt = s.buttons;
    for (const id of ['step_first', 'step_last', 'viewer_move', 'open_full', 'viewer_caption', 'score0', 'score2'])
      assert.ok(bt[id].x >= 0 && bt[id].x + bt[id].w <= w + 0.5 && bt[id].y >= s.boardRect.y1 - 0.5 && bt[id].y + bt[id].h <= h + 0.5,
        `${id} inside the ${w}x${h} frame under the board: ${JSON.stringify(bt[id])}`);
    assert.ok(Math.abs(bt.viewer_move.cy - bt.step_first.cy) < 1, 'the slider beside the step buttons');
    if (w < 300) assert.ok(Math.abs(bt.open_full.cy - bt.step_first.cy) < 1, 'the open icon on that row');
    assert.ok(s.boardRect.y1 - s.boardRect.y0 >= h / 2, `the board keeps half of the frame: ${JSON.stringify(s.boardRect)}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a finger\'s tap on the move slider jumps there (a phone reading a wiki)', async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 390, height: 700 }, hasTouch: true, isMobile: true });
  const v = await hostPage(env, context, await finishedSrc(context), 360, 300);
  let s = await fstate(v.frame);
  const b = s.buttons.viewer_move;
  const { total } = moveOf(s);
  await v.page.touchscreen.tap(v.box.x + b.x + b.w / 4, v.box.y + b.cy);
  await fsettle(v.frame, 4);
  s = await fstate(v.frame);
  const { at } = moveOf(s);
  assert.ok(typeof at === 'number' && Math.abs(at - total / 4) <= total * 0.12, `a quarter in: ${at} of ${total}`);
  await screenshot(v.page, 'embed-scrub-touch');
  assert.deepEqual(errors, []);
  await context.close();
});
