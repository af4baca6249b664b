// Whole two-player games with all four mini-expansions, from the setup screen to the final-score
// table, played only by clicking (desktop) or only by tapping (375x667 phone): tiles, meeples,
// magic figures, La Porxada options and answers, and every bet behind a "pass the device" screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, LONG_TEST } from '../lib/browser.mjs';
import { state, clickButton, startFromSetup, playStep } from '../lib/game.mjs';

const ALL_FOUR = ['mage-witch', 'wind-roses', 'la-porxada', 'bets'];
const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

async function playWholeGame(name, ctxOpts, touch) {
  const { page, context, errors } = await openPage(env, ctxOpts);
  let s = await startFromSetup(page, { seed: 77, touch, expansions: ALL_FOUR });
  assert.deepEqual(s.expansions, ALL_FOUR, 'all four switched on at setup');
  assert.equal(s.board[0].tile, 'WR0', 'the orange wind rose starts');
  const seen = { pass: 0, magic: 0, porxada: 0, bets: 0, windrose: 0, choiceTexts: new Set() };
  let steps = 0;
  while (!s.over && steps < 700) {
    if (s.screen === 'pass') seen.pass++;
    if (s.screen === 'game' && s.phase === 'expansion') {
      for (const a of s.decisionActions) seen.choiceTexts.add(a.text);
      const kind = s.decisionActions[0]?.kind;
      if (kind === 16 || kind === 17) seen.magic++;
      if (kind >= 24 && kind <= 28) seen.porxada++;
      if (s.decisionActions.some((a) => a.kind === 32)) seen.bets++;
      if (seen.magic === 1 && kind === 16) await screenshot(page, `${name}-magic`);
    }
    if (s.screen === 'pass' && seen.pass === 1) await screenshot(page, `${name}-pass`);
    s = await playStep(page, { s, touch, pick: steps, meepleOn: steps % 2 ? ['road', 'city'] : ['city', 'cloister'] });
    if (s.lastScores && s.lastScores.some((x) => x.column === 'windrose')) seen.windrose++;
    steps++;
    if (steps === 60) await screenshot(page, `${name}-midgame`);
  }
  assert.equal(s.over, true, `game over after ${steps} steps`);
  assert.equal(s.bag, 0, 'every tile drawn');
  assert.ok(s.board.length > 85, `most of the 97 tiles placed (${s.board.length})`);
  assert.ok(seen.pass > 0, 'bets by the other player went through the pass screen');
  assert.ok(seen.magic > 0, 'magic figure decisions came up and were answered');
  assert.ok(seen.porxada > 0, 'La Porxada decisions came up and were answered');
  assert.ok(seen.bets > 0, 'bets were offered');
  assert.ok(seen.windrose > 0, 'a wind rose scored and the turn highlight names it');
  // Choices are worded for players, not in the record notation.
  for (const t of seen.choiceTexts) assert.doesNotMatch(t, /^[a-z]+:/, `choice text "${t}" is prose`);
  assert.equal(s.finalShown, true, 'final-score table shown');
  assert.ok(s.buttons.final_total0 && s.buttons.final_total1, 'a total per player');
  const sum = (p) => Object.values(p.breakdown).reduce((a, b) => a + b, 0);
  for (const p of s.players) assert.equal(sum(p), p.score, 'breakdown adds up to the total');
  assert.ok(s.players.some((p) => p.breakdown.windrose > 0), 'wind rose points in the breakdown');
  if (!touch) {
    // The log followed the game to its end (the final scoring's lines are in view).
    assert.ok(s.logScroll.max > 0 && s.logScroll.y >= s.logScroll.max - 5,
      `log scrolled to its last line (${JSON.stringify(s.logScroll)})`);
  }
  await screenshot(page, `${name}-final`);
  s = await clickButton(page, 'final_close', { touch });
  assert.equal(s.finalShown, false);
  await screenshot(page, `${name}-board`);
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
  return steps;
}

test('all four minis, 2 players, mouse only: setup to final-score table', LONG_TEST, async () => {
  await playWholeGame('minis-mouse', { viewport: { width: 900, height: 640 } }, false);
});

test('all four minis, 2 players, touch only on a 375x667 phone: setup to final table', LONG_TEST, async () => {
  await playWholeGame('minis-phone', PHONE, true);
});
