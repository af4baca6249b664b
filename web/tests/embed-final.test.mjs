// The embed viewer's last step of a finished game: "End of the game", its final scoring outlined
// and labelled on the board (unfinished roads, cities and cloisters, farms, the bets' final
// settlements, La Porxada's bonus and the magic figures in the points), one step after the last
// move; the labels apart from one another and inside the board, in a small frame too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames, LONG_TEST } from '../lib/browser.mjs';
import { fstate, fsettle, hostPage } from '../lib/frames.mjs';
import { settle } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

// The embed code's src of a game played by the hook (players, seed, expansion bits, actions),
// and the full game's state at its end.
async function gameOf(context, players, seed, bits, actions = 5000) {
  const page = await context.newPage();
  await page.goto(env.baseUrl);
  await waitForFrames(page, 3);
  await page.evaluate(([n, s, b, a]) => { window.carc.newGame(n, s, b); window.carc.autoplay(a, 7); },
    [players, seed, bits, actions]);
  await settle(page);
  const full = await page.evaluate(() => window.carc.state());
  const snippet = await page.evaluate(() => window.carc.command('copy_embed'));
  await page.close();
  return { full, src: snippet.match(/src="([^"]+)"/)[1] };
}

const apart = (p, q) => p.x1 <= q.x0 || q.x1 <= p.x0 || p.y1 <= q.y0 || q.y1 <= p.y0;

// Every final label drawn, none on another, all inside the board's area of the frame.
function assertLabelsApart(s, what) {
  const boxes = s.viewerScores.map((e) => e.label);
  assert.ok(boxes.every(Boolean), `${what}: every final scoring labelled`);
  const r = s.boardRect;
  for (const b of boxes)
    assert.ok(b.x0 >= r.x0 - 0.5 && b.y0 >= r.y0 - 0.5 && b.x1 <= r.x1 + 0.5 && b.y1 <= r.y1 + 0.5,
      `${what}: label inside the board ${JSON.stringify([b, r])}`);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      assert.ok(apart(boxes[i], boxes[j]),
        `${what}: labels ${i} (${s.viewerScores[i].text}) and ${j} (${s.viewerScores[j].text}) overlap: ${JSON.stringify([boxes[i], boxes[j]])}`);
}

// What the final labels give each player.
const finalPoints = (s) => s.players.map((_, p) => s.viewerScores.reduce((n, e) => n + e.points[p], 0));

for (const [name, players, seed, bits] of [['base', 2, 31337, 0], ['all four minis', 3, 4242, 15]]) {
  test(`a finished ${name} game ends with a step of its own: the final scoring labelled, summing to the totals`, LONG_TEST, async () => {
    const { context, errors } = await openPage(env, { viewport: { width: 700, height: 560 } });
    const { full, src } = await gameOf(context, players, seed, bits);
    assert.equal(full.phase, 'over');
    const totals = full.players.map((p) => p.score);
    const best = Math.max(...totals);
    const tag = name.replace(/ /g, '-');

    const { page: host, frame, box } = await hostPage(env, context, src, 640, 480);
    let s = await fstate(frame);
    // The viewer opens at the end: the final step.
    assert.equal(s.viewerFinal, true, 'opened at the final step');
    assert.equal(s.cursor, full.cursor);
    assert.match(s.viewerCaption, /^End of the game: final scoring\. Winners?: /);
    for (const p of full.players)
      assert.equal(s.viewerCaption.includes(p.name), p.score === best, `${s.viewerCaption}: ${p.name}`);
    assert.ok(s.viewerCaption.includes(`${best} points`), s.viewerCaption);
    assert.deepEqual(s.viewerTotals, totals, 'the bar gives the final totals');
    assert.match(s.buttons.viewer_move.label, /^End \/ \d+$/);
    assert.ok(s.viewerScores.length > 0, 'final scorings labelled');
    for (const e of s.viewerScores) {
      assert.ok(e.players.length > 0 && e.cells.length > 0, `who scored, and where: ${JSON.stringify(e)}`);
      assert.ok(e.text.length > 0);
      for (const p of e.players) assert.ok(e.text.includes(full.players[p].name), `${e.text} names ${full.players[p].name}`);
    }
    assertLabelsApart(s, `${name} 640x480`);
    await screenshot(host, `embed-final-${tag}-640x480`);
    const atEnd = s;
    // A mouse over a label: the log's words for it.
    const first = s.viewerScores[0];
    await host.mouse.move(box.x + (first.label.x0 + first.label.x1) / 2, box.y + (first.label.y0 + first.label.y1) / 2);
    await fsettle(frame, 3);
    s = await fstate(frame);
    assert.equal(s.buttons.final_tip?.label, first.text, 'the hovered label\'s words');

    // Back one: the last move, as the log words it, without the final scoring; the bar's totals
    // before it. The totals and the final labels add up.
    // Single steps by the bar's buttons, where the last state has them (a key held through a
    // slow frame repeats); Home and End by their keys.
    const press = async (key, k = 2) => { await host.keyboard.press(key); await fsettle(frame, k); return fstate(frame); };
    // Three frames after a click: the frame that takes the press, the one whose release steps
    // (laid out before the step: its bar may hold the caption of the move before, the buttons
    // where they were), and one drawn after the step, whose buttons are where the next click goes.
    const click = async (id, k = 3) => {
      const b = s.buttons[id];
      await host.mouse.click(box.x + b.cx, box.y + b.cy);
      await fsettle(frame, k);
      return fstate(frame);
    };
    s = await click('step_back', 3);
    assert.equal(s.viewerFinal, false, 'Left: the last move');
    assert.equal(s.cursor, full.cursor, 'the same position: the final scoring is no move');
    assert.doesNotMatch(s.viewerCaption, /^End of the game|Game over|at the end/, s.viewerCaption);
    assert.deepEqual(s.viewerScores, []);
    assert.match(s.buttons.viewer_move.label, /^Move (\d+) \/ \1$/);
    const beforeFinal = s.viewerTotals;
    const fin = finalPoints(atEnd);
    assert.deepEqual(beforeFinal.map((t, p) => t + fin[p]), totals,
      `the scores before the final scoring (${beforeFinal}) and the final labels (${fin}) make the totals (${totals})`);

    // Every step from the start: the per-move scorings the board labels add up to the totals
    // before the final scoring.
    await host.mouse.click(box.x + 320, box.y + 40);  // the frame takes the keys (the board plays nothing)
    await fsettle(frame, 2);
    s = await press('Home', 3);
    assert.equal(s.cursor, 0);
    const sum = full.players.map(() => 0);
    for (let i = 1; i < 400 && (s.canRedo || !s.viewerFinal); i++) {
      s = await click('step_forward');
      if (s.viewerFinal) break;
      assert.match(s.buttons.viewer_move.label, new RegExp(`^Move ${i} / `), 'one move a step');
      for (const e of s.lastScores) e.earned.forEach((n, p) => { sum[p] += n; });
      assert.deepEqual(s.viewerTotals, sum, `the bar after move ${i}: ${s.viewerCaption}`);
    }
    assert.equal(s.viewerFinal, true, 'forward from the last move: the final step');
    assert.deepEqual(sum.map((n, p) => n + fin[p]), totals, 'per-move and final scores make the totals');
    assert.deepEqual(s.viewerScores.map((e) => e.text), atEnd.viewerScores.map((e) => e.text));
    assert.equal(atEnd.viewerCompact, false, 'labels in full at 640x480');
    s = await press('ArrowRight');
    assert.equal(s.viewerFinal, true, 'nothing after the final step');
    s = await press('ArrowLeft', 3);
    assert.equal(s.viewerFinal, false, 'Left: back to the last move');
    assert.equal(s.cursor, full.cursor);
    s = await press('Home', 3);
    s = await press('End', 3);
    assert.equal(s.viewerFinal, true, 'End: the final step');
    assertLabelsApart(s, `${name} after End`);

    // A small frame: the same labels, apart, inside.
    await host.close();
    const small = await hostPage(env, context, src, 400, 300);
    s = await fstate(small.frame);
    assert.equal(s.viewerFinal, true);
    assert.equal(s.viewerScores.length, atEnd.viewerScores.length);
    assertLabelsApart(s, `${name} 400x300`);
    const bar = s.buttons.viewer_caption;
    assert.ok(bar.y >= s.boardRect.y1 - 0.5 && bar.y + bar.h <= 300.5, 'the caption inside the frame');
    await screenshot(small.page, `embed-final-${tag}-400x300`);
    await small.page.close();
    // (Not the base game: its few labels cover little even in a tiny frame.)
    if (name !== 'base') {
      // A tiny frame: the labels made compact, so that the board still shows between them (at
      // full size they covered a third of the board here). Every scoring with points
      // labelled; only lost bets, all nothing, left to the log; the labels still add up.
      const tiny = await hostPage(env, context, src, 300, 200);
      s = await fstate(tiny.frame);
      await screenshot(tiny.page, `embed-final-${tag}-300x200`);
      assert.equal(s.viewerFinal, true);
      assert.equal(s.viewerCompact, true, 'compact labels in 300x200');
      assert.equal(s.viewerScores.length, atEnd.viewerScores.length, 'the same scorings');
      const shown = s.viewerScores.filter((e) => e.label);
      for (const e of s.viewerScores.filter((x) => !x.label))
        assert.ok(e.column === 'bet' && e.points.every((n) => n === 0), `only lost bets unlabelled: ${JSON.stringify(e)}`);
      assert.ok(shown.length < s.viewerScores.length, 'this game has a lost bet at the end');
      assertLabelsApart({ ...s, viewerScores: shown }, `${name} 300x200`);
      assert.deepEqual(finalPoints(s), fin, 'the labels drawn give the same points');
      const r = s.boardRect;
      const cover = shown.reduce((n, e) => n + (e.label.x1 - e.label.x0) * (e.label.y1 - e.label.y0), 0) /
        ((r.x1 - r.x0) * (r.y1 - r.y0));
      assert.ok(cover <= 0.21, `the labels cover ${cover.toFixed(3)} of the board (at most a fifth)`);
      await tiny.page.close();
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the final step lists the bets settled at the end with their bookmaker tiles, in Czech too', LONG_TEST, async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 700, height: 560 }, locale: 'cs-CZ' });
  const { full, src } = await gameOf(context, 3, 4242, 15);
  const v = await hostPage(env, context, src, 640, 480);
  const s = await fstate(v.frame);
  assert.equal(s.language, 'cs');
  assert.match(s.viewerCaption, /^Konec hry: závěrečné vyhodnocení\. /);
  assert.match(s.buttons.viewer_move.label, /^Konec \/ \d+$/);
  const bets = s.viewerScores.filter((e) => e.column === 'bet');
  assert.ok(bets.length > 0, `final bet settlements in this game: ${JSON.stringify(s.viewerScores.map((e) => e.column))}`);
  for (const b of bets) {
    assert.ok(b.origin, 'the bookmaker tile named');
    assert.ok(full.board.some((t) => t.x === b.origin.x && t.y === b.origin.y), 'a placed tile');
    assert.ok(b.cells.some((c) => c.x === b.origin.x && c.y === b.origin.y), 'and outlined');
  }
  await screenshot(v.page, 'embed-final-cs');
  await v.page.close();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game in progress has no final step; ?move= out of range shows the last move, move=end the final step', LONG_TEST, async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 700, height: 560 } });
  const partial = await gameOf(context, 2, 31337, 0, 20);
  let v = await hostPage(env, context, partial.src);
  let s = await fstate(v.frame);
  assert.equal(s.viewerFinal, false);
  assert.equal(s.canRedo, false);
  assert.deepEqual(s.viewerScores, []);
  await v.page.mouse.click(v.box.x + 240, v.box.y + 40);
  await v.page.keyboard.press('ArrowRight');
  await fsettle(v.frame, 3);
  s = await fstate(v.frame);
  assert.equal(s.viewerFinal, false, 'no step after the last move of a game going on');
  assert.doesNotMatch(s.viewerCaption, /^End of the game/);
  await v.page.close();

  const { full, src } = await gameOf(context, 2, 31337, 0);
  const at = (q) => src.replace('?lang=en', `?lang=en&${q}`);
  for (const bad of ['move=999', 'move=-1']) {
    v = await hostPage(env, context, at(bad));
    s = await fstate(v.frame);
    assert.match(s.notice, /it is shown at its last move\.$/);
    assert.equal(s.cursor, full.cursor, `${bad}: the last move`);
    assert.equal(s.viewerFinal, false, `${bad}: the last move, as the message says, not the final step`);
    await v.page.close();
  }
  v = await hostPage(env, context, at('move=end'));
  s = await fstate(v.frame);
  assert.equal(s.notice, '');
  assert.equal(s.viewerFinal, true, 'move=end: the final step');
  await v.page.close();
  assert.deepEqual(errors, []);
  await context.close();
});
