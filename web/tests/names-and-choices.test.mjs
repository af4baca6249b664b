// Texts a player has to understand without the rules window: a bet's choices say what a chip's
// numbers count and what it pays (from the engine's chip data), La Porxada's answer says which two
// followers change places and the first step's "no swap" says it takes the swap option and swaps
// nothing; and a long player name ends in "…" where it has a fixed width (the pass button, the
// turn box, the score tables) and is whole where it matters (the pass screen's title).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, typeInto, startFromSetup, importRecord } from '../lib/game.mjs';
import { ONE_SWAP } from '../lib/records.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const ELLIPSIS = '\u2026';

async function setLanguage(page, code, touch = false) {
  const s = await state(page);
  if (s.viewport.compact && !s.menu && s.screen === 'game') await clickButton(page, 'menu', { touch });
  await clickButton(page, 'language', { touch });
  const after = await clickButton(page, `lang_${code}`, { touch });
  assert.equal(after.language, code);
  if (after.menu) return clickButton(page, 'menu_close', { touch });
  return after;
}

// The listed choices' labels, by the kind of action (or the first step's own follower, -1).
function choiceLabels(s, kind) {
  return s.choices
    .filter((c) => (c.action >= 0 ? s.decisionActions[c.action].kind : -1) === kind)
    .map((c) => s.buttons[c.id].label);
}

// Plays seeded random moves until a bet decision is on screen (through the pass screen).
async function reachBet(page, touch) {
  await page.evaluate(() => window.carc.newGame(3, 4242, 8));  // the bets
  let s;
  for (let k = 0; k < 300; k++) {
    s = await state(page);
    if (s.screen === 'pass') s = await clickButton(page, 'pass_ok', { touch, s });
    if (s.decisionActions && s.decisionActions.some((a) => a.kind === 32)) break;
    await page.evaluate((k) => window.carc.autoplay(1, 700 + k), k);
    await settle(page, 1);
  }
  await settle(page, 3);
  s = await state(page);
  assert.ok(s.decisionActions.some((a) => a.kind === 32), 'a bet decision reached');
  return s;
}

// Every chip the player still has, as its button says it (the first bet: all six, and "No bet").
const CHIPS = {
  en: {
    hint: /^When a road or city on the bookmaker tile at -?\d+,-?\d+ \(outlined on the board\) is scored, a chip showing its number of tiles wins that many points\.$/,
    // The field-only tile (BT9), where these games' first bet happens to be.
    hintNone: /^The bookmaker tile at -?\d+,-?\d+ \(outlined on the board\) has no road or city: a chip laid here cannot win, and loses at the end\.$/,
    noBet: 'No bet',
    chips: ['Bet chip 2/5', 'Bet chip 3/6', 'Bet chip 4 (pays 8)', 'Bet chip 2/6',
      'Bet chip 3/7+ (7+ = 7 tiles or more)', 'Bet chip 5/8+ (8+ = 8 tiles or more)'],
  },
  cs: {
    hint: /^Až se bude bodovat cesta nebo město na kartičce se sázkovou kanceláří \(-?\d+,-?\d+, na herní ploše orámovaná\), žeton, jehož číslo odpovídá počtu kartiček, získá tolik bodů\.$/,
    hintNone: /^Kartička se sázkovou kanceláří \(-?\d+,-?\d+, na herní ploše orámovaná\) nemá cestu ani město: žeton na ni položený nemůže vyhrát a na konci hry prohraje\.$/,
    noBet: 'Nesázet',
    chips: ['Vsadit žeton 2/5', 'Vsadit žeton 3/6', 'Vsadit žeton 4 (vyplácí 8)', 'Vsadit žeton 2/6',
      'Vsadit žeton 3/7+ (7+ = 7 a více kartiček)', 'Vsadit žeton 5/8+ (8+ = 8 a více kartiček)'],
  },
  ro: {
    hint: /^Când se punctează un drum sau un oraș de pe cartonașul cu casă de pariuri \(-?\d+,-?\d+, încadrat pe tablă\), jetonul al cărui număr se potrivește cu numărul de cartonașe câștigă atâtea puncte\.$/,
    hintNone: /^Cartonașul cu casă de pariuri \(-?\d+,-?\d+, încadrat pe tablă\) nu are niciun drum sau oraș: un jeton pus aici nu poate câștiga și pierde la sfârșit\.$/,
    noBet: 'Fără pariu',
    chips: ['Pariază cu jetonul 2/5', 'Pariază cu jetonul 3/6', 'Pariază cu jetonul 4 (plătește 8)',
      'Pariază cu jetonul 2/6', 'Pariază cu jetonul 3/7+ (7+ = 7 cartonașe sau mai multe)',
      'Pariază cu jetonul 5/8+ (8+ = 8 cartonașe sau mai multe)'],
  },
};

function checkBet(s, code) {
  const want = CHIPS[code];
  assert.ok(want.hint.test(s.hint) || want.hintNone.test(s.hint), `${code}: the bet's explanation: ${s.hint}`);
  const hint = s.buttons.decision_hint;
  assert.ok(hint, 'the explanation is drawn');
  assert.ok(hint.x >= 0 && hint.x + hint.w <= s.viewport.w && hint.y >= 0 && hint.y + hint.h <= s.viewport.h,
    `the explanation on screen: ${JSON.stringify(hint)}`);
  assert.deepEqual(choiceLabels(s, 4), [want.noBet]);
  const chips = choiceLabels(s, 32);
  assert.equal(chips.length, s.decisionActions.filter((a) => a.kind === 32).length);
  for (const c of chips) assert.ok(want.chips.includes(c), `${code}: "${c}" is one of the chips as worded`);
  for (const c of s.choices) {
    const b = s.buttons[c.id];
    assert.ok(b.x >= 0 && b.x + b.w <= s.viewport.w, `${c.id} within the width`);
    assert.ok(b.textW <= b.w, `"${b.label}" (${b.textW} px) fits its button (${b.w} px)`);
  }
  return chips;
}

test('desktop: a bet explains what the chips count and pay, in English, Czech and Romanian', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 4);
  let s = await reachBet(page, false);
  const chips = checkBet(s, 'en');
  assert.deepEqual(chips, CHIPS.en.chips, 'the first bet: all six chips');
  assert.equal(s.prompt, 'Make the choice below.');
  await screenshot(page, 'names-choices-bet-en');
  s = await setLanguage(page, 'cs');
  checkBet(s, 'cs');
  await screenshot(page, 'names-choices-bet-cs');
  s = await setLanguage(page, 'ro');
  checkBet(s, 'ro');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: the bet\'s explanation and chips fit a 375 px screen', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 4);
  let s = await reachBet(page, true);
  checkBet(s, 'en');
  await screenshot(page, 'names-choices-bet-phone-en');
  s = await setLanguage(page, 'cs', true);
  checkBet(s, 'cs');
  await screenshot(page, 'names-choices-bet-phone-cs');
  assert.deepEqual(errors, []);
  await context.close();
});

test('La Porxada: "accept" names both followers\' places; "no swap" says it takes the swap option', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 4);
  let s = await importRecord(page, ONE_SWAP);
  if (s.phase === 'meeple') s = await clickButton(page, 'skip');
  assert.equal(s.phase, 'expansion');
  const noSwap = { en: 'Take the swap option but swap nothing (no end-game bonus)',
    cs: 'Zvolit výměnu, ale nic nevyměnit (bez bonusu na konec hry)',
    ro: 'Alege schimbul, dar nu schimba nimic (fără bonusul de final)' };
  for (const code of ['cs', 'ro', 'en']) {
    s = await setLanguage(page, code);
    assert.deepEqual(choiceLabels(s, 26), [noSwap[code]], code);
  }
  await screenshot(page, 'names-choices-px-option');

  s = await importRecord(page, `${ONE_SWAP} porxada:swap@-1,0:NNW=0,1:S`);
  // The pass screen says what the answer is about, not only whose it is.
  assert.equal(s.screen, 'pass');
  assert.equal(s.passReason, 'La Porxada: P2 chooses. P1 proposes to swap one of their followers with one of yours: ' +
    'accept, or refuse and remove one of your followers from the game for good.');
  s = await clickButton(page, 'pass_ok', { s });
  assert.equal(s.phase, 'expansion');
  const accept = {
    en: /^Accept: your follower on the city at 0,1 and P1's on the field at -1,0 \(north-west\) change places$/,
    cs: /^Přijmout: tvá figurka ve městě \(0,1\) a figurka, kterou má P1 na louce \(-1,0, [^)]+\), si vymění místa$/,
    ro: /^Acceptă: supusul tău din oraș \(0,1\) își schimbă locul cu supusul de pe câmp \(-1,0, [^)]+\) pe care îl are P1$/,
  };
  for (const code of ['cs', 'ro', 'en']) {
    s = await setLanguage(page, code);
    const [label] = choiceLabels(s, 27);
    assert.match(label, accept[code], code);
    // The places it names are where the two followers stand.
    const a = s.decisionActions.find((x) => x.kind === 27);
    assert.ok(a, 'accept is a choice');
  }
  const cells = s.figures.map((f) => `${f.x},${f.y}:${f.owner}`);
  assert.ok(cells.includes('0,1:1') && cells.includes('-1,0:0'), `P2's follower at 0,1, P1's at -1,0: ${cells}`);
  await screenshot(page, 'names-choices-px-accept');
  assert.deepEqual(errors, []);
  await context.close();
});

// 40 letters, the most a name field's 47 bytes hold in ASCII; and one with Czech letters.
const LONG = 'Maximilian Alexander von Habsburg-Lothri';
const CZECH = 'Zdeňka Šťastná-Nováková z Poděbrad';

function checkFitted(s, id, full) {
  const b = s.buttons[id];
  assert.ok(b, `${id} drawn`);
  assert.ok(b.label.endsWith(ELLIPSIS), `${id}: "${b.label}" ends with …`);
  const kept = b.label.slice(0, -1).replace(/^\u2605 /, '');  // a winner's star
  assert.ok(kept.length > 3 && full.startsWith(kept), `${id}: "${kept}" starts "${full}"`);
  assert.ok(b.textW <= b.w + 0.5, `${id}: "${b.label}" ${b.textW} px in ${b.w} px`);
  return b;
}

async function longNameGame(options, touch) {
  const opened = await openPage(env, options);
  const { page } = opened;
  await waitForFrames(page, 5);
  await clickButton(page, 'add_player', { touch });  // a third, with a short default name
  await typeInto(page, 'name0', LONG);
  await typeInto(page, 'name1', CZECH);
  let s = await state(page);
  assert.deepEqual(s.setupNames.slice(0, 2), [LONG, CZECH], 'the setup screen takes both names');
  s = await startFromSetup(page, { seed: 77, touch, expansions: ['bets'] });
  return { ...opened, s };
}

test('desktop: a 40-letter name ends in "…" in the turn box, the score table, the pass button, the final table', async () => {
  const { page, context, errors, s: start } = await longNameGame({}, false);
  let s = start;
  assert.equal(s.players[0].name, LONG);
  checkFitted(s, 'player_name0', LONG);
  const name0 = s.buttons.player_name0;
  assert.ok(name0.x + name0.textW <= s.buttons.score0.x, 'the name ends before the Score column');
  checkFitted(s, 'turn_player', LONG);
  assert.ok(s.buttons.turn_player.x + s.buttons.turn_player.w <= s.viewport.w, 'the turn box header within the window');
  const short = s.buttons.player_name2;
  assert.equal(short.label, s.players[2].name, 'a short name stays whole');
  await screenshot(page, 'names-choices-long-desktop');

  // The first bet the long-named player makes on another's turn: the pass screen.
  for (let k = 0; k < 400; k++) {
    s = await state(page);
    if (s.screen === 'pass' && s.passReason.includes(LONG)) break;
    if (s.screen === 'pass') s = await clickButton(page, 'pass_ok', { s });
    await page.evaluate((k) => window.carc.autoplay(1, 900 + k), k);
    await settle(page, 1);
  }
  await settle(page, 2);
  s = await state(page);
  assert.equal(s.screen, 'pass');
  const ok = checkFitted(s, 'pass_ok', `I am ${LONG}`);
  assert.ok(ok.label.startsWith('I am Maximilian'), ok.label);
  const title = s.buttons.pass_title;
  assert.equal(title.label.replace(/\n/g, ' '), `Pass the device to ${LONG}`, 'the title names the player in full');
  assert.ok(title.x >= 0 && title.x + title.textW <= s.viewport.w, 'the title within the window');
  await screenshot(page, 'names-choices-pass-desktop');
  s = await clickButton(page, 'pass_ok', { s });
  assert.equal(s.screen, 'game');

  await page.evaluate(() => window.carc.autoplay(5000, 5));
  await settle(page, 4);
  s = await state(page);
  assert.equal(s.over, true);
  assert.equal(s.finalShown, true);
  checkFitted(s, 'final_name0', LONG);
  checkFitted(s, 'final_name1', CZECH);
  await screenshot(page, 'names-choices-final-desktop');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: long names in the menu sheet end in "…" before the Score column; the pass screen wraps the name', async () => {
  const { page, context, errors, s: start } = await longNameGame(PHONE, true);
  let s = await clickButton(page, 'menu', { touch: true, s: start });
  assert.equal(s.menu, true);
  for (const [p, full] of [[0, LONG], [1, CZECH]]) {
    const b = checkFitted(s, `player_name${p}`, full);
    assert.ok(b.x + b.textW <= s.buttons[`score${p}`].x, `name ${p} ends before the Score column`);
  }
  await screenshot(page, 'names-choices-menu-phone');
  s = await clickButton(page, 'menu_close', { touch: true, s });
  for (let k = 0; k < 400; k++) {
    s = await state(page);
    if (s.screen === 'pass' && s.passReason.includes(LONG)) break;
    if (s.screen === 'pass') s = await clickButton(page, 'pass_ok', { touch: true, s });
    await page.evaluate((k) => window.carc.autoplay(1, 900 + k), k);
    await settle(page, 1);
  }
  s = await state(page);
  assert.equal(s.screen, 'pass');
  const title = s.buttons.pass_title;
  assert.equal(title.label.replace(/\n/g, ' '), `Pass the device to ${LONG}`);
  assert.ok(title.label.includes('\n'), 'wrapped on a phone');
  assert.ok(title.x >= 0 && title.x + title.textW <= s.viewport.w, 'the title within the screen');
  const ok = checkFitted(s, 'pass_ok', `I am ${LONG}`);
  assert.ok(ok.x >= 0 && ok.x + ok.w <= s.viewport.w);
  await screenshot(page, 'names-choices-pass-phone');
  assert.deepEqual(errors, []);
  await context.close();
});

// The final settlement of a bookmaker tile touching several roads or cities: the hint says what
// the pick decides, and the board outlines the tile it names.
test('a final settlement says what the pick decides and outlines its bookmaker tile', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(4, 4242, 15));
  await settle(page, 2);
  let s = await state(page);
  for (let i = 0; i < 600 && !s.over; i++) {
    if (s.screen === 'pass') s = await clickButton(page, 'pass_ok', { s });
    if (s.decisionActions && s.decisionActions.some((a) => a.kind === 33)) break;
    await page.evaluate(() => window.carc.autoplay(1));
    await settle(page, 1);
    s = await state(page);
  }
  assert.ok(s.decisionActions.some((a) => a.kind === 33), 'a settlement reached');
  const m = s.hint.match(/^Final scoring: the chips on the bookmaker tile at (-?\d+),(-?\d+) \(outlined on the board\) are settled on one of its roads or cities, the one you pick\./);
  assert.ok(m, `the settlement's explanation: ${s.hint}`);
  assert.deepEqual(s.decisionTile, { x: Number(m[1]), y: Number(m[2]) }, 'the tile it names is outlined');
  assert.ok(s.buttons.decision_hint, 'the explanation is drawn');
  await screenshot(page, 'names-choices-settle');
  s = await setLanguage(page, 'cs');
  assert.match(s.hint, /^Závěrečné vyhodnocení: žetony na kartičce se sázkovou kanceláří \(-?\d+,-?\d+, na herní ploše orámovaná\)/);
  s = await setLanguage(page, 'ro');
  assert.match(s.hint, /^Evaluarea finală: jetoanele de pe cartonașul cu casă de pariuri \(-?\d+,-?\d+, încadrat pe tablă\)/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('La Porxada: a token holder has a gold disc by their name (side panel and phone bar; a star in the final table marks the winners)', async () => {
  // Ann takes the end-game bonus (no follower of hers on the board), Bob completes the city.
  const record = 'Carcassonne 1\nPlayers: Ann, Bob\nExpansions: la-porxada\nDraws: explicit\n\n' +
    '1. LP 0,-1 r0 N\n2. E 0,-2 r2 -\n3. E 1,-1 r3 -\n4. E -1,-1 r1 -\n';
  for (const opts of [{}, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }]) {
    const { page, context, errors } = await openPage(env, opts);
    await waitForFrames(page, 4);
    let s = await importRecord(page, record);
    assert.equal(s.players[0].score, 12);
    assert.ok(s.buttons.px_token0, 'Ann holds a token');
    assert.equal(s.buttons.px_token1, undefined, 'Bob none');
    const star = s.buttons.px_token0, score = s.buttons.score0;
    assert.ok(star.x + star.w <= s.viewport.w, 'in view');
    if (opts.isMobile) assert.ok(star.y < score.y + score.h && star.y + star.h > score.y, 'on the top bar by the score');
    await screenshot(page, opts.isMobile ? 'porxada-token-phone' : 'porxada-token');
    // The log says how the bonus was chosen (no decision in the record) and when the token came.
    const log = (await page.evaluate(() => window.carc.command('log'))).split('\n');
    const placed = log.indexOf('Ann placed a tile at 0,-1');
    assert.ok(placed >= 0, log.join('\n'));
    assert.equal(log[placed + 1], 'Ann has no follower on the board, so the La Porxada end-game bonus is chosen');
    const scored = log.findIndex((l) => /^Ann scores 12 points for a city/.test(l));
    assert.ok(scored > placed, log.join('\n'));
    assert.equal(log[scored + 1], 'Ann takes a La Porxada token (a follower in its city when it was completed)');
    assert.equal(log.filter((l) => /token/.test(l)).length, 1, 'Bob takes none');
    // Before the city was completed: no token.
    // Each undo drawn before the next click (two clicks within one frame are one click to ImGui).
    // Bob's last two moves: the turn has passed to Ann, so Bob agrees to the first (his skipped
    // meeple); his tile is then his own to take back.
    const touch = !!opts.isMobile;
    s = await clickButton(page, 'undo', { touch });
    assert.equal(s.screen, 'undo_ask');
    await clickButton(page, 'undo_yes', { touch });
    await settle(page);
    await clickButton(page, 'undo', { touch });
    await settle(page);
    s = await state(page);
    assert.equal(s.players[0].score, 0);
    assert.equal(s.buttons.px_token0, undefined, 'no token before the city is complete');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('Undo steps back over a discarded tile\'s draws (it drew afresh and undid nothing)', async () => {
  // After turn 4 no city edge is open, so C fits nowhere: discarded, then the game draws again.
  const record = 'Carcassonne 1\nPlayers: Ann, Bob\nExpansions: la-porxada\nDraws: explicit\n\n' +
    '1. LP 0,-1 r0 N\n2. E 0,-2 r2 -\n3. E 1,-1 r3 -\n4. E -1,-1 r1 -\ndiscard C\n';
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 4);
  let s = await importRecord(page, record);
  assert.equal(s.phase, 'place');
  assert.ok(s.logTail.some((l) => /discarded/.test(l)), 'the discard is in the log');
  s = await clickButton(page, 'undo');
  assert.equal(s.screen, 'undo_ask', 'Bob\'s move, Ann\'s turn: Bob agrees');
  s = await clickButton(page, 'undo_yes');
  await settle(page);
  s = await state(page);
  assert.equal(s.phase, 'meeple', 'back to Bob\'s meeple step of turn 4');
  assert.equal(s.players[0].score, 0);
  assert.equal(s.canRedo, true);
  // Redo comes back over the same draws (the discard and the tile drawn after it).
  await clickButton(page, 'redo');
  await settle(page);
  s = await state(page);
  assert.equal(s.phase, 'place');
  assert.equal(s.players[0].score, 12);
  assert.deepEqual(errors, []);
  await context.close();
});

// A magic figure's step says why it came (a magic tile, or a plain tile that joined the two
// figures' features): a forced move with no word looked like a fault (a helper's rules audit).
test('the magician and witch step says why: a magic tile, or a forced move after a join', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 4);
  const head = 'Carcassonne 1\nPlayers: A, B\nExpansions: mage-witch\nDraws: explicit\n\n';
  let s = await importRecord(page, `${head}1. MW1 1,0 r0\n`);
  assert.match(s.hint, /^A magic tile: before the meeple step, put the magician or the witch on an unfinished road or city/);
  assert.ok(s.buttons.decision_hint, 'the explanation is drawn');
  const forced = `${head}1. MW1 1,0 r0 - magic:magician@1,0:S\n2. MW2 -1,0 r0 - magic:witch@1,0:E\n` +
    '3. V 2,0 r0 -\n4. V 2,1 r1 -\n5. V 1,1 r2\n';
  s = await importRecord(page, forced);
  assert.match(s.hint, /^This tile joined the magician's and the witch's features: one of them must move/);
  await screenshot(page, 'names-choices-magic-forced');
  s = await setLanguage(page, 'cs');
  assert.match(s.hint, /^Tato kartička spojila území kouzelníka a čarodějnice/);
  s = await setLanguage(page, 'ro');
  assert.match(s.hint, /^Cartonașul acesta a unit teritoriile magicianului și vrăjitoarei/);
  await setLanguage(page, 'en');
  // The magician leaves the board after the road he stood on is scored: the log says so.
  await importRecord(page, `${forced.trimEnd()} N magic:witch@-1,0:N\n`);
  const log = (await page.evaluate(() => window.carc.command('log'))).split('\n');
  const scored = log.findIndex((l) => /^A scores 8 points for a road of 4 tiles \(Magician \+4\)$/.test(l));
  assert.ok(scored > 0, log.join('\n'));
  assert.equal(log[scored + 1], 'The magician leaves the board after this scoring');
  assert.equal(log.filter((l) => /leaves the board after/.test(l)).length, 1, 'the witch stays');
  assert.deepEqual(errors, []);
  await context.close();
});

// The final settlement asks the bookmaker tiles' owners in turn (P3, P1, P2, P3, P3 here): a
// hand-over screen comes whenever the device must change hands, and only then. It came for a
// player asked twice in a row and not when the turn's player was asked after another.
test('final settlements: a hand-over screen exactly when the player asked changes', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 4);
  const full = fs.readFileSync(new URL('../../tests/scenarios/seed4_all4_3p.carc', import.meta.url), 'utf8');
  let s = await importRecord(page, full.split('\n').filter((l) => !/^(final |Result:)/.test(l)).join('\n'));
  const seen = [];
  for (let i = 0; i < 12 && !s.over; i++) {
    const pass = s.screen === 'pass';
    seen.push({ player: s.current, pass });
    if (pass) s = await clickButton(page, 'pass_ok', { s });
    await page.evaluate(() => window.carc.autoplay(1, 5));
    await settle(page, 2);
    s = await state(page);
  }
  assert.equal(s.over, true);
  assert.deepEqual(seen.map((x) => x.player), [2, 0, 1, 2, 2], 'the owners asked, in order');
  for (let i = 1; i < seen.length; i++)
    assert.equal(seen[i].pass, seen[i].player !== seen[i - 1].player, `settlement ${i + 1}: ${JSON.stringify(seen)}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a name with a comma, a "#", an emoji or a space at its end still saves, links and reopens', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 5);
  // A phone keyboard's space after a word; characters a record's header cannot hold are not
  // taken as typed (an emoji would have been saved as "?").
  await typeInto(page, 'name0', 'Smith, John ');
  await typeInto(page, 'name1', 'Team #1 \u{1F409}');
  let s = await clickButton(page, 'start');
  assert.equal(s.screen, 'game');
  assert.deepEqual(s.players.map((p) => p.name), ['Smith John', 'Team 1']);
  await page.evaluate(() => window.carc.autoplay(4));
  await settle(page);
  await page.reload();
  await waitForFrames(page, 5);
  s = await state(page);
  assert.equal(s.screen, 'game', `the autosave opens: ${s.notice}`);
  assert.equal(s.cursor, 4);
  assert.deepEqual(s.players.map((p) => p.name), ['Smith John', 'Team 1']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('two players of one name (case aside) are refused at Start with a message; renamed, the game starts', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 5);
  await typeInto(page, 'name0', 'Ann');
  await typeInto(page, 'name1', 'ann ');
  let s = await clickButton(page, 'start');
  assert.equal(s.screen, 'setup');
  assert.equal(s.setupError, 'The game could not start: two players are named "ann" (give each player a name of their own)');
  await screenshot(page, 'setup-same-name');
  await typeInto(page, 'name1', 'Annie');
  s = await clickButton(page, 'start');
  assert.equal(s.screen, 'game');
  assert.deepEqual(s.players.map((p) => p.name), ['Ann', 'Annie']);
  assert.deepEqual(errors, []);
  await context.close();
});
