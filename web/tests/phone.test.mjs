// A phone: 375x667 touch viewport. Taps pick a cell, tap again rotates, ✓ places; two fingers pan
// and pinch-zoom; the menu sheet holds the log, tiles left and the language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint, startFromSetup, playTurn } from '../lib/game.mjs';
import { waitForFrames } from '../lib/browser.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

// Two fingers through the DevTools protocol (playwright's touchscreen has only tap).
async function pinch(page, cdp, cx, cy, from, to, steps = 6) {
  const pts = (d) => [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: pts(from) });
  await settle(page, 2);
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: pts(from + ((to - from) * i) / steps) });
    await settle(page, 1);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await settle(page, 2);
}

test('phone: tap to pick, tap to rotate, confirm, skip; pinch zoom; menu', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await screenshot(page, 'phone-setup');
  let s = await startFromSetup(page, { touch: true });
  assert.equal(s.viewport.compact, true, 'compact layout on a phone');
  assert.equal(s.viewport.dpr, 2, 'drawn at the device pixel ratio');

  // Tap a legal cell: it is picked (previewed), not placed.
  const cell = s.legal.find((l) => l.visible && l.rots.length > 1) || s.legal.find((l) => l.visible);
  s = await clickPoint(page, cell, { touch: true });
  assert.deepEqual(s.pick, { x: cell.x, y: cell.y }, 'tap picks the cell');
  assert.equal(s.board.length, 1, 'nothing placed yet');
  await screenshot(page, 'phone-picked');
  // Tap it again: the next legal rotation there.
  const before = s.legal.find((l) => l.x === cell.x && l.y === cell.y).shownRot;
  s = await clickPoint(page, cell, { touch: true });
  const after = s.legal.find((l) => l.x === cell.x && l.y === cell.y);
  if (after.rots.length > 1) assert.notEqual(after.shownRot, before, 'tap rotates');
  assert.ok(after.rots.includes(after.shownRot), 'only legal rotations');
  // Confirm places it; then skip the meeple.
  s = await clickButton(page, 'confirm', { touch: true });
  assert.equal(s.board.length, 2, 'placed after ✓');
  assert.equal(s.phase, 'meeple');
  s = await clickButton(page, 'skip', { touch: true });
  assert.equal(s.phase, 'place');
  for (let i = 0; i < 3; i++) s = await playTurn(page, { touch: true, meepleOn: ['road', 'city'] });
  await screenshot(page, 'phone-playing');

  // Pinch out: zoom in.
  const cdp = await context.newCDPSession(page);
  const r = s.boardRect;
  const zoomBefore = s.tilePx;
  await pinch(page, cdp, (r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2, 40, 110);
  s = await state(page);
  assert.ok(s.tilePx > zoomBefore * 1.3, `pinch zooms in (${zoomBefore} -> ${s.tilePx})`);
  assert.equal(s.board.length, 5, 'a pinch places nothing');

  // The menu sheet: log and language.
  s = await clickButton(page, 'menu', { touch: true });
  assert.equal(s.menu, true);
  await screenshot(page, 'phone-menu');
  s = await clickButton(page, 'menu_close', { touch: true });
  assert.equal(s.menu, false);
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

// One finger dragged from (x, y) by dy through the DevTools protocol, a frame between moves.
async function swipe(page, cdp, x, y, dy, steps = 8) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
  await settle(page, 2);
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * i) / steps, id: 1 }] });
    await settle(page, 1);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await settle(page, 3);
}

test('phone: a long list of choices scrolls with one finger, and the drag chooses nothing', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 5);
  await page.evaluate(() => window.carc.newGame(2, 4242, 4));  // La Porxada alone
  await settle(page, 4);
  // Auto-play to a La Porxada option with more choices than the turn bar can show.
  let s;
  for (let i = 0; i < 400; i++) {
    s = await state(page);
    const n = s.decisionActions.length;
    if (s.screen === 'game' && s.phase === 'expansion' && n && s.buttons[`dec${n - 1}`] &&
        s.buttons[`dec${n - 1}`].cy > s.viewport.h) break;
    if (s.over) break;
    await page.evaluate(() => window.carc.autoplay(1));
    await settle(page, 1);
  }
  const n = s.decisionActions.length;
  const last = `dec${n - 1}`;
  assert.ok(s.buttons[last] && s.buttons[last].cy > s.viewport.h, `a choice below the screen (${n} choices)`);
  const cursor = s.cursor;
  const cdp = await context.newCDPSession(page);
  const below = (b) => b.y + b.h > s.viewport.h;
  for (let k = 0; k < 20 && below(s.buttons[last]); k++) {
    const before = s.buttons[last].cy;
    await swipe(page, cdp, s.viewport.w / 2, s.viewport.h - 40, -300);
    s = await state(page);
    assert.equal(s.cursor, cursor, 'dragging over the choices chose nothing');
    assert.ok(s.buttons[last].cy < before - 20, `a swipe scrolls the choices (${before} -> ${s.buttons[last].cy})`);
  }
  assert.ok(!below(s.buttons[last]), `the last choice scrolled into view (${s.buttons[last].cy})`);
  await screenshot(page, 'phone-choices-scrolled');
  s = await clickButton(page, last, { touch: true });
  assert.equal(s.cursor, cursor + 1, 'a tap on the scrolled-to choice plays it');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});
