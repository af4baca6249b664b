// A decision answered on the board whose marks would overlap at the zoom the player has (the
// roads and city of one bookmaker tile to settle the bets on, at a phone's small tiles): the
// board is zoomed in on them so that each can be tapped, all of them in view.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

test('phone: the marks of a final bet settlement on one tile are zoomed apart, all in view', async () => {
  const { page, context, errors } = await openPage(env,
    { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
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
  // Each can be tapped: the last one settles the bets.
  const cursor = s.cursor;
  s = await clickPoint(page, spots[spots.length - 1], { touch: true });
  assert.ok(s.cursor > cursor, 'settled by a tap');
  assert.deepEqual(errors, []);
  await context.close();
});
