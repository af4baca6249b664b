// The embed viewer in small frames (wiki editors shrink the 480x400 embed code): every control of
// the bar inside the frame, the board keeping at least half of the height, figures no larger than
// the tiny tiles, and at the end of a finished game a caption saying so and naming the winner.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, screenshotPixels, waitForFrames, LONG_TEST } from '../lib/browser.mjs';
import { fstate, fsettle, hostPage } from '../lib/frames.mjs';
import { settle } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

// A finished 3-player game with all four minis, its embed code's src and its final scores.
async function finishedGame(context) {
  const page = await context.newPage();
  await page.goto(env.baseUrl);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(3, 31, 15));
  await page.evaluate(() => window.carc.autoplay(5000, 7));
  await settle(page);
  const full = await page.evaluate(() => window.carc.state());
  assert.equal(full.phase, 'over');
  const snippet = await page.evaluate(() => window.carc.command('copy_embed'));
  await page.close();
  return { full, src: snippet.match(/src="([^"]+)"/)[1] };
}

const BAR = ['step_first', 'step_back', 'step_forward', 'step_last', 'viewer_move', 'open_full',
  'viewer_caption'];

function assertFits(s, w, h, players) {
  assert.equal(s.viewport.w, w);
  assert.equal(s.viewport.h, h);
  for (const id of [...BAR, ...players.map((_, p) => `score${p}`)]) {
    const b = s.buttons[id];
    assert.ok(b, `${id} shown in ${w}x${h}`);
    assert.ok(b.x >= -0.5 && b.y >= s.boardRect.y1 - 0.5 && b.x + b.w <= w + 0.5 && b.y + b.h <= h + 0.5,
      `${id} inside the ${w}x${h} frame, under the board: ${JSON.stringify(b)}`);
  }
  for (const id of ['step_first', 'step_back', 'step_forward', 'step_last', 'open_full'])
    assert.ok(s.buttons[id].w >= 24 && s.buttons[id].h >= 24, `${id} at least 24x24 in ${w}x${h}`);
  const boardH = s.boardRect.y1 - s.boardRect.y0;
  assert.ok(boardH >= 0.5 * h, `the board has at least half of ${w}x${h}: ${boardH} px`);
  // Figures are drawn no larger than the tiles they stand on.
  assert.ok(typeof s.figurePx === 'number', 'figurePx reported');
  assert.ok(s.figurePx <= s.tilePx, `figures (${s.figurePx} px) no larger than tiles (${s.tilePx} px)`);
}

test('viewer in small frames: the bar inside the frame, the board at least half; the end names the winner', async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 700, height: 500 } });
  const { full, src } = await finishedGame(context);
  const best = Math.max(...full.players.map((p) => p.score));
  const winners = full.players.filter((p) => p.score === best).map((p) => p.name);

  for (const [w, h] of [[240, 180], [320, 240], [400, 300], [640, 400]]) {
    const { page: host, frame, box } = await hostPage(env, context, src, w, h);
    let s = await fstate(frame);
    assert.equal(s.cursor, full.cursor, 'the end of the game shown');
    await screenshot(host, `embed-small-${w}x${h}-end`);
    assertFits(s, w, h, full.players);
    // The end of a finished game: its caption says so and names the winner(s) with the points.
    const end = s.viewerCaption;
    assert.equal(s.viewerFinal, true, 'the final step');
    assert.match(end, /^End of the game/, `${w}x${h}: ${end}`);
    for (const name of winners) assert.ok(end.includes(name), `${end} names the winner ${name}`);
    assert.ok(end.includes(`${best} point`), `${end} gives the winner's ${best} points`);
    for (const p of full.players.filter((q) => q.score < best))
      assert.ok(!end.includes(p.name), `${end} does not name ${p.name}, who lost`);
    if (h < 300) {
      const lineH = s.buttons.viewer_caption.h;
      assert.ok(lineH <= 26, `${w}x${h}: the caption on one line (${lineH} px)`);
    }

    // The bar's buttons work where they are: one back is the last move (the same position, no
    // longer the final scoring), two back the move before.
    const click = async (id) => {
      const b = s.buttons[id];
      await host.mouse.click(box.x + b.cx, box.y + b.cy);
      await fsettle(frame, 4);
      return fstate(frame);
    };
    s = await click('step_back');
    assert.equal(s.cursor, full.cursor, `${w}x${h}: the last move`);
    assert.equal(s.viewerFinal, false);
    assert.doesNotMatch(s.viewerCaption, /^End of the game/, 'before the end: the last move');
    s = await click('step_back');
    assert.ok(s.cursor < full.cursor, `${w}x${h}: step back`);
    assertFits(s, w, h, full.players);
    await screenshot(host, `embed-small-${w}x${h}-back`);
    s = await click('step_first');
    assert.equal(s.cursor, 0, `${w}x${h}: the start`);
    assertFits(s, w, h, full.players);
    s = await click('step_last');
    assert.equal(s.cursor, full.cursor);
    assert.equal(s.viewerCaption, end);
    await host.close();
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('viewer: the end-of-game caption in the reader\'s language', async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 700, height: 500 }, locale: 'cs-CZ' });
  const { full, src } = await finishedGame(context);
  const best = Math.max(...full.players.map((p) => p.score));
  const winners = full.players.filter((p) => p.score === best).map((p) => p.name);
  const { page: host, frame } = await hostPage(env, context, src, 320, 240);
  const s = await fstate(frame);
  assert.equal(s.language, 'cs');
  assert.match(s.viewerCaption, /^Konec hry/);
  for (const name of winners) assert.ok(s.viewerCaption.includes(name), s.viewerCaption);
  assert.ok(s.viewerCaption.includes(String(best)), s.viewerCaption);
  assertFits(s, 320, 240, full.players);
  await screenshot(host, 'embed-small-320x240-cs');
  await host.close();
  assert.deepEqual(errors, []);
  await context.close();
});

// The embed code's src of a 2-player game (seed 5, expansion bits) after `moves` random moves.
async function embedOf(context, bits, moves) {
  const page = await context.newPage();
  await page.goto(env.baseUrl);
  await waitForFrames(page, 3);
  await page.evaluate(([b, n]) => { window.carc.newGame(2, 5, b); window.carc.autoplay(n, 7); }, [bits, moves]);
  await settle(page);
  const snippet = await page.evaluate(() => window.carc.command('copy_embed'));
  await page.close();
  return snippet.match(/src="([^"]+)"/)[1];
}

// A move whose scorings share a centre (a road completed with nobody on it and the two bets laid
// on it) stacks their labels. Moving a label down to just under another could leave it, by
// rounding, overlapping that one again: the viewer's page hung for good at this move in a
// 480x360 frame (found by hand, not by a test).
// A time limit: in the hung page the click itself never returned.
test('labels of a road and the bets on it stack in a 480x360 frame (the page hung there)', LONG_TEST, async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 640, height: 440 } });
  const v = await hostPage(env, context, await embedOf(context, 15, 30), 480, 360);
  let s = await fstate(v.frame);
  const b = s.buttons.step_back;
  await v.page.mouse.click(v.box.x + b.cx, v.box.y + b.cy);
  await fsettle(v.frame, 3);
  s = await fstate(v.frame);
  assert.match(s.viewerCaption, /A road was completed .*loses a bet on a road of 2 tiles.*loses a bet/);
  const boxes = s.lastScores.filter((e) => e.label).map((e) => e.label);
  assert.equal(boxes.length, 2, `the road and its settlement: ${JSON.stringify(s.lastScores)}`);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [p, q] = [boxes[i], boxes[j]];
      assert.ok(p.x1 <= q.x0 || q.x1 <= p.x0 || p.y1 <= q.y0 || q.y1 <= p.y0,
        `labels ${i} and ${j} do not overlap: ${JSON.stringify([p, q])}`);
    }
  await screenshot(v.page, 'embed-stacked-labels');
  assert.deepEqual(errors, []);
  await context.close();
});

// A step button's tooltip stands above it and is gone once it is clicked, until the mouse moves
// (under the mouse it covered the move count the reader watches while clicking on).
test('a step button\'s tooltip is above the bar\'s row and goes away on a click', async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 640, height: 440 } });
  const v = await hostPage(env, context, await embedOf(context, 0, 12), 480, 360);
  let s = await fstate(v.frame);
  const b = s.buttons.step_back, count = s.buttons.viewer_move;
  await v.page.mouse.move(v.box.x + b.cx, v.box.y + b.cy);
  await fsettle(v.frame, 3);
  s = await fstate(v.frame);
  const tip = s.buttons.viewer_tip;
  assert.ok(tip, 'the tooltip is shown on hover');
  assert.equal(tip.label, 'Previous move (←)');
  assert.ok(tip.y + tip.h <= b.y, `above the button: ${JSON.stringify([tip, b])}`);
  assert.ok(tip.y + tip.h <= count.y || tip.y >= count.y + count.h, 'not over the move count');
  const cap = s.buttons.viewer_caption;
  assert.ok(tip.y + tip.h <= cap.y, `not over the caption, the move's words: ${JSON.stringify([tip, cap])}`);
  await v.page.mouse.click(v.box.x + b.cx, v.box.y + b.cy);
  await fsettle(v.frame, 3);
  s = await fstate(v.frame);
  assert.equal(s.buttons.viewer_tip, undefined, 'gone after the click');
  // Back when the mouse moves again (here: leaves the button and comes back).
  await v.page.mouse.move(v.box.x + 2, v.box.y + 2);
  await fsettle(v.frame, 2);
  await v.page.mouse.move(v.box.x + b.cx, v.box.y + b.cy);
  await fsettle(v.frame, 3);
  s = await fstate(v.frame);
  assert.ok(s.buttons.viewer_tip, 'shown again');
  assert.deepEqual(errors, []);
  await context.close();
});

// In a tiny frame a long tooltip stays inside it (from the button it went on past the right edge)
// and above the caption, wrapped if need be.
test('a step button\'s long tooltip in a 240x180 frame: inside the frame, above the caption', async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 700, height: 500 } });
  const { src } = await finishedGame(context);
  const v = await hostPage(env, context, src, 240, 180);
  let s = await fstate(v.frame);
  const b = s.buttons.step_last;
  await v.page.mouse.move(v.box.x + b.cx, v.box.y + b.cy);
  await fsettle(v.frame, 3);
  s = await fstate(v.frame);
  const tip = s.buttons.viewer_tip, cap = s.buttons.viewer_caption;
  await screenshot(v.page, 'embed-small-tip-240x180');
  assert.ok(tip, 'the tooltip is shown on hover');
  assert.equal(tip.label, 'End of the game: final scoring (End)');
  assert.ok(tip.x >= 0 && tip.x + tip.w <= 240 && tip.y >= 0, `inside the frame: ${JSON.stringify(tip)}`);
  assert.ok(tip.y + tip.h <= cap.y, `above the caption: ${JSON.stringify([tip, cap])}`);
  assert.deepEqual(errors, []);
  await context.close();
});

// The bar's scores in the players' colours: black (the fifth player's) read black on the dark bar,
// so it takes its light outline colour, as the meeple's outline does.
test('a black player\'s score is readable on the bar', async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 700, height: 600 } });
  const page = await context.newPage();
  await page.goto(env.baseUrl);
  await waitForFrames(page, 3);
  await page.evaluate(() => { window.carc.newGame(6, 15, 0); window.carc.autoplay(40, 7); });
  await settle(page);
  const src = (await page.evaluate(() => window.carc.command('copy_embed'))).match(/src="([^"]+)"/)[1];
  await page.close();
  const v = await hostPage(env, context, src, 640, 480);
  const s = await fstate(v.frame);
  const b = s.buttons.score4;
  const got = await screenshotPixels(v.page, 'embed-score-black',
    { clip: { x: v.box.x + b.x, y: v.box.y + b.y, w: b.w, h: b.h } });
  let light = 0;
  for (let i = 0; i < got.rgb.length; i += 3) light += (got.rgb[i] + got.rgb[i + 1] + got.rgb[i + 2]) / 3 > 150;
  assert.ok(light > 10, `light text pixels in the fifth player's score: ${light}`);
  assert.deepEqual(errors, []);
  await context.close();
});

// The embed code's src of a finished game played by the hook (players, seed, expansion bits).
async function finishedSrc(context, players, seed, bits) {
  const page = await context.newPage();
  await page.goto(env.baseUrl);
  await waitForFrames(page, 3);
  await page.evaluate(([n, s, b]) => { window.carc.newGame(n, s, b); window.carc.autoplay(5000, 7); },
    [players, seed, bits]);
  await settle(page);
  const snippet = await page.evaluate(() => window.carc.command('copy_embed'));
  await page.close();
  return snippet.match(/src="([^"]+)"/)[1];
}

const inside = (b, r) => b.x0 >= r.x0 - 0.5 && b.y0 >= r.y0 - 0.5 && b.x1 <= r.x1 + 0.5 && b.y1 <= r.y1 + 0.5;
const apart = (p, q) => p.x1 <= q.x0 || q.x1 <= p.x0 || p.y1 <= q.y0 || q.y1 <= p.y0;

// Stepping through a whole game: each move's scoring labels stay inside the board and apart (a bet
// stacked under its road's label ended under the board's edge, 4 players, move 66 here), and the
// bar keeps its rows: "open in the full game" went to a row of its own and back as the count
// gained a digit, and the board's height jumped with it.
for (const [w, h] of [[400, 300], [480, 360]]) {
  test(`stepping through a 4-player game with all minis in ${w}x${h}: labels inside the board, the bar's rows steady`, LONG_TEST, async () => {
    const { context, errors } = await openPage(env, { viewport: { width: 700, height: 560 } });
    const v = await hostPage(env, context, await finishedSrc(context, 4, 13, 31), w, h);
    await v.page.mouse.click(v.box.x + w / 2, v.box.y + 30);  // the frame takes the keys
    await v.page.keyboard.press('Home');
    await fsettle(v.frame, 3);
    let s = await fstate(v.frame);
    const rows = new Set();
    let labelled = 0;
    for (let i = 0; i < 400 && !s.viewerFinal; i++) {
      await v.page.keyboard.press('ArrowRight');
      await fsettle(v.frame, 2);
      s = await fstate(v.frame);
      if (s.viewerFinal) break;
      const b = s.buttons;
      rows.add(`${Math.abs(b.open_full.cy - b.step_first.cy) < 1 ? 'open beside' : 'open below'} the buttons`);
      const boxes = s.lastScores.filter((e) => e.label).map((e) => e.label);
      labelled += boxes.length;
      for (const box of boxes)
        assert.ok(inside(box, s.boardRect), `${s.viewerCaption}: label inside the board ${JSON.stringify([box, s.boardRect])}`);
      for (let p = 0; p < boxes.length; p++)
        for (let q = p + 1; q < boxes.length; q++)
          assert.ok(apart(boxes[p], boxes[q]), `${s.viewerCaption}: labels apart ${JSON.stringify([boxes[p], boxes[q]])}`);
    }
    assert.equal(s.viewerFinal, true, 'stepped to the end');
    assert.ok(labelled > 10, `scorings labelled on the way: ${labelled}`);
    assert.deepEqual([...rows].length, 1, `the bar's rows while stepping: ${[...rows]}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Six players' scores in a 240x180 frame at the end of a game: on one row (two-digit scores
// wrapped to a second one, and the board lost a sixth of its height), in Czech too.
for (const locale of ['en-US', 'cs-CZ']) {
  test(`six players' final scores on one row of a 240x180 frame (${locale})`, LONG_TEST, async () => {
    const { context, errors } = await openPage(env, { viewport: { width: 700, height: 560 }, locale });
    const v = await hostPage(env, context, await finishedSrc(context, 6, 15, 0), 240, 180);
    const s = await fstate(v.frame);
    assert.equal(s.viewerFinal, true);
    const scores = [0, 1, 2, 3, 4, 5].map((p) => s.buttons[`score${p}`]);
    assert.ok(s.viewerTotals.some((t) => t >= 10), `two-digit scores: ${s.viewerTotals}`);
    for (const b of scores) {
      assert.ok(Math.abs(b.cy - scores[0].cy) < 1, `one row: ${JSON.stringify(scores)}`);
      assert.ok(b.x >= 0 && b.x + b.w <= 240.5, `inside the frame: ${JSON.stringify(b)}`);
    }
    for (let p = 1; p < 6; p++) assert.ok(scores[p].x >= scores[p - 1].x + scores[p - 1].w, 'in order, apart');
    await screenshot(v.page, `embed-six-scores-${locale}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// The bare "N/M" count of a small frame gives its words as a tooltip when hovered (the count's
// reserved room, drawn after it, once took the hover).
test('the bare count\'s words as a tooltip in a 240x180 frame', async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 640, height: 440 } });
  const v = await hostPage(env, context, await embedOf(context, 0, 12), 240, 180);
  await v.page.mouse.click(v.box.x + 120, v.box.y + 20);  // the frame takes the keys
  await v.page.keyboard.press('Home');
  await v.page.keyboard.press('ArrowRight');  // "1/N": narrower than the room kept for it
  await fsettle(v.frame, 3);
  let s = await fstate(v.frame);
  const c = s.buttons.viewer_move;
  assert.match(c.label, /^Move 1 \/ \d\d$/);
  await v.page.mouse.move(v.box.x + c.x + 3, v.box.y + c.cy);
  await fsettle(v.frame, 3);
  s = await fstate(v.frame);
  assert.equal(s.buttons.viewer_tip?.label, c.label, 'the count in words');
  assert.deepEqual(errors, []);
  await context.close();
});

// A 240x180 frame keeps "open in the full game" on the step buttons' row at a finished game's end
// in every language: the bare count there is the number of moves alone ("Konec/142" was wider
// than "142/142" and pushed the icon to a row of its own, taking a fifth of the board's height).
for (const locale of ['cs-CZ', 'ro-RO', 'en-US']) {
  test(`the open icon beside the step buttons at the end of a game in a 240x180 frame (${locale})`, async () => {
    const { context, errors } = await openPage(env, { viewport: { width: 640, height: 440 }, locale });
    const { src } = await finishedGame(context);
    const v = await hostPage(env, context, src, 240, 180);
    let s = await fstate(v.frame);
    assert.equal(s.viewerFinal, true);
    const row = (b) => Math.abs(b.open_full.cy - b.step_first.cy) < 1;
    assert.ok(row(s.buttons), `${locale}: the icon beside the buttons at the end: ${JSON.stringify([s.buttons.open_full, s.buttons.step_first])}`);
    const endBoard = s.boardRect.y1 - s.boardRect.y0;
    const total = s.buttons.viewer_move.label.match(/(\d+)$/)[1];
    await screenshot(v.page, `embed-240x180-end-${locale}`);
    await v.page.mouse.click(v.box.x + 120, v.box.y + 20);  // the frame takes the keys
    await v.page.keyboard.press('ArrowLeft');  // the last move: "142/142"
    await fsettle(v.frame, 3);
    s = await fstate(v.frame);
    assert.equal(s.viewerFinal, false);
    assert.ok(s.buttons.viewer_move.label.endsWith(`${total} / ${total}`), s.buttons.viewer_move.label);
    assert.ok(row(s.buttons), `${locale}: the icon beside the buttons at the last move`);
    assert.ok(Math.abs(s.boardRect.y1 - s.boardRect.y0 - endBoard) < 1, 'the board keeps its height');
    // Hovered, the end's bare count says it in words.
    await v.page.keyboard.press('End');
    await fsettle(v.frame, 3);
    s = await fstate(v.frame);
    const c = s.buttons.viewer_move;
    await v.page.mouse.move(v.box.x + c.x + 3, v.box.y + c.cy);
    await fsettle(v.frame, 3);
    s = await fstate(v.frame);
    assert.equal(s.buttons.viewer_tip?.label, c.label, 'the end in words');
    assert.ok(c.label.endsWith(total), c.label);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
