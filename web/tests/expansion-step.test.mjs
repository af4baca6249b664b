// Expansion steps read at a glance, as the follower step is (meeple-step.test.mjs): a hovered (or,
// on a phone, held) La Porxada swap, refusal or first step outlines the features its followers
// stand on, in their owners' colours, and words them; a hovered bet chip outlines the bookmaker
// tile's roads and cities and says what the chip pays at which count; a magic figure's target
// says what the figure makes of its feature (minis.md 1: the magician +1 per tile, the witch
// half, rounded up); on a touch screen a first tap on an expansion's board mark lights it (outline
// and words), a second tap takes it. Desktop at 1280x800, phone at 375x667.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, screenshotPixels, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint, importRecord } from '../lib/game.mjs';
import { CASTLE_WALL_FINISH, FOUR_SWAPS, SIX_SWAPS } from '../lib/records.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

// A feature's words agree with its outline: as many tiles as outlined, and the base game's
// points for a road (1 per tile) or a city (2 per tile and pennant).
function checkFeature(f) {
  const n = (re) => { const m = f.text.match(re); return m ? Number(m[1]) : 0; };
  assert.ok(f.cells.length >= 1, `${f.text}: outlined`);
  if (f.feature !== 'road' && f.feature !== 'city') return;
  const tiles = n(/(\d+) tiles?/), points = n(/: (\d+) points?/);
  assert.equal(tiles, f.cells.length, `${f.text}: as many tiles as outlined`);
  assert.equal(points, f.feature === 'road' ? tiles : 2 * (tiles + n(/(\d+) pennants?/)), f.text);
}

// The pixels of a cell's square on screen and a margin round it (RGB triples).
async function pixels(page, name, c) {
  const pad = 6;
  const clip = { x: c.sx0 - pad, y: c.sy0 - pad, w: c.sx1 - c.sx0 + 2 * pad, h: c.sy1 - c.sy0 + 2 * pad };
  return (await screenshotPixels(page, name, { clip })).rgb;
}
const inView = (s, c) => c.sx0 >= 0 && c.sy0 >= s.boardRect.y0 && c.sx1 <= s.viewport.w && c.sy1 <= s.boardRect.y1;
// A cell of a feature clear of the choice's followers (their rings), else its first.
function cellOf(f, avoid) {
  return f.cells.find((c) => !avoid.some((p) => p.sx >= c.sx0 - 20 && p.sx < c.sx1 + 20 && p.sy >= c.sy0 - 20 && p.sy < c.sy1 + 20)) || f.cells[0];
}

// The console's errors but Chromium's note on the test's own touch events (a touchstart sent by
// the DevTools protocol while it takes the last one for a scroll).
const appErrors = (errors) => errors.filter((e) => !/^Ignored attempt to cancel a touchstart/.test(e));

async function openRecord(options, record) {
  const opened = await openPage(env, options);
  await waitForFrames(opened.page, 5);
  await importRecord(opened.page, record, { touch: !!options.hasTouch });
  await settle(opened.page, 4);
  return opened;
}

// Hovers (desktop) or holds (phone) a choice's button; the state then and a release.
async function pointAt(page, touch, s, id) {
  const b = s.buttons[id];
  if (!touch) {
    await page.mouse.move(b.cx, b.cy);
    await settle(page, 3);
    return { s: await state(page), release: async () => { await page.mouse.move(5, 5); await settle(page, 3); } };
  }
  // A finger held on the button, then slid off it before it lifts (a lift on it would take it).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: b.cx, y: b.cy, id: 1 }] });
  await settle(page, 4);
  return {
    s: await state(page),
    release: async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: b.cx, y: b.cy - 400, id: 1 }] });
      await settle(page, 2);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await settle(page, 3);
      await cdp.detach();
    },
  };
}

// A swap's words name both followers' features, the own one first; each outlined in its owner's
// colour (the outlines' colours differ).
async function checkSwap(page, touch, name) {
  let s = await state(page);
  const swap = s.choices.find((c) => c.number > 0 && c.spots.length === 2);
  assert.ok(swap, 'a swap listed');
  const held = await pointAt(page, touch, s, swap.id);
  const lit = held.s;
  assert.equal(lit.hoveredChoice, swap.id);
  assert.equal(lit.choiceFeatures.length, 2, `two features outlined: ${lit.choiceWords}`);
  assert.match(lit.choiceWords, /^Your follower: .+ \u2194 .+'s follower: .+$/);
  lit.choiceFeatures.forEach(checkFeature);
  // The words keep off both followers and, where the board has room (a desktop), off every
  // outlined tile.
  const L = lit.choiceLabel;
  assert.ok(L.sx1 > L.sx0 && L.sy1 > L.sy0, 'the words drawn');
  for (const p of lit.ringed)
    assert.ok(!(p.sx > L.sx0 && p.sx < L.sx1 && p.sy > L.sy0 && p.sy < L.sy1),
      `the words (${JSON.stringify(L)}) cover a follower at ${p.sx},${p.sy}`);
  const covered = (c) => Math.max(0, Math.min(c.sx1, L.sx1) - Math.max(c.sx0, L.sx0)) *
    Math.max(0, Math.min(c.sy1, L.sy1) - Math.max(c.sy0, L.sy0));
  if (!touch)
    for (const f of lit.choiceFeatures)
      for (const c of f.cells) assert.equal(covered(c), 0, `the words cover the tile at ${c.x},${c.y}`);
  const me = lit.current;
  assert.deepEqual(lit.choiceOwners.map((o) => o === me), [true, false], 'the own follower first, then the other player\'s');
  assert.ok(lit.choiceWords.includes(`${lit.players[lit.choiceOwners[1]].name}'s follower: ${lit.choiceFeatures[1].text}`));
  await screenshot(page, name);
  const cells = lit.choiceFeatures.map((f) => cellOf(f, swap.spots));
  const litRgb = [];
  for (const c of cells) litRgb.push(await pixels(page, `${name}-lit`, c));
  await held.release();
  s = await state(page);
  assert.equal(s.choiceWords, '', 'the words go with the hover');
  const means = [];
  for (let k = 0; k < cells.length; k++) {
    const c = cells[k];
    if (!inView(s, c)) continue;
    const off = await pixels(page, `${name}-off`, c);
    // Changed from unlit to lit: compare the lit pixels against the unlit ones.
    let changed = 0; const mean = [0, 0, 0];
    const rgb = litRgb[k];
    for (let i = 0; i < rgb.length; i += 3) {
      if (Math.abs(rgb[i] - off[i]) + Math.abs(rgb[i + 1] - off[i + 1]) + Math.abs(rgb[i + 2] - off[i + 2]) < 90) continue;
      changed++;
      for (let q = 0; q < 3; q++) mean[q] += rgb[i + q];
    }
    const k2 = (await page.evaluate(() => window.devicePixelRatio)) ** 2;
    assert.ok(changed / k2 > (c.sx1 - c.sx0), `feature ${k} outlined: ${(changed / k2).toFixed(0)} px changed`);
    means.push(mean.map((v) => v / changed));
  }
  if (means.length === 2)
    assert.ok(Math.max(...[0, 1, 2].map((q) => Math.abs(means[0][q] - means[1][q]))) > 30,
      `the two outlines in different colours: ${means.map((m) => m.map(Math.round)).join(' / ')}`);
  return swap;
}

for (const [kind, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  const touch = kind === 'phone';
  test(`${kind}: La Porxada's swap, refusal and first step outline and word their followers' features`, async () => {
    const { page, context, errors } = await openRecord(options, FOUR_SWAPS);
    const swap = await checkSwap(page, touch, `expansion-step-porxada-${kind}`);
    // The other player's answer: a refusal removes one of their own followers.
    let s = await clickButton(page, swap.id, { touch });
    if (s.buttons.pass_ok) s = await clickButton(page, 'pass_ok', { touch });
    await settle(page, 3);
    s = await state(page);
    const refusal = s.choices.find((c) => c.number > 0 && s.decisionActions[c.action].kind === 28);
    assert.ok(refusal, 'a refusal naming a follower');
    const held = await pointAt(page, touch, s, refusal.id);
    assert.equal(held.s.choiceFeatures.length, 1);
    assert.equal(held.s.choiceOwners[0], held.s.current, 'the refusing player\'s own follower');
    assert.equal(held.s.choiceWords, `Your follower: ${held.s.choiceFeatures[0].text}`);
    checkFeature(held.s.choiceFeatures[0]);
    await held.release();
    assert.deepEqual(appErrors(errors), []);
    await context.close();

    // Six swaps come in two steps: the first step's own follower, worded the same.
    const two = await openRecord(options, SIX_SWAPS);
    s = await state(two.page);
    const first = s.choices.find((c) => c.swapFrom >= 0 && c.action < 0);
    assert.ok(first, 'a first step listed');
    const h2 = await pointAt(two.page, touch, s, first.id);
    assert.equal(h2.s.choiceFeatures.length, 1);
    assert.match(h2.s.choiceWords, /^Your follower: /);
    checkFeature(h2.s.choiceFeatures[0]);
    await h2.release();
    assert.deepEqual(appErrors(two.errors), []);
    await two.context.close();
  });
}

// Seeded moves (the hook's autoplay, one at a time) until `ok(state)`.
async function playUntil(page, start, ok, what, from, max, touch) {
  await waitForFrames(page, 3);
  await page.evaluate(start);
  // In the page: a state read after each move, without a round trip.
  await page.evaluate(({ ok, from, max }) => {
    const test = new Function('s', `return (${ok})(s);`);
    for (let k = 0; k < max && !test(window.carc.state()); k++) window.carc.autoplay(1, from + k);
  }, { ok: ok.toString(), from, max });
  let s = await state(page);
  assert.ok(ok(s), what);
  if (s.buttons.pass_ok) await clickButton(page, 'pass_ok', { touch });
  await settle(page, 4);
  return state(page);
}

for (const [kind, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  const touch = kind === 'phone';
  test(`${kind}: a bet chip's button outlines the bookmaker tile's roads and cities and says what it pays`, async () => {
    const { page, context, errors } = await openPage(env, options);
    const isBet = (s) => s.phase === 'expansion' && s.decisionActions.some((a) => a.kind === 32) &&
      s.decisionActions.length >= 2;
    let s = await playUntil(page, () => window.carc.newGame(2, 77, 8), isBet, 'a bet to lay', 900, 400, touch);
    if (s.buttons.pass_ok) s = await clickButton(page, 'pass_ok', { touch });
    const chips = s.choices.filter((c) => c.action >= 0 && s.decisionActions[c.action].kind === 32);
    assert.ok(chips.length >= 1, 'chips listed');
    let shown = null;
    for (const chip of chips) {
      const held = await pointAt(page, touch, s, chip.id);
      const t = held.s;
      const a = t.decisionActions[chip.action];
      const name = a.text.match(/Bet chip (\S+)/)[1];
      if (t.choiceFeatures.length) {
        assert.match(t.choiceWords, new RegExp(`\\nChip ${name.replace('+', '\\+')} pays \\d+ points? at \\d+ tiles`));
        for (const f of t.choiceFeatures) {
          assert.ok(['road', 'city'].includes(f.feature), `${f.feature}: a road or city`);
          assert.ok(f.cells.some((c) => c.x === t.decisionTile.x && c.y === t.decisionTile.y), 'on the bookmaker tile');
          checkFeature(f);
          assert.ok(t.choiceWords.includes(f.text), `${f.text} worded`);
        }
        // The payouts the words give are the button's: a number paying other than itself, "N+".
        const pays = [...t.choiceWords.matchAll(/(\d+) points? at (\d+) tiles?( or more)?/g)];
        const own = a.text.match(/pays (\d+)/);
        if (own) assert.ok(pays.some((p) => p[1] === own[1]), `pays ${own[1]} as the button says`);
        if (name.endsWith('+')) assert.ok(pays.some((p) => p[3]), 'or more');
        if (!shown) { shown = chip; await screenshot(page, `expansion-step-bets-${kind}`); }
        const cell = t.choiceFeatures[0].cells.find((c) => inView(t, c));
        if (cell && shown === chip) {
          const litRgb = await pixels(page, 'expansion-step-bets-lit', cell);
          await held.release();
          const off = await pixels(page, 'expansion-step-bets-off', cell);
          let changed = 0;
          for (let i = 0; i < off.length; i += 3)
            if (Math.abs(litRgb[i] - off[i]) + Math.abs(litRgb[i + 1] - off[i + 1]) + Math.abs(litRgb[i + 2] - off[i + 2]) >= 90) changed++;
          const k2 = (await page.evaluate(() => window.devicePixelRatio)) ** 2;
          assert.ok(changed / k2 > cell.sx1 - cell.sx0, `the feature outlined: ${(changed / k2).toFixed(0)} px changed`);
          continue;
        }
      }
      await held.release();
    }
    assert.ok(shown, 'a chip over a tile with a road or city');
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });
}

// Lights a board mark: the mouse over it, or a finger's first tap (which takes nothing).
async function lightMark(page, touch, d) {
  if (!touch) {
    await page.mouse.move(d.sx, d.sy);
    await settle(page, 3);
    return state(page);
  }
  const cursor = (await state(page)).cursor;
  const s = await clickPoint(page, d, { touch: true });
  assert.equal(s.cursor, cursor, 'a first tap takes nothing');
  return s;
}

// Finds a lit mark whose feature spans two tiles or more (`need`), checks the outline on a tile
// besides the mark's own; then the mark is taken (a click, a second tap).
async function markStep(page, touch, s, name, need) {
  if (!s.decisionSpots.some((d) => d.visible)) s = await clickButton(page, 'fit', { touch });
  await settle(page, 3);
  s = await state(page);
  const before = new Map();
  let found = null, mark = null;
  for (const d of s.decisionSpots.filter((x) => x.visible)) {
    const t = await lightMark(page, touch, d);
    if (need(t)) { found = t; mark = d; break; }
  }
  assert.ok(found, `${name}: a mark to light`);
  if (touch) assert.equal(found.tappedMark, mark.index, 'the tapped mark lit');
  await screenshot(page, name);
  if (found.markFeature && found.markFeature.cells.length >= 2) {
    const cell = found.markFeature.cells.find((c) => !(mark.sx >= c.sx0 && mark.sx < c.sx1 && mark.sy >= c.sy0 && mark.sy < c.sy1) && inView(found, c));
    if (cell) {
      const litRgb = await pixels(page, `${name}-lit`, cell);
      // Unlit: the mouse away, or a tap on empty board (the light goes).
      const away = { sx: found.boardRect.x0 + 6, sy: found.boardRect.y1 - 6 };
      if (touch) await clickPoint(page, away, { touch: true }); else await page.mouse.move(away.sx, away.sy);
      await settle(page, 3);
      const u = await state(page);
      if (touch) assert.equal(u.tappedMark, -1, 'a tap elsewhere moves the light away');
      const off = await pixels(page, `${name}-off`, cell);
      let changed = 0;
      for (let i = 0; i < off.length; i += 3)
        if (Math.abs(litRgb[i] - off[i]) + Math.abs(litRgb[i + 1] - off[i + 1]) + Math.abs(litRgb[i + 2] - off[i + 2]) >= 90) changed++;
      const k2 = (await page.evaluate(() => window.devicePixelRatio)) ** 2;
      assert.ok(changed / k2 > cell.sx1 - cell.sx0, `${name}: the feature outlined on another tile: ${(changed / k2).toFixed(0)} px changed`);
      s = await lightMark(page, touch, mark);
      assert.equal(s.markWords, found.markWords);
    }
  }
  // Taken: a click, or a second tap on the lit mark.
  const cursor = found.cursor;
  let t = await clickPoint(page, mark, { touch });
  if (t.buttons.which_0) t = await clickButton(page, 'which_0', { touch });
  assert.equal(t.cursor, cursor + 1, `${name}: the ${touch ? 'second tap' : 'click'} takes the mark`);
  found.lit = mark;
  return found;
}

for (const [kind, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  const touch = kind === 'phone';
  test(`${kind}: a magic figure's target says what the figure makes of its feature`, async () => {
    const { page, context, errors } = await openPage(env, options);
    const isMagic = (s) => s.phase === 'expansion' && s.decisionSpots.length >= 2 &&
      s.decisionActions.some((a) => /magician|witch/i.test(a.text));
    let s = await playUntil(page, () => window.carc.newGame(2, 11, 1), isMagic, 'a magic step', 300, 200, touch);
    const need = (t) => t.markFeature && t.markFeature.cells.length >= 2 && t.markWords;
    const found = await markStep(page, touch, s, `expansion-step-magic-${kind}`, need);
    const f = found.markFeature, lit = found.lit;
    checkFeature(f);
    const m = found.markWords.match(/\n(.+) \u2192 with the (magician|witch): (\d+) points?$/);
    assert.ok(m, `the words say what the figure makes of it: ${found.markWords}`);
    assert.equal(m[1], f.text);
    const worth = Number(f.text.match(/: (\d+) points?/)[1]), tiles = f.cells.length;
    // minis.md 1: the magician +1 per tile, the witch half, rounded up.
    assert.equal(Number(m[3]), m[2] === 'magician' ? worth + tiles : Math.ceil(worth / 2), found.markWords);
    if (!touch) assert.equal(found.buttons.decision_tip.label, found.markWords, 'the tooltip says it');
    // In Czech and Romanian: the figure in its case, the points in their plural form (the mark
    // taken above: undone, lit again).
    if (!touch) {
      await page.keyboard.press('Control+z');
      await settle(page, 3);
      const n = Number(m[3]);
      for (const [code, words] of [
        ['cs', `s ${m[2] === 'magician' ? 'kouzelníkem' : 'čarodějnicí'}: ${n} ${n === 1 ? 'bod' : n <= 4 ? 'body' : 'bodů'}`],
        ['ro', `cu ${m[2] === 'magician' ? 'magicianul' : 'vrăjitoarea'}: ${n} ${n === 1 ? 'punct' : n < 20 ? 'puncte' : 'de puncte'}`]]) {
        await clickButton(page, 'language');
        await clickButton(page, `lang_${code}`);
        await page.mouse.move(lit.sx + 1, lit.sy);
        await settle(page, 3);
        const u = await state(page);
        assert.ok(u.markWords && u.markWords.endsWith(`\u2192 ${words}`), `${code}: "${u.markWords}" ends with "→ ${words}"`);
      }
    }
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });

  test(`${kind}: The Castle + Falcon: a board mark lit, worded and taken`, async () => {
    const { page, context, errors } = await openRecord(options, CASTLE_WALL_FINISH);
    let s = await state(page);
    if (s.buttons.pass_ok) s = await clickButton(page, 'pass_ok', { touch });
    assert.equal(s.mode, 'castle');
    assert.ok(s.phase === 'expansion' && s.decisionSpots.length >= 1, `a wall tile's feature to pick on the board: ${s.phase}`);
    const need = (t) => t.markWords && (!touch || t.tappedMark >= 0);
    const found = await markStep(page, touch, s, `expansion-step-falcon-${kind}`, need);
    const text = found.decisionActions[found.tappedMark >= 0 ? found.tappedMark : 0].text;
    assert.ok(found.markWords.length > 0, 'worded');
    if (touch) assert.ok(found.markWords.startsWith(text), `the tapped mark's words: ${found.markWords}`);
    if (found.markFeature) assert.ok(found.markWords.includes(found.markFeature.text));
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });
}
