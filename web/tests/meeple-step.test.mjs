// The follower step read at a glance (docs/frontend.md "The follower step"): small markers on the
// placed tile's spots; the spot under the mouse (a finger's first tap on a phone) outlines its
// whole feature across every tile it spans and says what it is and what it would score completed
// now, by the engine's scoring rules (base.md "Scoring"); a click (a second tap) takes it. The
// same outline and words for an expansion's marks (the magic figures' features) and for The
// Castle's follower step.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, screenshotPixels, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint, placeFirstLegal, typeInto } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

// The numbers a description states agree with the base game's scoring table (base.md
// "Scoring") and with the tiles outlined.
function checkWords(f) {
  const n = (re) => { const m = f.text.match(re); return m ? Number(m[1]) : 0; };
  const points = n(/: (\d+) points?/);
  if (f.feature === 'city') {
    assert.match(f.text, /^city, \d+ tiles?(, \d+ pennants?)?: \d+ points?( \(completed: scores now\))?$/);
    const tiles = n(/(\d+) tiles?/), pennants = n(/(\d+) pennants?/);
    assert.equal(tiles, f.cells.length, 'as many tiles as outlined');
    assert.equal(points, 2 * (tiles + pennants), 'a city completed: 2 per tile and pennant');
  } else if (f.feature === 'road') {
    assert.match(f.text, /^road, \d+ tiles?: \d+ points?( \(completed: scores now\))?$/);
    assert.equal(n(/(\d+) tiles?/), f.cells.length, 'as many tiles as outlined');
    assert.equal(points, f.cells.length, 'a road: 1 per tile');
  } else if (f.feature === 'field') {
    assert.match(f.text, /^field, \d+ completed cit(y|ies): \d+ points? at game end$/);
    assert.equal(points, 3 * n(/(\d+) completed/), 'a field: 3 per completed city');
  } else if (f.feature === 'cloister') {
    assert.match(f.text, /^cloister, \d of 9 tiles: \d points? \(when finished: 9 points\)$/);
    assert.equal(points, f.cells.length);
  }
}

// Bright white pixels along the edges of a cell's square on screen (the outline is white over a
// dark rim): counted in a band as wide as the outline each side of the square's sides.
async function edgeWhite(page, name, c) {
  const pad = 6, band = 5;
  const clip = { x: c.sx0 - pad, y: c.sy0 - pad, w: c.sx1 - c.sx0 + 2 * pad, h: c.sy1 - c.sy0 + 2 * pad };
  const { rgb, width } = await screenshotPixels(page, name, { clip });
  const k = width / (await page.evaluate(() => window.innerWidth));
  const w = Math.round(clip.w * k), h = Math.round(clip.h * k);
  let white = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const cx = x / k - pad, cy = y / k - pad, sw = c.sx1 - c.sx0, sh = c.sy1 - c.sy0;
      const near = Math.min(Math.abs(cx), Math.abs(cy), Math.abs(cx - sw), Math.abs(cy - sh)) <= band;
      const i = 3 * (y * w + x);
      if (near && rgb[i] >= 245 && rgb[i + 1] >= 245 && rgb[i + 2] >= 245) white++;
    }
  return white / k;  // in CSS pixels (one row's worth)
}

// A tile of the feature other than the spot's own.
function neighbourCell(f, spot) {
  return f.cells.find((c) => !(spot.sx >= c.sx0 && spot.sx < c.sx1 && spot.sy >= c.sy0 && spot.sy < c.sy1));
}

// Places tiles (a click, or a tap and Confirm) from a seeded game until the follower step offers a
// spot of one of `kinds` whose feature spans two tiles or more; returns the state and the spot's
// index. `light(spot)` lights a spot (the mouse over it, or a tap) and returns the state.
async function toSpot(page, { touch, kinds, light, seed }) {
  await waitForFrames(page, 3);
  await page.evaluate((sd) => window.carc.newGame(2, sd, 0), seed);
  await page.evaluate(() => window.carc.autoplay(16, 3));
  let s = await state(page);
  for (let turn = 0; turn < 40; turn++) {
    if (s.buttons.pass_ok) s = await clickButton(page, 'pass_ok', { touch });
    if (s.phase === 'meeple') s = await clickButton(page, 'skip', { touch });
    if (s.phase !== 'place') { await page.evaluate(() => window.carc.autoplay(1, 5)); s = await state(page); continue; }
    s = await placeFirstLegal(page, { touch, s });
    if (s.phase !== 'meeple') continue;
    for (let i = 0; i < s.meepleSpots.length; i++) {
      const spot = s.meepleSpots[i];
      if (!spot.visible || !kinds.includes(spot.feature)) continue;
      const t = await light(spot);
      if (t.phase !== 'meeple') throw new Error(`lighting a spot left the follower step: ${t.phase}`);
      if (t.litFeature && t.litFeature.cells.length >= 2 && t.meepleSpots[i].lit) return { s: t, i };
    }
  }
  throw new Error(`no follower step with a ${kinds.join('/')} over two tiles`);
}

test('desktop: the spot under the mouse outlines its feature and says what it scores; a click takes it', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 } });
  const light = async (spot) => { await page.mouse.move(spot.sx, spot.sy); await settle(page); return state(page); };
  let { s, i } = await toSpot(page, { touch: false, kinds: ['city', 'road'], light, seed: 21 });
  const spot = s.meepleSpots[i];
  const f = s.litFeature;
  assert.equal(f.feature, spot.feature, 'the lit spot\'s feature described');
  assert.equal(s.meepleSpots.filter((m) => m.lit).length, 1, 'one spot lit');
  checkWords(f);
  const other = neighbourCell(f, spot);
  assert.ok(other, 'a tile of the feature besides the spot\'s own');
  const lit = await edgeWhite(page, 'meeple-step-desktop', other);
  await page.mouse.move(s.boardRect.x1 - 8, s.boardRect.y0 + 8);  // nothing lit
  await settle(page);
  const t = await state(page);
  assert.equal(t.litFeature, undefined, 'no feature described with no spot lit');
  const unlit = await edgeWhite(page, 'meeple-step-desktop-unlit', other);
  assert.ok(lit > unlit + (other.sx1 - other.sx0), `the neighbouring tile outlined: ${lit.toFixed(0)} white px along its edges lit, ${unlit.toFixed(0)} not`);
  // The picture a player sees, then a click on the spot puts the meeple there.
  await page.mouse.move(spot.sx, spot.sy);
  await settle(page);
  await screenshot(page, 'meeple-step-desktop');
  const figures = s.figures.length;
  s = await clickPoint(page, spot);
  assert.equal(s.figures.length, figures + 1, 'a meeple placed by a click');
  assert.equal(s.figures[s.figures.length - 1].feature, spot.feature);
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: a first tap lights a spot, outlines its feature and words it; a second tap takes it', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  let cursor = -1;
  const light = async (spot) => {
    const before = (await state(page)).cursor;
    const t = await clickPoint(page, spot, { touch: true });
    assert.equal(t.cursor, before, 'a first tap places nothing');
    cursor = before;
    return t;
  };
  let { s, i } = await toSpot(page, { touch: true, kinds: ['city', 'road', 'field'], light, seed: 5 });
  const spot = s.meepleSpots[i];
  checkWords(s.litFeature);
  assert.equal(s.buttons.which_0, undefined, 'no menu: the spot is lit');
  const other = neighbourCell(s.litFeature, spot);
  assert.ok(other, 'a tile of the feature besides the spot\'s own');
  if (other.sx0 >= 0 && other.sx1 <= 375 && other.sy0 >= s.boardRect.y0 && other.sy1 <= s.boardRect.y1) {
    const white = await edgeWhite(page, 'meeple-step-phone', other);
    assert.ok(white > (other.sx1 - other.sx0), `the neighbouring tile outlined: ${white.toFixed(0)} white px along its edges`);
  }
  await screenshot(page, 'meeple-step-phone');
  const figures = s.figures.length, me = s.current, score = s.players[me].score;
  const completed = /scores now/.test(s.litFeature.text), worth = Number(s.litFeature.text.match(/: (\d+) point/)[1]);
  s = await clickPoint(page, spot, { touch: true });
  assert.ok(s.cursor > cursor, 'the second tap took the spot');
  if (completed) {  // scored at once, as the words said, and the meeple came back
    assert.equal(s.players[me].score, score + worth, 'scored what the words said');
    assert.equal(s.figures.length, figures);
  } else {
    assert.equal(s.figures.length, figures + 1, 'a meeple placed');
    assert.equal(s.figures[s.figures.length - 1].feature, spot.feature);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('the words in Romanian and Czech use their plural forms', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 } });
  const light = async (spot) => { await page.mouse.move(spot.sx, spot.sy); await settle(page); return state(page); };
  const { s, i } = await toSpot(page, { touch: false, kinds: ['city', 'road'], light, seed: 21 });
  const n = s.litFeature.cells.length;
  for (const [code, tiles] of [['ro', n === 1 ? 'cartonaș' : n < 20 ? 'cartonașe' : 'de cartonașe'],
    ['cs', n === 1 ? 'kartička' : n <= 4 ? 'kartičky' : 'kartiček']]) {
    await clickButton(page, 'language');
    await clickButton(page, `lang_${code}`);
    await page.mouse.move(s.meepleSpots[i].sx + 1, s.meepleSpots[i].sy);
    await settle(page);
    const t = await state(page);
    assert.ok(t.litFeature.text.includes(`${n} ${tiles}`), `${code}: "${t.litFeature.text}" says ${n} ${tiles}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('the magic step: the mark under the mouse outlines its feature and says what it is worth', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 } });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 11, 1));  // the magician and the witch
  let s;
  for (let k = 0; k < 200; k++) {
    await page.evaluate((k) => window.carc.autoplay(1, 300 + k), k);
    s = await state(page);
    if (s.phase === 'expansion' && s.decisionSpots.length >= 2 &&
        s.decisionActions.some((a) => /magician|witch/i.test(a.text))) break;
  }
  if (s.buttons.pass_ok) s = await clickButton(page, 'pass_ok');
  if (!s.decisionSpots.some((d) => d.visible)) s = await clickButton(page, 'fit');
  let found = null;
  for (const d of s.decisionSpots.filter((x) => x.visible)) {
    await page.mouse.move(d.sx, d.sy);
    await settle(page);
    const t = await state(page);
    if (t.markFeature && t.markFeature.cells.length >= 2) { found = t; break; }
  }
  assert.ok(found, 'a magic figure\'s target over two tiles');
  checkWords(found.markFeature);
  const tip = found.buttons.decision_tip;
  assert.ok(tip && tip.label.includes(`\n${found.markFeature.text}`), `the words in the mark's tooltip: ${tip && tip.label}`);
  await screenshot(page, 'meeple-step-magic');
  assert.deepEqual(errors, []);
  await context.close();
});

test('The Castle\'s follower step: markers, the outline and the words', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 } });
  await waitForFrames(page, 5);
  await clickButton(page, 'mode_castle');
  await typeInto(page, 'seed', '38');
  let s = await clickButton(page, 'start');
  await settle(page, 4);
  s = await state(page);
  assert.equal(s.mode, 'castle');
  let found = null;
  for (let turn = 0; turn < 40 && !found; turn++) {
    s = await state(page);
    if (s.buttons.pass_ok) s = await clickButton(page, 'pass_ok');
    if (s.phase === 'meeple') s = await clickButton(page, 'skip');
    if (s.phase !== 'place') { await page.evaluate(() => window.carc.autoplay(1, 5)); continue; }
    s = await placeFirstLegal(page, { s });
    if (s.phase !== 'meeple') continue;
    for (const m of s.meepleSpots.filter((x) => x.visible)) {
      await page.mouse.move(m.sx, m.sy);
      await settle(page);
      const t = await state(page);
      if (t.litFeature && t.litFeature.cells.length >= 2) { found = t; break; }
    }
  }
  assert.ok(found, 'a castle feature over two tiles');
  assert.match(found.litFeature.text, /^(path|house|tower|court), \d+ tiles?: \d+ points?/);
  assert.equal(Number(found.litFeature.text.match(/(\d+) tiles?/)[1]), found.litFeature.cells.length);
  // A court scores its markets at the game end (castle.md "Game end"), never on completion.
  if (found.litFeature.feature === 'court') assert.match(found.litFeature.text, /points? at game end$/);
  await screenshot(page, 'meeple-step-castle');
  assert.deepEqual(errors, []);
  await context.close();
});
