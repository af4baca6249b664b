// The mini-expansions through the generic decision UI: a game with all four, auto-played to an
// expansion decision, answered by clicking; an out-of-turn bet behind "pass the device".
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

// Auto-plays single random actions until `until(state)` holds.
async function playUntil(page, until, max = 400) {
  for (let i = 0; i < max; i++) {
    const s = await state(page);
    if (until(s)) return s;
    if (s.over) return null;
    await page.evaluate(() => window.carc.autoplay(1));
  }
  return null;
}

test('all four minis: decisions answered by clicks, private bets behind a pass screen', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);  // the hook's functions exist only once the runtime runs
  await page.evaluate(() => window.carc.newGame(3, 4242, 15));
  await settle(page, 4);
  let s = await state(page);
  assert.deepEqual(s.expansions, ['mage-witch', 'wind-roses', 'la-porxada', 'bets']);
  assert.equal(s.board[0].tile, 'WR0', 'the orange wind rose is the start tile');

  // An expansion decision in the current player's turn: click its first board marker or button.
  s = await playUntil(page, (x) => x.screen === 'game' && x.phase === 'expansion');
  assert.ok(s, 'an expansion decision came up');
  await settle(page, 2);
  s = await state(page);
  await screenshot(page, 'expansions-decision');
  const cursor = s.cursor;
  const spot = s.decisionSpots.find((d) => d.visible);
  if (spot) s = await clickPoint(page, spot);
  else s = await clickButton(page, 'dec0');
  assert.equal(s.cursor, cursor + 1, `the decision was answered (${s.message})`);

  // A bet by another player: the pass screen first, then the choice.
  s = await playUntil(page, (x) => x.screen === 'pass', 1500);
  if (s) {
    await settle(page, 2);
    await screenshot(page, 'expansions-pass');
    s = await clickButton(page, 'pass_ok');
    assert.equal(s.screen, 'game');
    assert.equal(s.phase, 'expansion');
    const before = s.cursor;
    s = await clickButton(page, 'dec0');
    assert.equal(s.cursor, before + 1, 'the bet (or no bet) was played');
  }
  await page.evaluate(() => window.carc.autoplay(5000));
  await settle(page, 3);
  s = await state(page);
  assert.equal(s.over, true);
  assert.ok(s.board.length > 80, `most of the ${s.board.length} tiles placed`);
  await screenshot(page, 'expansions-final');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

// Undo from one's own turn back into another player's face-down bet, with "Undo any move without
// asking" on: that player's choice (their chips) comes up behind the pass screen, not in the
// open. Undo into one's own bet needs none. (Without that option the other player is asked
// first: undo-turns.test.mjs.)
test('undo into another player\'s bet shows the pass screen first', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 900, height: 640 } });
  await waitForFrames(page, 3);
  await clickButton(page, 'opt_undo_free');
  await page.evaluate(() => window.carc.newGame(2, 77, 8));  // the bets
  await settle(page, 4);
  // The second bettor of a round (the placer bet first) is behind the pass screen.
  let s = await playUntil(page, (x) => x.screen === 'pass', 1500);
  assert.ok(s, 'a bet by the other player came up');
  const bettor = s.current, at = s.cursor;
  s = await clickButton(page, 'pass_ok');
  s = await clickButton(page, 'dec0');
  assert.equal(s.cursor, at + 1);
  // Two players: the bettor's own turn follows the round.
  assert.equal(s.phase, 'place');
  assert.equal(s.current, bettor);
  s = await clickButton(page, 'undo');
  assert.equal(s.cursor, at);
  assert.equal(s.screen, 'game', 'back to their own bet: no pass screen');
  assert.equal(s.current, bettor);
  s = await clickButton(page, 'undo');
  assert.equal(s.cursor, at - 1);
  assert.equal(s.phase, 'expansion');
  assert.notEqual(s.current, bettor, "the placer's bet");
  assert.equal(s.screen, 'pass', "the placer's chips stay hidden until they take the device");
  await screenshot(page, 'undo-into-bet');
  s = await clickButton(page, 'pass_ok');
  assert.equal(s.screen, 'game');
  assert.deepEqual(errors, []);
  await context.close();
});
