// What only a hover used to explain, on a touch screen: a finger held on an item shows its
// tooltip, and a tap leaves none behind (a lifted finger leaves the pointer where it was, so a
// tooltip shown after a tap stayed over the screen). La Porxada's answer to a swap shows the
// proposed pair on the board without a hover. From a helper's exploratory test on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, importRecord, holdFinger } from '../lib/game.mjs';
import { ONE_SWAP } from '../lib/records.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

test('phone setup: a tapped colour leaves no tooltip; a held one names the colour, or who has it', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 4);
  let s = await clickButton(page, 'colour1_3', { touch: true });  // Player 2 takes yellow
  assert.equal(s.buttons.colour_tip, undefined, 'no tooltip left after the tap');
  await screenshot(page, 'tooltips-phone-colour-tapped');

  const green = s.buttons.colour1_2;
  let held = await holdFinger(page, green.cx, green.cy);
  assert.equal(held.s.buttons.colour_tip?.label, 'Green', 'a tooltip while held');
  s = await held.lift();
  assert.equal(s.buttons.colour_tip, undefined, 'gone with the finger');

  // Player 1's red, held from Player 2's row: taken, and by whom.
  const red = s.buttons.colour1_0;
  held = await holdFinger(page, red.cx, red.cy);
  const tip = held.s.buttons.colour_tip;
  assert.ok(tip, 'a tooltip while held');
  assert.match(tip.label, /^Red\b.*Player 1/, JSON.stringify(tip));
  await screenshot(page, 'tooltips-phone-colour-held');
  await held.lift();
  assert.deepEqual(errors, []);
  await context.close();
});

test('tiles left: each picture says how many of that tile are still in the bag, of how many; by finger on a phone', async () => {
  for (const phone of [false, true]) {
    const { page, context, errors } = await openPage(env, phone ? PHONE : {});
    await waitForFrames(page, 3);
    await page.evaluate(() => window.carc.newGame(2, 5, 0));
    await settle(page);
    let s = await state(page);
    if (phone) s = await clickButton(page, 'menu', { touch: true });
    s = await clickButton(page, 'tiles_left_header', { touch: phone });
    const list = s.buttons.tiles_left_list;
    assert.ok(list, 'the list open');
    const at = { x: list.x + 12, y: list.y + 12 };  // the first tile's picture
    if (phone) {
      await page.touchscreen.tap(at.x, at.y);
      await settle(page, 3);
      s = await state(page);
      assert.equal(s.buttons.tiles_left_tip, undefined, 'a tap leaves no tooltip');
      const held = await holdFinger(page, at.x, at.y);
      s = held.s;
      await screenshot(page, 'tooltips-phone-tiles-left');
      assert.ok(s.buttons.tiles_left_tip, 'a tooltip while held');
      assert.match(s.buttons.tiles_left_tip.label, /^In the bag: \d+ of \d+$/);
      // Above the finger, which would hide it, and on the screen.
      const tip = s.buttons.tiles_left_tip;
      assert.ok(tip.y + tip.h < at.y - 20 && tip.x >= 0 && tip.x + tip.w <= 390, `${JSON.stringify(tip)} above ${at.y}`);
      s = await held.lift();
      assert.equal(s.buttons.tiles_left_tip, undefined, 'gone with the finger');
    } else {
      await page.mouse.move(at.x, at.y);
      await settle(page, 3);
      s = await state(page);
      assert.ok(s.buttons.tiles_left_tip, 'a tooltip on hover');
      // Not the catalogue's letter ("A: 2"): words, and of how many.
      assert.match(s.buttons.tiles_left_tip.label, /^In the bag: \d+ of \d+$/);
      const [left, of] = s.buttons.tiles_left_tip.label.match(/\d+/g).map(Number);
      assert.ok(left <= of && of >= 1, s.buttons.tiles_left_tip.label);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('La Porxada: the answer to a swap rings the proposed pair on the board, no hover needed (phone)', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 4);
  let s = await importRecord(page, `${ONE_SWAP} porxada:swap@-1,0:NNW=0,1:S`);
  assert.equal(s.screen, 'pass');
  s = await clickButton(page, 'pass_ok', { touch: true, s });
  await settle(page, 6);  // the board brought into view
  s = await state(page);
  assert.equal(s.phase, 'expansion');
  assert.ok(s.decisionActions.some((a) => a.kind === 27), 'accept is a choice');
  assert.equal(s.hoveredChoice, '', 'no choice hovered or held');
  const mine = s.figures.find((f) => f.x === 0 && f.y === 1 && f.owner === 1);
  const theirs = s.figures.find((f) => f.x === -1 && f.y === 0 && f.owner === 0);
  assert.ok(mine && theirs, 'the two followers of the proposal');
  assert.equal(s.proposed.length, 2, 'both ringed');
  const near = (p, f) => Math.hypot(p.sx - f.sx, p.sy - f.sy) < 2;
  assert.ok(s.proposed.some((p) => near(p, mine)) && s.proposed.some((p) => near(p, theirs)),
    `rings at the followers: ${JSON.stringify(s.proposed)}`);
  assert.ok(s.proposed.every((p) => p.visible), 'in view, clear of the turn bar');
  assert.equal(s.hint, 'The two followers of the proposed swap are ringed in white on the board.');
  await screenshot(page, 'tooltips-phone-px-proposed');
  assert.deepEqual(errors, []);
  await context.close();
});
