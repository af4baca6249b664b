// Whole two-player games of The Castle with The Falcon (docs/castle.md) from the setup screen to
// the final-score table, once by mouse only in a 1280x800 window and once by touch only on a
// 375x667 phone: every tile placed on a legal space the hook lists, followers put on the placed
// tile's features (the king and the falconer through the "which one?" menu at their spot), the
// order of scoring, a wall tile used now or kept and the end-game wall tiles answered through
// what is on screen. Asserts the setup's two-player game, the markers on each total's track
// space, the breakdown adding up, the castle's words rather than notation, and no raw text key.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames, LONG_TEST } from '../lib/browser.mjs';
import { clickButton, clickPoint, playStep, settle, state, typeInto } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

// The setup screen's game choice, The Falcon's check box and a seed; the game's state.
async function startCastle(page, { touch, seed }) {
  await waitForFrames(page, 5);
  let s = await clickButton(page, 'mode_castle', { touch });
  assert.ok(s.buttons.exp_falcon, 'The Falcon offered with the castle (the engine\'s list)');
  assert.ok(s.buttons['opt_gate-stop'], 'and its gate variant');
  assert.ok(!s.buttons.exp_bets, 'no base-game expansion offered with the castle');
  assert.ok(!s.buttons.add_player, 'a two-player game: no Add player');
  await clickButton(page, 'exp_falcon', { touch });
  await typeInto(page, 'seed', String(seed));
  s = await clickButton(page, 'start', { touch });
  assert.equal(s.screen, 'game', `started: ${s.setupError}`);
  await settle(page, 4);
  s = await state(page);
  assert.equal(s.mode, 'castle');
  assert.deepEqual(s.expansions, ['falcon']);
  return s;
}

// The follower step: a spot of the placed tile (every third turn none), and where several
// figures may go there (a follower, the king, the falconer) one of them from the menu.
async function followerStep(page, { touch, pick, s }) {
  const spots = s.meepleSpots.filter((m) => m.visible);
  if (!spots.length || pick % 3 === 0) return clickButton(page, 'skip', { touch, s });
  let t = await clickPoint(page, spots[pick % spots.length], { touch });
  const which = Object.keys(t.buttons).filter((k) => /^which_\d+$/.test(k)).sort();
  if (which.length) t = await clickButton(page, which[pick % which.length], { touch, s: t });
  return t;
}

async function playWhole(page, { touch, seed }) {
  let s = await startCastle(page, { touch, seed });
  const seen = { decisions: new Set(), which: false };
  for (let step = 0; s.phase !== 'over' && step < 700; step++) {
    if (s.phase === 'expansion') {
      for (const a of s.decisionActions) {
        assert.ok(!/^[a-z]+:/.test(a.text), `a choice in words, not notation: ${a.text}`);
        seen.decisions.add(a.label.split(':')[0]);
      }
    }
    const cursor = s.cursor;
    s = s.phase === 'meeple' ? await followerStep(page, { touch, pick: step, s })
                             : await playStep(page, { touch, pick: step, s });
    assert.ok(s.cursor > cursor || s.phase === 'over', `step ${step} played (${s.message})`);
  }
  assert.equal(s.phase, 'over');
  return { s, seen };
}

function assertFinal(s) {
  assert.equal(s.finalShown, true, 'the final-score table');
  const sum = (p) => Object.values(p.breakdown).reduce((a, b) => a + b, 0);
  for (const p of s.players) assert.equal(sum(p), p.score, 'the breakdown adds up to the total');
  // The wall is the track: each marker on its player's total round 0-99 (castle.md).
  assert.deepEqual(s.castle.track, s.players.map((p) => ((p.score % 100) + 100) % 100));
  assert.deepEqual(s.missingKeys, [], 'no text key shown raw');
}

test('a whole Castle + Falcon game by mouse at 1280x800, to the final table', LONG_TEST, async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 } });
  const { s, seen } = await playWhole(page, { touch: false, seed: 37 });
  assertFinal(s);
  assert.ok(seen.decisions.size > 0, 'a decision of the castle answered (order, wall tile)');
  const log = await page.evaluate(() => window.carc.command('log'));
  assert.match(log, /herald|squire|knight|merchant|preacher|king|falconer/,
    'followers named by the feature they stand on');
  await screenshot(page, 'castle-full-final');
  await clickButton(page, 'final_close');
  await screenshot(page, 'castle-full-board');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('a whole Castle + Falcon game by touch on a 375x667 phone, to the final table', LONG_TEST, async () => {
  const { page, context, errors } = await openPage(env, {
    viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true,
  });
  const { s } = await playWhole(page, { touch: true, seed: 38 });
  assertFinal(s);
  await screenshot(page, 'castle-phone-final');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});
