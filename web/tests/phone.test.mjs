// A phone: 375x667 touch viewport. Taps pick a cell, tap again rotates, ✓ places; two fingers pan
// and pinch-zoom; the menu sheet holds the log, tiles left and the language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, screenshotPixels } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint, startFromSetup, playTurn, typeInto } from '../lib/game.mjs';
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

  // ✓ is in the bar before a square is picked, doing nothing: a pick moves no button (Undo
  // stays where a finger reaches for it).
  const bar = (st) => ['rotate', 'confirm', 'undo', 'fit'].map((id) => st.buttons[id] && [st.buttons[id].x, st.buttons[id].y]);
  const unpicked = bar(s);
  assert.ok(unpicked.every((b) => b), `the turn bar's buttons: ${JSON.stringify(unpicked)}`);
  s = await clickButton(page, 'confirm', { touch: true });
  assert.equal(s.board.length, 1, '✓ without a pick places nothing');
  // Tap a legal cell: it is picked (previewed), not placed.
  const cell = s.legal.find((l) => l.visible && l.rots.length > 1) || s.legal.find((l) => l.visible);
  s = await clickPoint(page, cell, { touch: true });
  assert.deepEqual(s.pick, { x: cell.x, y: cell.y }, 'tap picks the cell');
  assert.equal(s.board.length, 1, 'nothing placed yet');
  assert.deepEqual(bar(s), unpicked, 'the bar\'s buttons stay put when a square is picked');
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
  // The top bar also counts the tiles left (the side panel's header on a desktop).
  const left = s.buttons.tiles_left;
  assert.ok(left && left.y >= 0 && left.y + left.h <= s.boardRect.y0, `tiles left in the top bar: ${JSON.stringify(left)}`);

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
  // Its buttons two a row: the log is in sight without scrolling the sheet, a good part of it.
  for (const [a, b] of [['menu_close', 'new_game'], ['redo', 'help']])
    assert.equal(s.buttons[a].y, s.buttons[b].y, `${a} and ${b} share a row`);
  assert.ok(s.logBox.y1 <= 667 + 0.5 && s.logBox.y1 - s.logBox.y0 >= 150,
    `the log in sight: ${s.logBox.y0.toFixed(0)}..${s.logBox.y1.toFixed(0)}`);
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
  await page.evaluate(() => window.carc.newGame(2, 4242, 1));  // the Magician and the Witch
  await settle(page, 4);
  // Auto-play to a magic step with many targets, then unfold "All choices" under the prompt.
  let s;
  for (let i = 0; i < 400; i++) {
    s = await state(page);
    if (s.screen === 'game' && s.phase === 'expansion' && s.decisionActions.length > 12) break;
    if (s.over) break;
    await page.evaluate(() => window.carc.autoplay(1));
    await settle(page, 1);
  }
  const n = s.decisionActions.length;
  assert.ok(n > 12, `a magic step with many targets (${n})`);
  s = await clickButton(page, 'all_choices', { touch: true });
  const last = `dec${n - 1}`;
  const below = (b) => b.y + b.h > s.viewport.h;
  assert.ok(s.buttons[last] && below(s.buttons[last]), `a choice below the screen (${n} choices)`);
  const cursor = s.cursor;
  const cdp = await context.newCDPSession(page);
  for (let k = 0; k < 20 && below(s.buttons[last]); k++) {
    const before = s.buttons[last].cy;
    await swipe(page, cdp, s.viewport.w / 2, s.viewport.h - 40, -300);
    s = await state(page);
    assert.equal(s.cursor, cursor, 'dragging over the choices chose nothing');
    // Each swipe scrolls, the last one as far as the list goes (which may be less than a swipe).
    assert.ok(s.buttons[last].cy < before - 20 || (s.buttons[last].cy < before && !below(s.buttons[last])),
      `a swipe scrolls the choices (${before} -> ${s.buttons[last].cy})`);
  }
  assert.ok(!below(s.buttons[last]), `the last choice scrolled into view (${s.buttons[last].cy})`);
  await screenshot(page, 'phone-choices-scrolled');
  s = await clickButton(page, last, { touch: true });
  assert.equal(s.cursor, cursor + 1, 'a tap on the scrolled-to choice plays it');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('La Porxada swaps in two steps: own follower, then the other one; back returns', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 5);
  await page.evaluate(() => window.carc.newGame(2, 4242, 4));  // La Porxada alone
  await settle(page, 4);
  let s;
  for (let i = 0; i < 600; i++) {
    s = await state(page);
    if (s.screen === 'game' && s.buttons.swap_from1) break;
    if (s.over) break;
    await page.evaluate(() => window.carc.autoplay(1));
    await settle(page, 1);
  }
  assert.ok(s.buttons.swap_from1, 'a La Porxada option with swaps from several own followers');
  const swaps = s.decisionActions.filter((a) => a.kind === 25).length;
  const shown = Object.keys(s.buttons).filter((k) => /^dec\d+$/.test(k)).length;
  assert.ok(shown < s.decisionActions.length, `not every one of ${swaps} swaps listed at once`);
  await screenshot(page, 'phone-porxada-step1');
  const cursor = s.cursor;
  s = await clickButton(page, 'swap_from0', { touch: true });
  assert.equal(s.cursor, cursor, 'picking the own follower plays nothing yet');
  assert.ok(s.buttons.swap_back, 'a way back');
  const decs = Object.keys(s.buttons).filter((k) => /^dec\d+$/.test(k));
  assert.ok(decs.length >= 1, 'the swaps from that follower');
  for (const k of decs) assert.equal(s.decisionActions[Number(k.slice(3))].kind, 25, 'only swaps listed');
  const from = s.decisionActions[Number(decs[0].slice(3))].arg0;
  for (const k of decs) assert.equal(s.decisionActions[Number(k.slice(3))].arg0, from, 'all from the picked follower');
  await screenshot(page, 'phone-porxada-step2');
  s = await clickButton(page, 'swap_back', { touch: true });
  assert.ok(s.buttons.swap_from1 && !s.buttons.swap_back, 'back to the first step');
  s = await clickButton(page, 'swap_from1', { touch: true });
  const d2 = Object.keys(s.buttons).filter((k) => /^dec\d+$/.test(k));
  s = await clickButton(page, d2[0], { touch: true });
  assert.equal(s.cursor, cursor + 1, 'the swap was played');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

// A phone's keyboard opens only for a focused text element and sends its text and deletions as
// input events, with no key events; SDL alone would see nothing of it (platform/text_input.h).
test('phone: a tap on a name field takes the on-screen keyboard; text beyond ASCII by keyboard too', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 5);
  let s = await state(page);
  const field = s.buttons.name0;
  await page.touchscreen.tap(field.cx, field.cy);
  await settle(page, 3);
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'TEXTAREA',
    'the tap focused the page\'s text input, which opens the keyboard');
  for (let i = 0; i < 12; i++) await page.evaluate(() => document.execCommand('delete'));
  await settle(page);  // a backspace takes two frames (pressed, released): settle waits for all
  // A word composed by the keyboard (its suggestions) shows as it grows and is committed once;
  // then plain text; then a word still being composed when the player taps Start.
  const cdp = await context.newCDPSession(page);
  for (const text of ['J', 'Ji', 'Jiř', 'Jiří']) {
    await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    await settle(page, 1);
  }
  await page.keyboard.insertText('Jiří');  // commits the composition
  await page.keyboard.insertText(' Šťastný');
  for (const text of [' N', ' No', ' Nov']) {
    await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    await settle(page, 1);
  }
  await settle(page, 8);
  await screenshot(page, 'phone-name-typed');
  s = await startFromSetup(page, { touch: true });
  assert.equal(s.players[0].name, 'Jiří Šťastný Nov');
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'BODY', 'keyboard closed');
  assert.deepEqual(errors, []);
  await context.close();
  // A physical keyboard: letters through key presses and ě as a layout without it sends it
  // (input events only), each arriving once.
  const desk = await openPage(env, { viewport: { width: 900, height: 700 } });
  await waitForFrames(desk.page, 5);
  await typeInto(desk.page, 'name1', 'Neděle Ölçer');
  s = await startFromSetup(desk.page);
  assert.equal(s.players[1].name, 'Neděle Ölçer');
  assert.deepEqual(desk.errors, []);
  await desk.context.close();
});

// Rename shows a field a frame after the tap on the button: the tap itself focuses the page's
// textarea (in the touchend handler), since iOS opens the keyboard only from the user's gesture.
test('phone: a tap on Rename takes the on-screen keyboard in the tap itself', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 5, 0));
  await settle(page);
  const command = (c) => page.evaluate((x) => window.carc.command(x), c);
  await command('save_slot Old name');
  await command('saves');
  await settle(page);
  // Where the focus is once the canvas's own touchend handlers have run (added after them).
  await page.evaluate(() => {
    window.focusAtTap = [];
    document.getElementById('canvas').addEventListener('touchend', () => {
      window.focusAtTap.push(document.activeElement.tagName);
    });
  });
  let s = await clickButton(page, 'slot0_rename', { touch: true });
  assert.deepEqual(await page.evaluate(() => window.focusAtTap), ['TEXTAREA'],
    'focused in the tap\'s own handler');
  await settle(page, 3);
  s = await state(page);
  assert.ok(s.buttons.slot0_name, 'the name field is open');
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'TEXTAREA');
  await page.keyboard.insertText('Neděle');  // as a phone's keyboard sends it; replaces the old name
  await settle(page, 3);
  await page.keyboard.press('Enter');
  await settle(page, 3);
  const names = (await command('slots')).trim().split('\n').map((l) => l.split('\t')[1]);
  assert.deepEqual(names, ['Neděle']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: the final table heads each column with its player\'s name', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(6, 99, 15));  // six players, all four minis
  await page.evaluate(() => window.carc.autoplay(5000));
  await settle(page, 4);
  let s = await state(page);
  assert.equal(s.finalShown, true);
  for (const lang of ['en', 'cs']) {
    if (lang !== 'en') {
      // The menu sheet's language switch is under the final table: close it, switch, reopen.
      s = await clickButton(page, 'final_close', { touch: true });
      await clickButton(page, 'menu', { touch: true });
      await clickButton(page, 'language', { touch: true });
      await clickButton(page, `lang_${lang}`, { touch: true });
      await clickButton(page, 'menu_close', { touch: true });
      s = await clickButton(page, 'show_final', { touch: true });
    }
    const heads = s.players.map((p, i) => s.buttons[`final_head${i}`]);
    heads.forEach((h, i) => {
      assert.ok(h, `player ${i}'s column has a head`);
      assert.ok(h.x >= 0 && h.x + h.w <= 375 + 0.5, `head ${i} inside the phone's width: ${JSON.stringify(h)}`);
      // The colour (18 px) and under it the name, a line or two.
      assert.ok(h.h >= 18 + 16, `head ${i} holds a name under its colour: ${h.h} px`);
    });
    // Side by side, in one row, none over another.
    const sorted = [...heads].sort((a, b) => a.x - b.x);
    for (let i = 1; i < sorted.length; i++) assert.ok(sorted[i].x >= sorted[i - 1].x + sorted[i - 1].w - 0.5, 'heads do not overlap');
    assert.ok(heads.every((h) => Math.abs(h.y - heads[0].y) < 1), 'one row of heads');
    // The top bar's second line names the winner where it counted the tiles left.
    const w = s.buttons.top_winners;
    assert.ok(w && w.y >= 0 && w.y + w.h <= s.boardRect.y0 + 0.5 && w.x + w.w <= 375 - 56,
      `the winner in the top bar, clear of the menu button: ${JSON.stringify(w)}`);
    assert.match(w.label, lang === 'en' ? /^Winners?: \S/ : /^Vítěz(ové)?: \S/);
    assert.equal(s.buttons.tiles_left, undefined, 'no tiles left to count');
    await screenshot(page, `phone-final-heads-${lang}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: a setup error shows on the pinned bar, above Start, when Start is tapped', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 4);
  // Seven players: more than the rules allow (the screen adds up to six), so the engine refuses;
  // the setup is taller than the screen and scrolled to its top.
  assert.equal(await page.evaluate(() => window.carc.command('setup_players 7')), '7');
  await settle(page);
  let s = await clickButton(page, 'start', { touch: true });
  assert.equal(s.screen, 'setup', 'the game did not start');
  for (const [lang, words] of [['en', 'The game could not start'], ['cs', 'Hru nelze začít'], ['ro', 'Jocul nu a putut începe']]) {
    if (lang !== 'en') {
      await clickButton(page, 'language', { touch: true });
      s = await clickButton(page, `lang_${lang}`, { touch: true });
    }
    const e = s.buttons.setup_error, start = s.buttons.start;
    assert.ok(e, `${lang}: the error is shown`);
    assert.equal(e.clip, undefined, `${lang}: not scrolled out of sight`);
    assert.ok(e.x >= 0 && e.x + e.w <= 375.5 && e.y >= 0 && e.y + e.h <= start.y + 0.5, `${lang}: above Start: ${JSON.stringify(e)}`);
    assert.ok(start.y + start.h <= 667, 'Start still on screen');
    await screenshot(page, `phone-setup-error-${lang}`);
    assert.ok(s.setupError.startsWith(words), `${lang}: "${s.setupError}"`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// The end of a game on a phone: Undo in the turn bar takes the last move back (there is no
// Ctrl+Z); and the menu sheet one player opened is closed when the device passes to the next.
test('phone: Undo at the end of the game; the menu sheet closes at the pass screen', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 7, 0));
  await page.evaluate(() => window.carc.autoplay(5000));
  await settle(page, 4);
  let s = await state(page);
  assert.equal(s.over, true);
  s = await clickButton(page, 'final_close', { touch: true });
  const undo = s.buttons.undo;
  assert.ok(undo && undo.y + undo.h <= s.viewport.h && undo.h >= 40, `Undo in the turn bar: ${JSON.stringify(undo)}`);
  assert.ok(s.buttons.show_final, 'the final scores a tap away');
  await screenshot(page, 'phone-game-over-undo');
  const cursor = s.cursor;
  s = await clickButton(page, 'undo', { touch: true });
  assert.equal(s.over, false, 'the game goes on again');
  assert.equal(s.cursor, cursor - 1, 'one move back');

  // Bets: a pass screen for the next bettor closes the menu sheet the placer left open.
  await page.evaluate(() => window.carc.newGame(3, 4242, 8));
  await settle(page, 2);
  for (let i = 0; i < 300; i++) {
    s = await state(page);
    if (s.screen === 'game' && s.phase === 'expansion' && s.decisionActions.some((a) => a.kind === 32)) break;
    if (s.screen === 'pass') { await clickButton(page, 'pass_ok', { touch: true, s }); continue; }
    await page.evaluate(() => window.carc.autoplay(1));
    await settle(page, 1);
  }
  assert.ok(s.decisionActions.some((a) => a.kind === 32), 'a bet');
  assert.ok(s.decisionTile, 'the bet names its bookmaker tile');
  const bt = s.board.find((t) => t.x === s.decisionTile.x && t.y === s.decisionTile.y);
  assert.ok(bt && /^BT/.test(bt.tile), `the bookmaker tile outlined: ${JSON.stringify(bt)}`);
  assert.match(s.hint, /\(outlined on the board\)/);
  // The outline is drawn: points along the tile's edges are its pink (figures may cover some).
  await settle(page, 4);
  s = await state(page);
  const shown = s.board.find((t) => t.x === s.decisionTile.x && t.y === s.decisionTile.y);
  assert.ok(shown.visible, `the bookmaker tile in view: ${JSON.stringify(shown)}`);
  const half = s.tilePx / 2, pink = ([r, g, b]) => r > 170 && g < 130 && b > 120 && r - g > 80;
  let pinkPoints = 0;
  for (const [dx, dy] of [[-0.5, -1], [0.5, -1], [-0.5, 1], [0.5, 1], [-1, -0.5], [-1, 0.5], [1, -0.5], [1, 0.5]]) {
    const { rgb } = await screenshotPixels(page, 'phone-bet-outline',
      { clip: { x: shown.sx + dx * half - 1, y: shown.sy + dy * half - 1, w: 2, h: 2 } });
    pinkPoints += pink(rgb.slice(0, 3));
  }
  assert.ok(pinkPoints >= 4, `the bookmaker tile's edges in pink: ${pinkPoints} of 8 points`);
  // The placer bets; the next bettor takes the device, then Undo goes back to the placer's bet:
  // the placer is asked (their chips are not for the next bettor to see) and takes the device.
  s = await clickButton(page, s.choices[0].id, { touch: true });
  assert.equal(s.screen, 'pass', 'the next bettor\'s pass screen');
  s = await clickButton(page, 'pass_ok', { touch: true, s });
  s = await clickButton(page, 'undo', { touch: true });
  assert.equal(s.screen, 'undo_ask', 'the device goes back to the placer, to agree');
  s = await clickButton(page, 'undo_yes', { touch: true, s });
  assert.equal(s.screen, 'game', 'the placer\'s own bet again');
  // Redo from the menu sheet: the next bettor's pass screen, with the sheet closed under it.
  s = await clickButton(page, 'menu', { touch: true });
  assert.equal(s.menu, true);
  s = await clickButton(page, 'redo', { touch: true });
  assert.equal(s.screen, 'pass');
  assert.equal(s.menu, false, 'no menu sheet left open for the next player');
  s = await clickButton(page, 'pass_ok', { touch: true, s });
  assert.equal(s.menu, false);
  assert.ok(s.buttons[s.choices[0].id], 'the bet\'s choices in sight');
  assert.deepEqual(errors, []);
  await context.close();
});

// After a tap picks a square, the prompt says whether another tap can turn the tile there.
test('phone: the prompt after a pick says whether a second tap turns the tile', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 12, 0));
  await settle(page, 2);
  let s = await state(page);
  const seen = new Set();
  for (let i = 0; i < 200 && seen.size < 2; i++) {
    if (s.phase === 'place') {
      for (const [n, want] of [[1, /^The tile fits here only this way round: ✓ to place it\.$/], [2, /^Tap the tile again to rotate it, ✓ to place it\.$/]]) {
        const cell = s.legal.find((l) => l.visible && (n === 1 ? l.rots.length === 1 : l.rots.length > 1));
        if (!cell || seen.has(n)) continue;
        s = await clickPoint(page, cell, { touch: true });
        assert.deepEqual(s.pick, { x: cell.x, y: cell.y });
        assert.match(s.prompt, want, `${cell.rots.length} rotation(s) at ${cell.x},${cell.y}`);
        seen.add(n);
      }
    }
    await page.evaluate(() => window.carc.autoplay(1));
    await settle(page, 1);
    s = await state(page);
  }
  assert.equal(seen.size, 2, 'squares with one and with several rotations picked');
  assert.deepEqual(errors, []);
  await context.close();
});
