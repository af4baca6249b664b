// The game's sentences read as grammatical English, Czech and Romanian: counts take their plural
// forms (1 tile / 2 tiles; Czech 1 kartička, 2 kartičky, 7 kartiček; Romanian 1 cartonaș, 2 cartonașe),
// and a feature's name takes the case its sentence needs (Czech "na cestu", "do města" where a
// figure is put, "ve městě" where it stands, "za cestu" for what is scored); Romanian never
// declines a player's name; the Czech viewer counts steps. Games come from the engine's scenario
// records, imported as a player would open a .carc file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { launch, openPage, waitForFrames, repoRoot, screenshot } from '../lib/browser.mjs';
import { state, settle, clickButton, importRecord } from '../lib/game.mjs';
import { fstate, hostPage } from '../lib/frames.mjs';
import { ONE_SWAP } from '../lib/records.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const command = (page, c) => page.evaluate((x) => window.carc.command(x), c);
const scenario = (name) => fs.readFileSync(path.join(repoRoot, 'tests/scenarios', name), 'utf8');

async function setLanguage(page, code) {
  await clickButton(page, 'language');
  const s = await clickButton(page, `lang_${code}`);
  assert.equal(s.language, code);
  return s;
}

const choiceTexts = (s) => s.decisionActions.map((a) => a.text);

// In Czech, Romanian and English in turn: every line of wanted[code] is among the texts
// list(state) shows (the log's tail, the choices), then check(code, texts, state). The state
// after the last language.
async function shownInEachLanguage(page, list, wanted, check = async () => {}) {
  let s;
  for (const code of ['cs', 'ro', 'en']) {
    s = await setLanguage(page, code);
    const texts = list(s);
    for (const line of [].concat(wanted[code]))
      assert.ok(texts.includes(line), `${code}: "${line}" in\n${texts.join('\n')}`);
    await check(code, texts, s);
  }
  return s;
}

// Steps back through the record (the viewer's "step -1") until `done(state)`.
async function stepBackUntil(page, done) {
  let s = await state(page);
  for (let i = 0; i < 10 && !done(s); i++) {
    await command(page, 'step -1');
    await settle(page);
    s = await state(page);
  }
  assert.ok(done(s), `position not reached (cursor ${s.cursor}, phase ${s.phase})`);
  return s;
}

// A line nothing should ever say: a count without its plural form, or a nominative after a
// preposition that needs another case.
const WRONG = [
  /\b1 (tiles|points)\b/, /\b1 (kartiček|kartičky|bodů|body)\b/, /\b[2-4] (kartiček|bodů)\b/, /dílů/,
  /\b(na|za) (cesta|louka)\b/, /figurku:/, /\b1 (puncte|cartonașe)\b/, /\b([2-9]|1[0-9]) de (puncte|cartonașe)\b/,
];
function assertGrammatical(lines) {
  for (const line of lines)
    for (const re of WRONG) assert.doesNotMatch(line, re, `"${line}"`);
}

test('final scoring of 1-tile and 2-tile features words its counts in each language', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 4);
  // A whole 3-player game: its final scoring has a road and a city of 1 tile, a city of 2.
  let s = await importRecord(page, scenario('seed42_3p.carc'));
  assert.equal(s.over, true);
  const expected = {
    en: ['P1 scores 1 point at the end for a road of 1 tile',
      'P2 scores 1 point at the end for a city of 1 tile',
      'P2 scores 3 points at the end for a city of 2 tiles',
      'P1 scores 7 points at the end for a cloister of 7 tiles',
      'P3 scores 3 points at the end for a field next to 1 completed city'],
    cs: ['P1 získává na konci 1 bod za cestu (1 kartička)',
      'P2 získává na konci 1 bod za město (1 kartička)',
      'P2 získává na konci 3 body za město (2 kartičky)',
      'P1 získává na konci 7 bodů za klášter (7 kartiček)',
      'P3 získává na konci 3 body za louku (1 dokončené město)'],
    ro: ['P1 primește la final 1 punct pentru drum (1 cartonaș)',
      'P2 primește la final 1 punct pentru oraș (1 cartonaș)',
      'P2 primește la final 3 puncte pentru oraș (2 cartonașe)',
      'P1 primește la final 7 puncte pentru mănăstire (7 cartonașe)',
      'P3 primește la final 3 puncte pentru câmp (1 oraș terminat)'],
  };
  await shownInEachLanguage(page, (x) => x.logTail, expected, async (code, lines) => {
    assertGrammatical(lines);
    if (code === 'cs') await screenshot(page, 'wording-final-czech');
  });
  // One action back: the last turn's road, completed with nobody on it.
  s = await stepBackUntil(page, (x) => !x.over);
  const completed = {
    en: 'A road was completed (2 points, nobody on it)',
    cs: 'Dokončeno: cesta (2 body, nikdo tam nestojí)',
    ro: 'Teritoriu terminat, fără niciun meeple pe el: drum (2 puncte)',
  };
  await shownInEachLanguage(page, (x) => x.logTail, completed);
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('figures put on and standing on a feature: the case each sentence needs', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 4);
  // The Magician and the Witch: a meeple on a road and one on a city, the magician on a road
  // (scored with it: 8 points for 4 tiles), then the witch's choice of road or city.
  await importRecord(page, scenario('mage_witch.carc'));
  await stepBackUntil(page, (x) => x.phase === 'expansion');
  // The tile at 1,0 has two roads, -1,-1 two cities: each named by its side of the tile.
  const choices = {
    en: ['Put the magician on the road at 1,0 (east)', 'Put the magician on the road at 1,0 (south)',
      'Put the witch on the city at 1,-1', 'Put the witch on the city at -1,-1 (west)'],
    cs: ['Postav kouzelníka na cestu (1,0, východ)', 'Postav kouzelníka na cestu (1,0, jih)',
      'Postav čarodějnici do města (1,-1)', 'Postav čarodějnici do města (-1,-1, západ)'],
    ro: ['Pune magicianul pe drum (1,0, est)', 'Pune magicianul pe drum (1,0, sud)',
      'Pune vrăjitoarea în oraș (1,-1)', 'Pune vrăjitoarea în oraș (-1,-1, vest)'],
  };
  const log = {
    en: ['A put the magician on the road at 0,0', 'A put a meeple on the road',
      'B put a meeple on the city', 'A scores 8 points for a road of 4 tiles (Magician +4)'],
    cs: ['A postavil(a) kouzelníka na cestu (0,0)', 'A postavil(a) figurku na cestu',
      'B postavil(a) figurku do města', 'A získává 8 bodů za cestu (4 kartičky) (Kouzelník +4)'],
    ro: ['A a pus magicianul pe drum (0,0)', 'A a pus un meeple pe drum',
      'B a pus un meeple în oraș', 'A primește 8 puncte pentru drum (4 cartonașe) (Magician +4)'],
  };
  await shownInEachLanguage(page, choiceTexts, choices, async (code, texts, st) => {
    assert.equal(new Set(texts).size, texts.length, `${code}: every choice reads differently`);
    for (const line of log[code]) assert.ok(st.logTail.includes(line), `${code}: "${line}" in\n${st.logTail.join('\n')}`);
    assertGrammatical([...texts, ...st.logTail]);
    if (code === 'cs') await screenshot(page, 'wording-choices-czech');
  });

  // A road completed with the magician and nobody else on it: its worth with his +1 a tile (4
  // tiles: 8 points, where the log said 4), then his leaving.
  await importRecord(page, 'Carcassonne 1\nPlayers: A, B\nExpansions: mage-witch\nDraws: explicit\n\n' +
    '1. MW1 1,0 r0 - magic:magician@0,0:E\n2. U -1,0 r0 -\n3. A -2,0 r3 -\n');
  const unclaimed = {
    en: ['A road was completed (8 points, nobody on it)', 'The magician leaves the board after this scoring'],
    cs: ['Dokončeno: cesta (8 bodů, nikdo tam nestojí)', 'Kouzelník po tomto bodování opouští herní plochu'],
    ro: ['Teritoriu terminat, fără niciun meeple pe el: drum (8 puncte)',
      'Magicianul părăsește tabla după această punctare'],
  };
  await shownInEachLanguage(page, (x) => x.logTail, unclaimed);

  // La Porxada: the swap names where each follower stands (Czech locative: "ve městě", "na cestě").
  await importRecord(page, 'Carcassonne 1\nPlayers: A, B\nExpansions: la-porxada\nDraws: explicit\n\n' +
    '1. K 1,0 r0 N\n2. U -1,0 r0 E\n3. LP 0,-1 r0\n');
  const swap = {
    en: "Swap your follower on the city at 1,0 with B's on the road at -1,0",
    cs: 'Vyměnit svou figurku ve městě (1,0) za figurku, kterou má B na cestě (-1,0)',
    ro: 'Schimbă supusul tău din oraș (1,0) cu supusul de pe drum (-1,0) pe care îl are B',
  };
  await shownInEachLanguage(page, choiceTexts, swap);
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

// Romanian declines a name by its ending ("lui Ion", but "Mariei"; "lui P2" reads wrong), so no
// Romanian text puts a player's name after "lui" or "al lui": it is the subject ("pe care îl are
// P2", "P2 alege") or stands alone. Here: a La Porxada swap asked and answered, a rose outside
// its section.
test('Romanian: a player\'s name is never declined', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 4);
  await setLanguage(page, 'ro');
  // La Porxada: P1 asks to swap their field follower for P2's in the city; P2 answers.
  let s = await importRecord(page, `${ONE_SWAP} porxada:swap@-1,0:NNW=0,1:S`);
  assert.equal(s.screen, 'pass');
  assert.equal(s.passReason, 'La Porxada: P2 alege. P1 propune schimbul unuia dintre supușii săi ' +
    'cu unul dintre ai tăi: acceptă sau refuză și scoate definitiv din joc unul dintre supușii tăi.');
  s = await clickButton(page, 'pass_ok', { s });
  assert.match(s.logTail.at(-1),
    /^P1 a cerut schimbul supusului său de pe câmp \(-1,0, [^)]+\) cu supusul din oraș \(0,1\) pe care îl are P2$/);
  const accept = choiceTexts(s).find((t) => t.startsWith('Acceptă'));
  assert.match(accept,
    /^Acceptă: supusul tău din oraș \(0,1\) își schimbă locul cu supusul de pe câmp \(-1,0, [^)]+\) pe care îl are P1$/);
  // A quarter rose (NE) placed south-west of the start rose, outside its section.
  s = await importRecord(page, 'Carcassonne 1\nPlayers: Ana, Ion\nExpansions: wind-roses\nDraws: explicit\n\n' +
    '1. WR2 0,1 r2 -\n');
  assert.ok(s.logTail.includes('Ana a pus o roză în afara secțiunii ei: niciun punct'), s.logTail.join('\n'));
  for (const line of [...s.logTail, ...choiceTexts(s), s.passReason || ''])
    assert.doesNotMatch(line, /\blui (P\d|Ana|Ion)\b/, line);
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

// The viewer's counter counts moves as its step buttons do, a meeple step and an expansion's
// choice included: Czech calls them steps ("Krok"), not turns ("Tah", a player's whole turn).
test('Czech viewer: the counter says "Krok" (a step)', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 900, height: 640 } });
  const record = scenario('seed42_3p.carc').replace(/^#.*\n/gm, '');  // the game, not its notes
  const v = await hostPage(env, context, `${env.baseUrl}embed.html?lang=cs&move=5#${encodeURIComponent(record)}`, 800, 560);
  const s = await fstate(v.frame);
  assert.equal(s.language, 'cs');
  assert.equal(s.notice, '', 'the game is shown');
  const count = s.buttons.viewer_move;
  assert.ok(count, 'the counter is drawn');
  assert.match(count.label, /^Krok 5 \/ \d+$/, 'the game shown at its fifth step (move=5)');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});
