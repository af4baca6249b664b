// Choices that name followers by grid coordinates (La Porxada's swap and refusal) are numbered:
// each button starts with its number and the board shows the same number beside the follower(s)
// it means; a hovered (or, on a phone, held) button rings them on the board. Positions come from
// short game records (the engine's random games, cut right after La Porxada is placed).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { launch, openPage, screenshot, screenshotPixels, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, importRecord } from '../lib/game.mjs';
import { FOUR_SWAPS, SIX_SWAPS } from '../lib/records.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

async function open(options, record) {
  const opened = await openPage(env, options);
  await waitForFrames(opened.page, 5);
  await importRecord(opened.page, record, { touch: !!options.hasTouch });
  await settle(opened.page, 4);  // a numbered follower out of view is brought into it
  return opened;
}

const near = (a, b, d = 0.5) => Math.hypot(a.sx - b.sx, a.sy - b.sy) <= d;

// Every numbered choice: its button's label starts with the number; its spots are the followers
// its action names (where the board draws them); each badge carries the number, sits beside
// its follower (not on it) and clear of the other badges there. Returns the numbered choices.
function checkNumbers(s, { badgesPerChoice }) {
  const numbered = s.choices.filter((c) => c.number > 0);
  assert.deepEqual(numbered.map((c) => c.number), numbered.map((_, i) => i + 1), 'numbered 1, 2, ...');
  for (const c of numbered) {
    const label = s.buttons[c.id].label;
    assert.ok(label.startsWith(`${c.number} `), `'${label}' starts with its number ${c.number}`);
    const a = c.action >= 0 ? s.decisionActions[c.action] : null;
    const named = a ? (a.kind === 25 ? [a.arg0, a.arg1] : [a.arg0]) : [c.swapFrom];
    assert.deepEqual(c.spots.map((p) => p.figure), named, `${c.id}: the followers its action names`);
    for (const p of c.spots) {
      const f = s.figures[p.figure];
      assert.ok(near(p, f), `${c.id}: spot ${p.sx},${p.sy} is follower ${p.figure} at ${f.sx},${f.sy}`);
    }
    assert.equal(c.badges.length, badgesPerChoice, `${c.id}: ${badgesPerChoice} badge(s)`);
    const withBadge = c.spots.filter((p) => p.badge);
    c.badges.forEach((b, k) => {
      assert.equal(b.number, c.number);
      const f = withBadge[k];
      const d = Math.hypot(b.sx - f.sx, b.sy - f.sy);
      assert.ok(d > b.r && d < Math.max(s.tilePx * 0.7, 4 * b.r), `${c.id}: badge ${d.toFixed(1)} px from its follower`);
      assert.ok(b.visible, `${c.id}: badge in view`);
      assert.ok(b.r >= 10, 'badge at least 20 px across');
    });
  }
  const all = numbered.flatMap((c) => c.badges);
  for (let i = 0; i < all.length; i++)
    for (let k = i + 1; k < all.length; k++)
      assert.ok(Math.hypot(all[i].sx - all[k].sx, all[i].sy - all[k].sy) >= all[i].r + all[k].r - 1,
        `badges ${all[i].number} and ${all[k].number} do not overlap`);
  return numbered;
}

function checkRinged(s, choice) {
  assert.equal(s.hoveredChoice, choice.id, 'the hovered choice');
  assert.equal(s.ringed.length, choice.spots.length, 'each of its followers ringed');
  choice.spots.forEach((p, k) => assert.ok(near(s.ringed[k], p), `ring ${k} at follower ${p.figure}`));
}

test('desktop: four swaps numbered at both followers, a hovered swap rings the pair; the refusal too', async () => {
  const { page, context, errors } = await open({}, FOUR_SWAPS);
  let s = await state(page);
  assert.equal(s.phase, 'expansion');
  const swaps = checkNumbers(s, { badgesPerChoice: 2 });
  assert.equal(swaps.length, 4, 'the four swaps numbered');
  assert.deepEqual(s.ringed, [], 'nothing ringed before a hover');
  await screenshot(page, 'choice-badges-desktop');

  const hovered = swaps[2];
  await page.mouse.move(s.buttons[hovered.id].cx, s.buttons[hovered.id].cy);
  await settle(page, 3);
  s = await state(page);
  checkRinged(s, hovered);
  await screenshot(page, 'choice-badges-desktop-hover');
  await page.mouse.move(5, 5);
  await settle(page, 3);
  s = await state(page);
  assert.deepEqual(s.ringed, [], 'the ring goes with the hover');

  // The other player answers: refusing removes one of their followers, numbered the same way.
  s = await clickButton(page, hovered.id, { s });
  if (s.screen === 'pass') s = await clickButton(page, 'pass_ok', { s });
  await settle(page, 2);
  s = await state(page);
  const refusals = checkNumbers(s, { badgesPerChoice: 1 });
  assert.ok(refusals.length >= 1, 'the refusals name their followers');
  for (const c of refusals) assert.equal(s.decisionActions[c.action].kind, 28);
  await page.mouse.move(s.buttons[refusals[0].id].cx, s.buttons[refusals[0].id].cy);
  await settle(page, 3);
  s = await state(page);
  checkRinged(s, refusals[0]);
  await screenshot(page, 'choice-badges-desktop-refuse');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('desktop: a digit key takes the choice with that number, as its button does', async () => {
  const { page, context, errors } = await open({}, FOUR_SWAPS);
  let s = await state(page);
  const third = checkNumbers(s, { badgesPerChoice: 2 })[2];
  const cursor = s.cursor;
  await page.keyboard.press('3');
  await settle(page, 3);
  s = await state(page);
  assert.equal(s.cursor, cursor + 1, 'a choice taken');
  const byKey = await page.evaluate(() => window.carc.command('export_record'));
  await page.keyboard.press('Control+z');
  await settle(page, 3);
  s = await state(page);
  assert.equal(s.cursor, cursor);
  s = await clickButton(page, third.id, { s });
  assert.equal(await page.evaluate(() => window.carc.command('export_record')), byKey, 'the same swap as its button');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: two-step swaps number own followers, then the others; a held button rings the pair', async () => {
  const { page, context, errors } = await open(PHONE, SIX_SWAPS);
  let s = await state(page);
  const froms = checkNumbers(s, { badgesPerChoice: 1 });
  assert.deepEqual(froms.map((c) => c.id), ['swap_from0', 'swap_from1'], 'step 1: own followers');
  await screenshot(page, 'choice-badges-phone-step1');

  s = await clickButton(page, 'swap_from0', { touch: true, s });
  const others = checkNumbers(s, { badgesPerChoice: 1 });
  assert.equal(others.length, 3, 'step 2: the three other followers');
  for (const c of others) {
    assert.equal(c.spots[0].badge, false, 'the own follower (the same for all) carries no number');
    assert.equal(c.spots[1].badge, true);
  }
  assert.deepEqual(s.ringed, [], 'a lifted finger rings nothing');
  assert.ok(s.pickedOwn && near(s.pickedOwn, others[0].spots[0]), 'the own follower picked is marked');
  // The button now under the lifted finger does not look chosen: every listed button the same.
  const shade = async (id) => {
    const b = s.buttons[id];
    const { file, rgb } = await screenshotPixels(page, 'choice-badges-probe',
      { clip: { x: b.x + b.w - 14, y: b.y + 6, w: 4, h: 4 } });  // its top: the bar may clip its foot
    fs.rmSync(file);
    return rgb.slice(0, 3);
  };
  const first = await shade(others[0].id);
  for (const c of others) assert.deepEqual(await shade(c.id), first, `${c.id} in the list's colour`);
  await screenshot(page, 'choice-badges-phone-step2');

  // A finger held on a button rings both followers of that swap; lifting it plays the swap.
  const held = others[1], b = s.buttons[held.id];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: b.cx, y: b.cy, id: 1 }] });
  await settle(page, 4);
  s = await state(page);
  checkRinged(s, held);
  assert.equal(s.pickedOwn, undefined, 'a held swap rings the pair instead');
  await screenshot(page, 'choice-badges-phone-held');
  const cursor = s.cursor;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await settle(page, 3);
  s = await state(page);
  assert.equal(s.cursor, cursor + 1, 'the held swap was played on release');
  assert.deepEqual(s.ringed, [], 'no ring once played');
  await cdp.detach();
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

// On a desktop the second step's list is drawn under the mouse that just clicked the first: the
// choice now under it is not hovered (nor its pair ringed) until the mouse moves.
test('desktop: the two-step swap\'s second list does not take the still mouse as pointing', async () => {
  const { page, context, errors } = await open({ viewport: { width: 1280, height: 800 } }, SIX_SWAPS);
  let s = await state(page);
  const from = s.buttons.swap_from1;
  s = await clickButton(page, 'swap_from1', { s });
  await settle(page, 3);
  s = await state(page);
  const others = s.choices.filter((c) => c.number > 0);
  const inside = (b) => b && from.cx >= b.x && from.cx <= b.x + b.w && from.cy >= b.y && from.cy <= b.y + b.h;
  const under = others.find((c) => inside(s.buttons[c.id]));
  assert.ok(under, `a choice of the second step lies under the mouse: ${JSON.stringify(from)}`);
  assert.equal(s.hoveredChoice, '', 'nothing hovered before the mouse moves');
  assert.deepEqual(s.ringed, [], 'no pair ringed');
  const b = s.buttons[under.id];
  const { file, rgb } = await screenshotPixels(page, 'choice-badges-desktop-step2',
    { clip: { x: b.x + b.w - 14, y: b.y + 6, w: 4, h: 4 } });
  fs.rmSync(file);
  const other = others.find((c) => c !== under), o = s.buttons[other.id];
  const probe = await screenshotPixels(page, 'choice-badges-probe',
    { clip: { x: o.x + o.w - 14, y: o.y + 6, w: 4, h: 4 } });
  fs.rmSync(probe.file);
  assert.deepEqual(rgb.slice(0, 3), probe.rgb.slice(0, 3), 'the button under the mouse in the list\'s colour');
  // Its number badge (left of the text) not lit yellow as a hovered one is.
  const yellow = async (c) => {
    const q = s.buttons[c.id];
    const got = await screenshotPixels(page, 'choice-badges-probe', { clip: { x: q.x + 2, y: q.y + 2, w: 30, h: q.h - 4 } });
    fs.rmSync(got.file);
    let n = 0;
    for (let i = 0; i < got.rgb.length; i += 3) n += got.rgb[i] > 220 && got.rgb[i + 1] > 170 && got.rgb[i + 2] < 90;
    return n;
  };
  assert.equal(await yellow(under), 0, 'its badge not lit');
  // Once the mouse moves, the choice under it is hovered and its pair ringed.
  await page.mouse.move(from.cx + 8, from.cy);
  await settle(page, 3);
  s = await state(page);
  assert.equal(s.hoveredChoice, under.id, 'hovered once the mouse moves');
  checkRinged(s, under);
  assert.ok(await yellow(under) > 20, 'its badge lit once the mouse moves (the probe sees a lit one)');
  assert.deepEqual(errors, []);
  await context.close();
});

// A crowded swap (four players late in a game: 147 swaps, ~21 other followers in the second
// step) at a phone's smallest tiles: the badges of neighbouring followers would lie on one
// another (a number half hidden); they are pushed apart, each still near its follower.
test('phone: badges of neighbouring followers at the smallest tiles do not overlap', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 3);
  const swaps = await page.evaluate(() => {
    window.carc.newGame(4, 1, 4);  // La Porxada
    for (let i = 0; i < 600; i++) {
      const n = (window.carc.state().decisionActions || []).filter((a) => a.kind === 25).length;
      if (n >= 12) return n;
      window.carc.autoplay(1);
    }
    return 0;
  });
  assert.ok(swaps >= 12, `a swap with many pairs: ${swaps}`);
  await settle(page, 4);
  let s = await clickButton(page, 'swap_from0', { touch: true });  // the other followers, numbered
  for (let k = 0; k < 12; k++) await page.keyboard.press('Minus');
  await settle(page, 3);
  s = await state(page);
  assert.ok(s.tilePx <= 21, `the smallest tiles: ${s.tilePx} px`);
  const all = s.choices.filter((c) => c.number > 0).flatMap((c) => c.badges.map((b) => ({ ...b, c })));
  assert.ok(all.length >= 10, `numbered followers: ${all.length}`);
  for (let i = 0; i < all.length; i++)
    for (let k = i + 1; k < all.length; k++)
      assert.ok(Math.hypot(all[i].sx - all[k].sx, all[i].sy - all[k].sy) >= all[i].r + all[k].r - 1,
        `badges ${all[i].number} and ${all[k].number} do not overlap`);
  for (const b of all) {
    const f = b.c.spots.find((p) => p.badge);
    const d = Math.hypot(b.sx - f.sx, b.sy - f.sy);
    assert.ok(d < 8 * b.r, `badge ${b.number} ${d.toFixed(0)} px from its follower`);
  }
  await screenshot(page, 'choice-badges-phone-smallest');
  assert.deepEqual(errors, []);
  await context.close();
});
