// Whole two-player games of The Castle with The Falcon (docs/castle.md) from the setup screen to
// the final-score table, once by mouse only in a 1280x800 window and once by touch only on a
// 375x667 phone (with the gate-stop variant): every tile placed on a legal space the hook lists,
// followers put on the placed tile's features (the king and the falconer through the "which
// one?" menu at their spot), the order of scoring chosen on the board, a wall tile used through
// its "use now" button and the end-game wall tiles answered on the board. Asserts the setup's
// two-player game, the hovered space and why a tile cannot go somewhere, the markers on each
// total's track space, wall tiles taken from the towers into a hand, the keep, the final
// table's columns adding up (keep's empty area, courts, chapels, aerie bonus), the castle's
// words rather than notation, and no raw text key. Seeded, so a game fails the same way twice;
// the seeds are ones whose games ask every castle decision between them (the last test checks
// that they still do; the touch game takes a spot with two taps, whose "which one?" menu lists
// only the lit spot's figures: seed 39 asks all four kinds).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames, LONG_TEST } from '../lib/browser.mjs';
import {
  answerDecision, clickButton, clickPoint, playStep, settle, state, takeSpot, typeInto,
} from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

// The castle decisions seen over both games, by kind (kindOf).
const seenAll = new Set();

// The setup screen's game choice, The Falcon's check box (and its variant) and a seed.
async function startCastle(page, { touch, seed, gateStop }) {
  await waitForFrames(page, 5);
  let s = await clickButton(page, 'mode_castle', { touch });
  assert.ok(s.buttons.exp_falcon, 'The Falcon offered with the castle (the engine\'s list)');
  assert.ok(s.buttons['opt_gate-stop'], 'and its gate variant');
  assert.ok(!s.buttons.exp_bets, 'no base-game expansion offered with the castle');
  assert.ok(!s.buttons.add_player, 'a two-player game: no Add player');
  await clickButton(page, 'exp_falcon', { touch });
  if (gateStop) await clickButton(page, 'opt_gate-stop', { touch });
  await typeInto(page, 'seed', String(seed));
  s = await clickButton(page, 'start', { touch });
  assert.equal(s.screen, 'game', `started: ${s.setupError}`);
  await settle(page, 4);
  s = await state(page);
  assert.equal(s.mode, 'castle');
  assert.deepEqual(s.expansions, [gateStop ? 'falcon(gate-stop)' : 'falcon']);
  assert.equal(s.players.length, 2);
  return s;
}

// A castle decision's kind by its words (en.txt castle.next, .double/.extra, .keep_tile,
// .finish).
function kindOf(text) {
  if (/^Score .+ next$/.test(text)) return 'order';
  if (/^Use wall tile \d now: /.test(text)) return 'use';
  if (/^Keep wall tile \d for later$/.test(text)) return 'keep';
  if (/^Wall tile \d scores .+/.test(text)) return 'finish';
  return `unknown: ${text}`;
}

// The follower step: a spot of the placed tile that is not a court (merchants never come back),
// every fourth turn none; where several figures may go (a follower, the king, the falconer) the
// menu asks which: the king and the falconer the first time each is offered, else the follower
// (if one is left).
async function followerStep(page, { touch, pick, s, seen }) {
  const spots = s.meepleSpots.filter((m) => m.visible && m.feature !== 'court');
  if (!spots.length || pick % 4 === 0) return clickButton(page, 'skip', { touch, s });
  let t = await takeSpot(page, spots[pick % spots.length], { touch });
  const which = Object.keys(t.buttons).filter((k) => /^which_\d+$/.test(k)).sort();
  if (!which.length) return t;
  const label = (k) => t.buttons[k].label || '';
  const want = which.find((k) => !seen.king && /the king/.test(label(k))) ||
    which.find((k) => !seen.falconer && /the falconer/.test(label(k))) ||
    which.find((k) => !/the king|the falconer/.test(label(k))) || which[0];
  const cursor = t.cursor, words = label(want);
  if (/the king/.test(words)) seen.king = true;
  if (/the falconer/.test(words)) seen.falconer = true;
  t = await clickButton(page, want, { touch, s: t });
  assert.ok(t.cursor > cursor, `the menu's "${words}" taken`);
  return t;
}

// A castle decision: its choices in words; a wall tile offered now is used through its button
// (the "use now" step), anything else answered as a player would (a mark on the board, else a
// button: lib/game.mjs answerDecision).
async function castleDecision(page, { touch, pick, s, seen }) {
  const kinds = new Set();
  for (const a of s.decisionActions) {
    assert.ok(!/^[a-z]+:/.test(a.text), `a choice in words, not notation: ${a.text}`);
    kinds.add(kindOf(a.text));
  }
  for (const k of kinds) seen.decisions[k] = (seen.decisions[k] || 0) + 1;
  if (kinds.has('use')) {
    assert.match(s.hint, /wall tile \d/, 'the hint says what the wall tile does');
    const use = Object.keys(s.buttons).find((k) => /^dec\d+$/.test(k) &&
      /^Use wall tile/.test(s.buttons[k].label || ''));
    assert.ok(use, 'the "use now" button on screen');
    const t = await clickButton(page, use, { touch, s });
    assert.ok(t.cursor > s.cursor, 'the wall tile used');
    return t;
  }
  if (kinds.has('order') || kinds.has('finish'))
    assert.ok(s.decisionSpots.length > 0, 'the features to choose from marked on the board');
  // Answering may reveal a wall tile found on a tower (a chance step the app plays): the cursor
  // moves on by one or more.
  const cursor = s.cursor;
  try {
    return await answerDecision(page, { touch, pick, s });
  } catch (e) {
    const t = await state(page);
    if (t.cursor > cursor) return t;
    throw e;
  }
}

// At the first placement, by mouse: the space under the mouse is the hovered one, and a click
// where the tile cannot go says why (castle.place_not_next, castle.place_outside).
async function hoverAndRefusals(page, s) {
  const l = s.legal.find((c) => c.visible);
  await page.mouse.move(l.sx, l.sy);
  await settle(page, 2);
  assert.equal((await state(page)).hoveredCell, `${l.x},${l.y}`, 'the space under the mouse');
  const note = async (x, y) => (await clickPoint(page, {
    sx: l.sx + (x - l.x) * s.tilePx, sy: l.sy + (y - l.y) * s.tilePx,
  })).note?.text;
  assert.equal(await note(4, 4), 'Not next to a tile or a start space: the tile must touch one.');
  assert.equal(await note(-2, 4), 'Outside the castle: tiles go on the spaces inside the wall.');
  assert.equal((await state(page)).cursor, s.cursor, 'nothing placed by those clicks');
}

async function playWhole(page, { touch, seed, gateStop = false }) {
  let s = await startCastle(page, { touch, seed, gateStop });
  if (!touch) await hoverAndRefusals(page, s);
  const seen = { decisions: {}, king: false, falconer: false, hand: false, towersStart: 0 };
  seen.towersStart = s.castle.towers.length;
  for (let step = 0; s.phase !== 'over' && step < 800; step++) {
    const cursor = s.cursor;
    if (s.phase === 'expansion') s = await castleDecision(page, { touch, pick: step, s, seen });
    else if (s.phase === 'meeple') s = await followerStep(page, { touch, pick: step, s, seen });
    else s = await playStep(page, { touch, pick: step, s });
    assert.ok(s.cursor > cursor || s.phase === 'over', `step ${step} played (${s.message})`);
    seen.hand ||= s.castle.hands.some((h) => h.length > 0);
  }
  assert.equal(s.phase, 'over');
  for (const k of Object.keys(seen.decisions)) seenAll.add(k);
  assert.ok(seen.king && seen.falconer, 'the king and the falconer put through the menu');
  assert.ok(s.castle.towers.length < seen.towersStart, 'wall tiles taken from the towers');
  assert.ok(seen.hand, 'a wall tile in a hand');
  assert.ok(s.castle.keeps.some((k) => k.size > 0), 'a keep on a scored house');
  const log = await page.evaluate(() => window.carc.command('log'));
  assert.match(log, /herald|squire|knight|preacher/, 'followers named by the feature they stand on');
  assert.match(log, /put the king/, 'the king in the log');
  assert.match(log, /put the falconer/, 'the falconer in the log');
  assert.match(log, /found wall tile \d on a corner tower/, 'a wall tile found in the log');
  if (seen.decisions.use) assert.match(log, /used wall tile \d/, 'the used wall tile in the log');
  if (seen.decisions.order) assert.match(log, /scores .+ next/, 'the order in the log');
  if (seen.decisions.finish) assert.match(log, /: wall tile [456] scores /, 'the end-game wall tile in the log');
  return { s, seen };
}

function assertFinal(s) {
  assert.equal(s.finalShown, true, 'the final-score table');
  const sum = (p) => Object.values(p.breakdown).reduce((a, b) => a + b, 0);
  for (const p of s.players) assert.equal(sum(p), p.score, 'the breakdown adds up to the total');
  for (const column of ['keep', 'court', 'chapel', 'aerie'])
    assert.ok(column in s.players[0].breakdown, `a ${column} column`);
  assert.ok(s.buttons.castle_final_area, 'the largest empty area said under the table');
  // The wall is the track: each marker on its player's total round 0-99 (castle.md).
  assert.deepEqual(s.castle.track, s.players.map((p) => ((p.score % 100) + 100) % 100));
  assert.deepEqual(s.missingKeys, [], 'no text key shown raw');
}

test('a whole Castle + Falcon game by mouse at 1280x800, to the final table', LONG_TEST, async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 } });
  const { s } = await playWhole(page, { touch: false, seed: 44 });
  assertFinal(s);
  await screenshot(page, 'castle-full-final');
  await clickButton(page, 'final_close');
  await screenshot(page, 'castle-full-board');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('a whole Castle + Falcon (gate-stop) game by touch on a 375x667 phone, to the final table', LONG_TEST, async () => {
  const { page, context, errors } = await openPage(env, {
    viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true,
  });
  const { s } = await playWhole(page, { touch: true, seed: 39, gateStop: true });
  assertFinal(s);
  await screenshot(page, 'castle-phone-final');
  await clickButton(page, 'final_close', { touch: true });
  await screenshot(page, 'castle-phone-board');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('between them the two games asked every castle decision', () => {
  for (const kind of ['order', 'use', 'keep', 'finish'])
    assert.ok(seenAll.has(kind), `a decision of kind ${kind} (seen: ${[...seenAll].join(', ')})`);
  assert.deepEqual([...seenAll].filter((k) => k.startsWith('unknown')), [], 'every choice known');
});
