// A phone held sideways (844x390, touch): the side-panel layout with finger-sized controls; the
// setup screen's Start pinned in view; a decision's choices below the panel's fold reached by a
// finger's drag on the panel.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const phoneSideways = { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

test('phone held sideways: Start in view, finger-sized controls, a long list of choices scrolled by a finger', async () => {
  const { page, context, errors } = await openPage(env, phoneSideways);
  await waitForFrames(page, 3);
  let s = await state(page);
  assert.equal(s.screen, 'setup');
  const inView = (b) => b && b.y >= 0 && b.y + b.h <= s.viewport.h && b.x >= 0 && b.x + b.w <= s.viewport.w;
  for (const id of ['start', 'rules', 'saves'])
    assert.ok(inView(s.buttons[id]) && !s.buttons[id].clip, `${id} in view without scrolling: ${JSON.stringify(s.buttons[id])}`);
  assert.ok(s.buttons.rules.h >= 40, `finger-sized: ${s.buttons.rules.h} px`);
  await screenshot(page, 'landscape-setup');

  // A bets game. The panel starts with the turn on a short screen: a picked square's ✓ and Undo
  // are in sight, not below the toolbar and the scores.
  await page.evaluate(() => window.carc.newGame(2, 77, 8));
  await settle(page, 3);
  s = await state(page);
  const cell = s.legal.find((l) => l.visible);
  s = await clickPoint(page, cell, { touch: true });
  assert.deepEqual(s.pick, { x: cell.x, y: cell.y });
  for (const id of ['confirm', 'undo', 'rotate'])
    assert.ok(inView(s.buttons[id]) && !s.buttons[id].clip, `${id} in view without scrolling: ${JSON.stringify(s.buttons[id])}`);
  await screenshot(page, 'landscape-picked');
  // At a betting decision: seven choices, more than the panel shows.
  for (let k = 0; k < 300; k++) {
    s = await state(page);
    if (s.phase === 'expansion' && Object.keys(s.buttons).filter((id) => /^dec\d+$/.test(id)).length >= 6) break;
    await page.evaluate((k) => window.carc.autoplay(1, 500 + k), k);
  }
  await settle(page, 3);
  s = await state(page);
  if (s.buttons.pass_ok) s = await clickButton(page, 'pass_ok', { touch: true });  // hand the device over
  const decs = Object.keys(s.buttons).filter((id) => /^dec\d+$/.test(id)).sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)));
  assert.ok(decs.length >= 6, `a betting decision: ${decs}`);
  for (const id of ['undo', decs[0]]) assert.ok(s.buttons[id].h >= 40, `${id} finger-sized: ${s.buttons[id].h} px`);
  assert.ok(inView(s.buttons[decs[0]]) && !s.buttons[decs[0]].clip, `the first choice in view: ${JSON.stringify(s.buttons[decs[0]])}`);
  const last = decs[decs.length - 1];
  assert.ok(s.buttons[last].clip, 'the last choice is below the fold of the panel');
  await screenshot(page, 'landscape-decision');
  const cursor = s.cursor;
  s = await clickButton(page, last, { touch: true });  // dragged into view by a finger first
  assert.ok(s.cursor > cursor, 'the last choice was played');
  assert.deepEqual(errors, []);
  await context.close();
});
