// A phone: 375x667 touch viewport. Taps pick a cell, tap again rotates, ✓ places; two fingers pan
// and pinch-zoom; the menu sheet holds the log, tiles left and the language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint, startFromSetup, playTurn } from '../lib/game.mjs';

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
