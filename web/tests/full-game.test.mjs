// A whole two-player base game played with clicks only (first visible legal cell each turn,
// meeples on cities and roads when offered), ending at the final-score table.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, LONG_TEST } from '../lib/browser.mjs';
import { state, clickButton, startFromSetup, playTurn } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

test('full 2-player base game by clicks, to the final-score table', LONG_TEST, async () => {
  // A smaller window keeps the software renderer (SwiftShader) fast enough for ~140 clicks.
  const { page, context, errors } = await openPage(env, { viewport: { width: 640, height: 440 } });
  let s = await startFromSetup(page, { seed: 2024 });
  let turns = 0;
  while (s.phase !== 'over' && turns < 80) {
    s = await playTurn(page, { meepleOn: turns % 3 ? ['city', 'road', 'cloister'] : ['field', 'city'] });
    turns++;
  }
  assert.equal(s.phase, 'over', `game over after ${turns} turns`);
  assert.equal(s.bag, 0);
  assert.ok(turns >= 60 && turns <= 71, `about 71 turns (${turns}, fewer if tiles were discarded)`);
  assert.equal(s.finalShown, true, 'final-score table shown');
  assert.ok(s.buttons.final_total0 && s.buttons.final_total1, 'a total per player in the table');
  const sum = (p) => Object.values(p.breakdown).reduce((a, b) => a + b, 0);
  for (const p of s.players) assert.equal(sum(p), p.score, 'breakdown adds up to the total');
  assert.ok(s.players.some((p) => p.score > 0), 'someone scored');
  await screenshot(page, 'full-game-final');
  s = await clickButton(page, 'final_close');
  assert.equal(s.finalShown, false);
  // Behind the table, the whole board fitted with the final scoring on it (issue 40), as the
  // embed viewer's final step shows it: every scoring labelled in view, the points adding up to
  // no more than each player's total.
  assert.equal(s.boardFinal, true, 'the finished board shows the final scoring');
  assert.ok(s.finalScores.length > 0, 'final scorings on the board');
  const shown = s.finalScores.filter((e) => e.label);
  assert.ok(shown.length > 0, 'their labels drawn');
  for (const e of shown) {
    const b = e.label;
    assert.ok(b.x0 >= 0 && b.y0 >= 0 && b.x1 <= 640 && b.y1 <= 440, `label ${e.text} in view: ${JSON.stringify(b)}`);
  }
  s.players.forEach((p, i) => {
    const got = s.finalScores.reduce((n, e) => n + e.points[i], 0);
    assert.ok(got <= p.score, `final points of player ${i + 1} (${got}) within the total ${p.score}`);
  });
  await screenshot(page, 'full-game-board');
  // Taken back and played to the end again: the table comes back, as the first time.
  s = await clickButton(page, 'undo');
  assert.notEqual(s.phase, 'over');
  assert.equal(s.boardFinal, undefined, 'no final scoring on a board still in play');
  for (let k = 0; k < 3 && s.phase !== 'over'; k++)
    s = s.buttons.skip ? await clickButton(page, 'skip') : await playTurn(page);
  assert.equal(s.phase, 'over');
  assert.equal(s.finalShown, true, 'the table again after the game ends anew');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});
