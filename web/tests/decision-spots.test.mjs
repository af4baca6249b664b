// A decision answered on the board whose marks would overlap at the zoom the player has (the
// roads and city of one bookmaker tile to settle the bets on, at a phone's small tiles): the
// board is zoomed in on them so that each can be tapped, all of them in view. The same for the
// meeple step's spots on a touch screen, whose view then comes back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint, playStep } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

test('phone: the marks of a final bet settlement on one tile are zoomed apart, all in view', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 77, 8));  // the bets
  let s;
  // Seeded moves to the end of the game, where the owner of a bookmaker tile touching several
  // roads or cities picks the one its chips are settled on.
  for (let k = 0; k < 400; k++) {
    await page.evaluate((k) => window.carc.autoplay(1, 900 + k), k);
    s = await state(page);
    if (s.phase === 'expansion' && s.decisionSpots.length >= 2) break;
  }
  assert.ok(s.decisionSpots.length >= 2, `a settlement to choose: ${s.phase}`);
  if (s.buttons.pass_ok) await clickButton(page, 'pass_ok', { touch: true });
  await settle(page, 8);
  s = await state(page);
  const r = Math.max(12, s.tilePx * 0.13);
  const spots = s.decisionSpots;
  for (let i = 0; i < spots.length; i++) {
    assert.ok(spots[i].visible, `mark ${i} in view`);
    for (let j = 0; j < i; j++) {
      const d = Math.hypot(spots[i].sx - spots[j].sx, spots[i].sy - spots[j].sy);
      assert.ok(d >= 2 * r, `marks ${j} and ${i} apart: ${d.toFixed(1)} px, radius ${r.toFixed(1)} (tiles ${s.tilePx.toFixed(0)} px)`);
    }
  }
  await screenshot(page, 'decision-spots-apart');
  // Each can be tapped: a first tap lights the last one, a second settles the bets.
  const cursor = s.cursor;
  s = await clickPoint(page, spots[spots.length - 1], { touch: true });
  assert.equal(s.cursor, cursor, 'a first tap lights the mark, takes nothing');
  s = await clickPoint(page, spots[spots.length - 1], { touch: true });
  assert.ok(s.cursor > cursor, 'settled by a tap');
  assert.deepEqual(errors, []);
  await context.close();
});

// The closest two of a list of screen points.
function closest(spots) {
  let c = Infinity;
  for (let i = 0; i < spots.length; i++)
    for (let j = 0; j < i; j++) c = Math.min(c, Math.hypot(spots[i].sx - spots[j].sx, spots[i].sy - spots[j].sy));
  return c;
}

// Plays seeded moves, then places tiles by tapping (or clicking) until the meeple step offers at
// least three spots; returns the state there and the zoom before the tile was placed.
// `record`: the glide the step's zoom starts is recorded (recordGlide) from the click before it.
async function toMeepleStep(page, touch, { record = false } = {}) {
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 41, 0));
  await page.evaluate(() => window.carc.autoplay(50, 3));
  let s = await state(page);
  for (let turn = 0; turn < 40; turn++) {
    if (s.buttons.pass_ok) s = await clickButton(page, 'pass_ok', { touch });
    if (s.phase === 'meeple') s = await clickButton(page, 'skip', { touch });
    if (s.phase !== 'place') { await page.evaluate(() => window.carc.autoplay(1, 5)); s = await state(page); continue; }
    s = await clickButton(page, 'fit', { touch });  // the whole board: small tiles
    s = await still(page);
    const tile = s.tilePx;
    const cell = s.legal.find((l) => l.visible);
    if (record) await recordGlide(page);
    s = await clickPoint(page, cell, { touch });
    if (touch) s = await clickButton(page, 'confirm', { touch });
    if (s.phase === 'meeple' && s.meepleSpots.length >= 3) return { s, tile };
  }
  throw new Error('no meeple step with three spots');
}

// Once the board has stopped gliding (the state then).
async function still(page) {
  let s = await state(page);
  for (let k = 0; k < 120 && s.gliding; k++) {
    await settle(page, 1);
    s = await state(page);
  }
  assert.equal(s.gliding, false, 'the board stops gliding');
  return s;
}

// From now on, the camera's tile size and whether it glides at every frame the app draws, read in
// the page at each animation frame: a round trip per sample skips frames on a busy machine, and a
// glide counted in frames would seem to jump.
async function recordGlide(page) {
  await page.evaluate(() => {
    if (window.glideRecord) window.glideRecord.on = false;
    const rec = window.glideRecord = { sizes: [], gliding: [], frame: -1, on: true };
    const tick = () => {
      if (!rec.on) return;
      const f = window.carc.frames();
      if (f !== rec.frame) {
        const s = window.carc.state();
        rec.frame = f;
        rec.sizes.push(s.tilePx);
        rec.gliding.push(s.gliding);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

// The tile sizes of the last glide recorded since recordGlide, once it has ended: from the frame
// before it to its first still frame.
async function lastGlide(page) {
  const ended = () => {
    const g = window.glideRecord.gliding;
    return g.lastIndexOf(true) >= 0 && g.lastIndexOf(true) < g.length - 1;
  };
  await page.waitForFunction(ended, null, { timeout: 60000 }).catch(async () => {
    const r = await page.evaluate(() => window.glideRecord);
    throw new Error(`no glide that ended: ${r.sizes.map((t) => t.toFixed(1)).join(' ')}`);
  });
  return page.evaluate(() => {
    const r = window.glideRecord;
    r.on = false;
    const end = r.gliding.lastIndexOf(true) + 1;
    let start = end - 1;
    while (start > 0 && r.gliding[start - 1]) start--;
    return r.sizes.slice(Math.max(0, start - 1), end + 1);
  });
}

test('phone: the meeple zoom glides in and back out over several frames', async () => {
  const { page, context, errors } = await openPage(env, { ...PHONE, reducedMotion: 'no-preference' });
  await waitForFrames(page, 5);
  // Counted in frames: a headless browser on a busy machine draws few a second.
  await page.evaluate(() => window.carc.command('glide_frames 24'));
  const { tile } = await toMeepleStep(page, true, { record: true });
  const zoomIn = await lastGlide(page);
  const zoomed = zoomIn[zoomIn.length - 1];
  assert.ok(zoomed > tile * 1.1, `zoomed in: ${tile.toFixed(1)} -> ${zoomed.toFixed(1)} px`);
  const between = zoomIn.filter((t) => t > tile + 0.5 && t < zoomed - 0.5);
  assert.ok(between.length >= 3, `passing through sizes between: ${zoomIn.map((t) => t.toFixed(1)).join(' ')}`);
  for (let k = 1; k < zoomIn.length; k++) assert.ok(zoomIn[k] >= zoomIn[k - 1], 'always closer');
  let s = await state(page);
  assert.ok(closest(s.meepleSpots) >= 2 * 14, `spots apart once there: ${closest(s.meepleSpots).toFixed(1)} px`);
  await recordGlide(page);
  s = await clickButton(page, 'skip', { touch: true });
  const back = await lastGlide(page);
  assert.ok(back.filter((t) => t > tile + 0.5 && t < zoomed - 0.5).length >= 3,
    `gliding back: ${back.map((t) => t.toFixed(1)).join(' ')}`);
  assert.ok(Math.abs(back[back.length - 1] - tile) < 0.5, 'the fitted zoom again');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: a meeple step\'s overlapping spots are zoomed apart, and the view comes back (at once for reduced motion)', async () => {
  const { page, context, errors } = await openPage(env, PHONE);  // reduced motion (openPage)
  await waitForFrames(page, 5);
  await page.evaluate(() => window.carc.command('glide_frames 24'));
  let { s, tile } = await toMeepleStep(page, true);
  assert.equal(s.gliding, false, 'no glide for a player who asks for reduced motion');
  // The spots would have overlapped at the fitted zoom: 2 x 14-px marks within ~a third of a tile.
  assert.ok(tile < 60, `fitted tiles small enough to matter: ${tile.toFixed(0)} px`);
  await settle(page, 3);
  s = await state(page);
  assert.ok(s.tilePx > tile * 1.1, `zoomed in for the meeple: ${tile.toFixed(0)} -> ${s.tilePx.toFixed(0)} px`);
  assert.ok(closest(s.meepleSpots) >= 2 * 14, `spots apart: ${closest(s.meepleSpots).toFixed(1)} px`);
  for (const m of s.meepleSpots) assert.ok(m.visible !== false && m.sy > s.boardRect.y0 && m.sy < s.boardRect.y1 &&
    m.sx > s.boardRect.x0 && m.sx < s.boardRect.x1, 'every spot in view');
  await screenshot(page, 'decision-spots-meeple-phone');
  // A first tap on one lights it (its feature worded), a second places the meeple there; the
  // player's view comes back.
  const spot = s.meepleSpots[s.meepleSpots.length - 1];
  const cursor = s.cursor;
  s = await clickPoint(page, spot, { touch: true });
  assert.equal(s.cursor, cursor, 'a first tap places nothing');
  assert.equal(s.meepleSpots[s.meepleSpots.length - 1].lit, true, 'the tapped spot lit');
  assert.ok(s.litFeature && s.litFeature.text, 'its feature in words');
  s = await clickPoint(page, spot, { touch: true });
  assert.ok(s.cursor > cursor, 'placed by a second tap');
  await settle(page, 3);
  s = await state(page);
  assert.ok(Math.abs(s.tilePx - tile) < 0.5, `the fitted zoom again: ${s.tilePx.toFixed(1)} px, was ${tile.toFixed(1)}`);
  assert.deepEqual(errors, []);
  await context.close();
});

// A finger between two meeple spots (zoomed apart, still only ~30 px apart) does not take one of
// them at a guess: the board asks which one, each named, and the one picked is placed.
test('phone: a tap between two meeple spots asks which one; the one picked is placed', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  let { s } = await toMeepleStep(page, true);
  await settle(page, 3);
  s = await state(page);
  let pair = null;
  for (let i = 0; i < s.meepleSpots.length; i++)
    for (let j = 0; j < i; j++) {
      const d = Math.hypot(s.meepleSpots[i].sx - s.meepleSpots[j].sx, s.meepleSpots[i].sy - s.meepleSpots[j].sy);
      if (!pair || d < pair.d) pair = { a: s.meepleSpots[j], b: s.meepleSpots[i], d };
    }
  assert.ok(pair && pair.d < 40, `two spots within a finger's width: ${pair && pair.d.toFixed(1)} px`);
  const mid = { sx: (pair.a.sx + pair.b.sx) / 2, sy: (pair.a.sy + pair.b.sy) / 2 };
  const cursor = s.cursor;
  s = await clickPoint(page, mid, { touch: true });
  assert.equal(s.cursor, cursor, 'nothing placed at a guess');
  assert.ok(s.buttons.which_0 && s.buttons.which_1, 'asked which one');
  assert.match(s.buttons.which_0.label, /^Put a meeple on the /);
  assert.notEqual(s.buttons.which_0.label, s.buttons.which_1.label, 'each named');
  await screenshot(page, 'decision-spots-meeple-which');
  const wanted = s.buttons.which_1.label;
  s = await clickButton(page, 'which_1', { touch: true });
  assert.ok(s.cursor > cursor, 'placed');
  const placed = s.logTail.filter((l) => l.includes('put a meeple')).pop();  // this turn's
  assert.ok(placed, JSON.stringify(s.logTail));
  const where = wanted.replace(/^Put a meeple /, '').replace(/ at .*$/, '');
  assert.ok(placed.includes(where), `"${placed}" is where "${wanted}" said`);
  assert.deepEqual(errors, []);
  await context.close();
});

// The bets follow the meeple step on a bookmaker tile, each player's behind a pass screen, while
// the phone's turn bar grows with the chips: the view still comes back for the next turn.
test('phone: the view comes back after a zoomed meeple step, also when bets follow it', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(3, 77, 8));
  await page.evaluate(() => window.carc.autoplay(10, 3));
  let s, checked = false;
  for (let turn = 0; turn < 60 && !checked; turn++) {
    s = await state(page);
    if (s.screen === 'pass' || s.phase !== 'place') { await playStep(page, { touch: true, s }); continue; }
    s = await clickButton(page, 'fit', { touch: true });
    const tile = s.tilePx;
    s = await clickPoint(page, s.legal.find((l) => l.visible), { touch: true });
    s = await clickButton(page, 'confirm', { touch: true });
    if (s.phase !== 'meeple' || s.tilePx < tile * 1.1) continue;  // not zoomed: nothing to check
    s = await clickButton(page, 'skip', { touch: true });
    if (s.phase !== 'expansion') continue;
    for (let k = 0; k < 12 && s.phase !== 'place'; k++) s = await playStep(page, { touch: true });  // the bets
    await settle(page, 3);
    s = await state(page);
    assert.ok(Math.abs(s.tilePx - tile) < 0.5, `the view before the meeple step: ${s.tilePx.toFixed(1)} px, was ${tile.toFixed(1)}`);
    checked = true;
  }
  assert.ok(checked, 'a zoomed meeple step with bets after it');
  assert.deepEqual(errors, []);
  await context.close();
});

test('mouse: the meeple step keeps the player\'s zoom; the spot a click takes is the one lit', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 900, height: 600 } });
  let { s, tile } = await toMeepleStep(page, false);
  await settle(page, 3);
  s = await state(page);
  assert.ok(Math.abs(s.tilePx - tile) < 0.5, `zoom kept: ${s.tilePx.toFixed(1)} px, was ${tile.toFixed(1)}`);
  // Between the closest two spots, nearer one: that one alone is lit (others may lie under the
  // mouse too at these small tiles), and a click puts the meeple there.
  const m = s.meepleSpots;
  let a = 0, b = 1;
  for (let i = 0; i < m.length; i++)
    for (let j = 0; j < i; j++)
      if (Math.hypot(m[i].sx - m[j].sx, m[i].sy - m[j].sy) < Math.hypot(m[a].sx - m[b].sx, m[a].sy - m[b].sy)) [a, b] = [j, i];
  const at = { sx: m[a].sx + (m[b].sx - m[a].sx) / 3, sy: m[a].sy + (m[b].sy - m[a].sy) / 3 };
  await page.mouse.move(at.sx, at.sy);
  await settle(page);
  s = await state(page);
  assert.deepEqual(s.meepleSpots.map((p) => p.lit), s.meepleSpots.map((_, i) => i === a), 'only the nearest spot lit');
  const figures = s.figures.length;
  s = await clickPoint(page, at);
  assert.equal(s.figures.length, figures + 1, 'a meeple placed');
  assert.equal(s.figures[s.figures.length - 1].feature, m[a].feature, `on the lit spot's ${m[a].feature}`);
  assert.deepEqual(errors, []);
  await context.close();
});

// Marks that zooming cannot part (a magic step's targets all over the board, two on one tile): a
// tap on them asks which one, in words, rather than taking whichever was drawn first.
test('phone: a tap on marks that lie on one another asks which one; the one picked is played', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 12, 1));  // the magician and the witch
  let s, pair = null;
  for (let k = 0; k < 400 && !pair; k++) {
    await page.evaluate((k) => window.carc.autoplay(1, 300 + k), k);
    s = await state(page);
    if (s.phase !== 'expansion' || s.decisionSpots.length < 2) continue;
    if (s.buttons.pass_ok) await clickButton(page, 'pass_ok', { touch: true });
    await settle(page, 4);
    s = await state(page);
    const reach = Math.max(20, s.tilePx * 0.15), spots = s.decisionSpots.filter((p) => p.visible);
    for (let i = 0; i < spots.length && !pair; i++)
      for (let j = 0; j < i && !pair; j++)
        if (Math.hypot(spots[i].sx - spots[j].sx, spots[i].sy - spots[j].sy) < reach * 0.8) pair = [spots[j], spots[i]];
  }
  assert.ok(pair, 'a decision with two marks on one another');
  const cursor = s.cursor;
  s = await clickPoint(page, { sx: (pair[0].sx + pair[1].sx) / 2, sy: (pair[0].sy + pair[1].sy) / 2 }, { touch: true });
  assert.equal(s.cursor, cursor, 'nothing played by the tap itself');
  assert.ok(s.buttons.which_0 && s.buttons.which_1, `asked which one: ${Object.keys(s.buttons).join(' ')}`);
  const labels = Object.keys(s.buttons).filter((k) => /^which_\d+$/.test(k)).map((k) => s.buttons[k].label);
  assert.equal(new Set(labels).size, labels.length, `each choice in its own words: ${labels.join(' | ')}`);
  const texts = s.decisionActions.map((a) => a.text);
  // Each button: a choice's words, then what it makes of its feature ("→ with the magician: ...").
  for (const l of labels)
    assert.ok(texts.some((t) => l === t || l.startsWith(`${t} `)), `"${l}" is one of the decision's choices`);
  await screenshot(page, 'decision-spots-which');
  // Cancel closes it, so do Escape and moving the board (the + key zooms); a tap asks again each
  // time, and the second choice is played.
  s = await clickButton(page, 'which_cancel', { touch: true });
  assert.equal(s.buttons.which_0, undefined, 'closed by Cancel');
  const tapPair = async () => {
    const now = (await state(page)).decisionSpots;
    const [a, b] = pair.map((p) => now.find((q) => q.index === p.index));
    const t = await clickPoint(page, { sx: (a.sx + b.sx) / 2, sy: (a.sy + b.sy) / 2 }, { touch: true });
    assert.ok(t.buttons.which_1, 'asked again');
  };
  await tapPair();
  // A tap on another mark only closes it (the menu covers much of a phone's board: a tap meant to
  // close it must not play).
  s = await state(page);
  const menu = Object.keys(s.buttons).filter((k) => k.startsWith('which_')).map((k) => s.buttons[k]);
  const top = Math.min(...menu.map((b) => b.y)) - 40, bottom = Math.max(...menu.map((b) => b.y + b.h)) + 40;
  const other = s.decisionSpots.find((p) => p.visible && (p.sy < top || p.sy > bottom) &&
    pair.every((q) => Math.hypot(p.sx - q.sx, p.sy - q.sy) > 60));
  assert.ok(other, 'another mark clear of the menu');
  s = await clickPoint(page, other, { touch: true });
  assert.equal(s.cursor, cursor, 'nothing played');
  assert.equal(s.buttons.which_0, undefined, 'closed by a tap elsewhere');
  await tapPair();
  // Escape closes what is on top: the rules opened over the menu first, then the menu.
  await page.keyboard.press('h');
  await settle(page);
  assert.equal((await state(page)).help, true, 'the rules open');
  await page.keyboard.press('Escape');
  await settle(page);
  s = await state(page);
  assert.equal(s.help, false, 'the rules closed by Escape');
  assert.ok(s.buttons.which_0, 'the menu under them still open');
  await page.keyboard.press('Escape');
  await settle(page);
  assert.equal((await state(page)).buttons.which_0, undefined, 'closed by Escape');
  await tapPair();
  await page.keyboard.press('Equal');
  await settle(page);
  assert.equal((await state(page)).buttons.which_0, undefined, 'closed by moving the board');
  await page.keyboard.press('Minus');
  await settle(page);
  // Showing the other figure's marks closes it too (its choices are no longer the board's).
  s = await state(page);
  assert.ok(s.buttons.magic_witch && s.buttons.magic_magician, 'a step offering both figures');
  await tapPair();
  s = await clickButton(page, 'magic_witch', { touch: true });
  assert.equal(s.buttons.which_0, undefined, 'closed by showing the witch\'s marks');
  await clickButton(page, 'magic_magician', { touch: true });
  await tapPair();
  s = await clickButton(page, 'which_1', { touch: true });
  assert.equal(s.cursor, cursor + 1, 'the choice picked is played');
  const where = labels[1].match(/-?\d+,-?\d+/)[0];
  assert.ok(s.logTail.some((l) => l.includes(where)), `the log names ${where}: ${JSON.stringify(s.logTail)}`);
  assert.deepEqual(errors, []);
  await context.close();
});
