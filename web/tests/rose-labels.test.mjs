// A quarter wind rose's tile names the board section it scores in, in the page's language:
// English N/S/E/W, Czech S/J/V/Z (sever, jih, východ, západ: NE is "SV"), Romanian N/S/E/V
// (vest: SW is "SV"). The tiles are painted once and kept (baked meshes): a language changed
// mid-game must repaint them, or the board keeps the old language's letters. The hook reports
// each placed tile's `label` as it was painted.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

// The quarter roses' sections (assets/tiles/wind_roses.txt: rose=..., spielbox=...).
const SECTION = { WR2: 'NE', WR3: 'SE', WR4: 'NW', WR5: 'SW' };
const SPIELBOX = { WR2: 'N', WR3: 'S', WR4: 'N', WR5: 'S' };
const LETTERS = {
  en: { N: 'N', S: 'S', NE: 'NE', SE: 'SE', SW: 'SW', NW: 'NW' },
  cs: { N: 'S', S: 'J', NE: 'SV', SE: 'JV', SW: 'JZ', NW: 'SZ' },
  ro: { N: 'N', S: 'S', NE: 'NE', SE: 'SE', SW: 'SV', NW: 'NV' },
};

async function setLanguage(page, code) {
  await clickButton(page, 'language');
  const s = await clickButton(page, `lang_${code}`);
  assert.equal(s.language, code);
  await settle(page, 2);  // the board repainted
  return state(page);
}

// Plays seeded random moves until all four quarter roses are on the board, the game not over.
async function allQuartersPlaced(page, bits) {
  await page.evaluate((b) => window.carc.newGame(2, 2024, b), bits);
  let s;
  for (let k = 0; k < 400; k++) {
    s = await state(page);
    if (Object.keys(SECTION).every((id) => s.board.some((t) => t.tile === id))) break;
    assert.ok(!s.over, 'the game is not over before the four quarter roses are placed');
    await page.evaluate((k) => window.carc.autoplay(1, 900 + k), k);
  }
  await settle(page, 2);
  return state(page);
}

// Every quarter rose on the board shows its section in `code`'s letters; no other tile has text.
function checkLabels(s, code, sections) {
  const quarters = s.board.filter((t) => sections[t.tile]);
  assert.equal(quarters.length, 4, 'the four quarter roses are placed');
  for (const t of quarters)
    assert.equal(t.label, LETTERS[code][sections[t.tile]], `${code}: ${t.tile} at ${t.x},${t.y}`);
  for (const t of s.board.filter((x) => !sections[x.tile]))
    assert.equal(t.label, undefined, `${t.tile} at ${t.x},${t.y} has no text`);
}

test('quarter roses name their sections in each language, also after a change mid-game', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 4);
  let s = await allQuartersPlaced(page, 2);  // wind roses
  checkLabels(s, 'en', SECTION);
  for (const code of ['cs', 'ro', 'en', 'cs']) {
    s = await setLanguage(page, code);
    checkLabels(s, code, SECTION);
    if (code === 'cs') await screenshot(page, 'rose-labels-czech');
  }
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('Spielbox variant: north and south sections, in each language', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 4);
  await setLanguage(page, 'ro');  // before the game: painted in Romanian from the start
  let s = await allQuartersPlaced(page, 2 | 16);  // wind roses, Spielbox variant
  checkLabels(s, 'ro', SPIELBOX);
  for (const code of ['cs', 'en']) {
    s = await setLanguage(page, code);
    checkLabels(s, code, SPIELBOX);
  }
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});
