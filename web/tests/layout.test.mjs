// Layout as a player meets it: the turn's buttons stay on screen whatever the prompt beside them,
// a phone's controls are finger-sized with Start always in sight, default names follow the
// language, the meeple step says why only Skip is left, and Escape closes an open window.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, typeInto, playTurn, scrollIntoSight } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

// Random moves (the app's own autoplay) until `done(state)`; the state then.
async function playUntil(page, done, limit = 400) {
  for (let i = 0; i < limit; i++) {
    const s = await state(page);
    if (done(s)) return s;
    await page.evaluate(() => window.carc.autoplay(1));
    await settle(page, 1);
  }
  throw new Error('the position was not reached');
}

test('during a magic step Undo, Redo and Fit board stay on screen (desktop, small desktop, phone)', async () => {
  for (const [viewport, ids, opts] of [
    [{ width: 1280, height: 800 }, ['undo', 'redo'], {}],
    [{ width: 800, height: 600 }, ['undo', 'redo'], {}],
    [PHONE.viewport, ['undo', 'fit'], PHONE],
  ]) {
    const { page, context, errors } = await openPage(env, { ...opts, viewport });
    await waitForFrames(page, 3);
    await page.evaluate(() => window.carc.newGame(3, 11, 1));  // the magician and the witch
    await settle(page);
    const s = await playUntil(page, (x) => x.phase === 'expansion');
    for (const id of ids) {
      const b = s.buttons[id];
      assert.ok(b, `${id} shown at ${viewport.width}x${viewport.height}`);
      assert.ok(b.x >= 0 && b.x + b.w <= viewport.width + 0.5,
        `${id} within the ${viewport.width} px wide page: x ${b.x.toFixed(0)}..${(b.x + b.w).toFixed(0)}`);
    }
    // Both figures may go anywhere: the board marks one figure's targets at a time (one marker
    // per road or city, not a pair), the panel switches which.
    assert.ok(s.buttons.magic_magician && s.buttons.magic_witch, 'the figure switch');
    const spotFigures = (st) => st.decisionSpots.map((d) => st.decisionActions[d.index].arg0);
    const places = (st, f) => st.decisionActions.filter((a) => a.label.startsWith('magic:' + f)).length;
    assert.ok(spotFigures(s).length > 0 && spotFigures(s).every((f) => f === 0), 'the magician\'s');
    assert.equal(spotFigures(s).length, places(s, 'magician'));
    const w = await clickButton(page, 'magic_witch', { touch: !!opts.hasTouch });
    assert.equal(w.cursor, s.cursor, 'switching is not a move');
    assert.ok(spotFigures(w).every((f) => f === 1), 'then the witch\'s');
    assert.equal(spotFigures(w).length, places(w, 'witch'));
    await screenshot(page, `layout-magic-${viewport.width}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('phone setup: finger-sized controls, Start always in sight; default names follow the language', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 5);
  let s = await state(page);
  for (const [id, b] of Object.entries(s.buttons))
    if (id !== 'setup_subtitle')  // a line of text, not a control
      assert.ok(b.h >= 40 - 0.5, `${id} is ${b.h.toFixed(0)} px tall`);
  for (const id of ['start', 'rules', 'saves']) {
    const b = s.buttons[id];
    assert.ok(!b.clip && b.y >= 0 && b.y + b.h <= 667, `${id} in sight without scrolling`);
  }
  assert.deepEqual(s.setupNames, ['Player 1', 'Player 2']);
  s = await clickButton(page, 'language', { touch: true });
  for (const lang of ['en', 'cs', 'ro'])
    assert.ok(s.buttons[`lang_${lang}`].h >= 40 - 0.5, `the language list's ${lang} row is finger-sized`);
  s = await clickButton(page, 'lang_cs', { touch: true });
  assert.equal(s.language, 'cs');
  assert.deepEqual(s.setupNames, ['Hráč 1', 'Hráč 2']);
  await typeInto(page, 'name0', 'Eva');
  await clickButton(page, 'language', { touch: true });
  s = await clickButton(page, 'lang_ro', { touch: true });
  assert.deepEqual(s.setupNames, ['Eva', 'Jucătorul 2'], 'a typed name stays');
  // The expansions further down are reached by a finger's drag, and Start by a tap.
  s = await clickButton(page, 'exp_bets', { touch: true });
  await screenshot(page, 'layout-phone-setup');
  s = await clickButton(page, 'start', { touch: true });
  assert.equal(s.screen, 'game');
  assert.deepEqual(s.expansions, ['bets']);
  assert.deepEqual(s.players.map((p) => p.name), ['Eva', 'Jucătorul 2']);
  // New game from the game: the setup's pinned bar holds Back to the game too, in sight.
  await clickButton(page, 'menu', { touch: true });
  s = await clickButton(page, 'new_game', { touch: true });
  assert.equal(s.screen, 'setup');
  await clickButton(page, 'language', { touch: true });
  s = await clickButton(page, 'lang_cs', { touch: true });  // the longest labels: Back on a row of its own
  for (const id of ['start', 'rules', 'saves', 'back_to_game']) {
    const b = s.buttons[id];
    assert.ok(b && !b.clip && b.y >= 0 && b.y + b.h <= 667 && b.h >= 40 - 0.5, `${id} in sight, finger-sized: ${JSON.stringify(b)}`);
  }
  await screenshot(page, 'layout-phone-setup-back');
  s = await clickButton(page, 'back_to_game', { touch: true });
  assert.equal(s.screen, 'game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the meeple step with no meeple left says so; Escape closes the rules before it skips', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 } });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 3, 0));
  await settle(page);
  let s = await playUntil(page, (x) => x.phase === 'meeple' && x.meepleSpots.length > 0);
  assert.equal(s.prompt, 'Place a meeple on a marked spot, or skip.', 'while meeples are left');
  s = await playUntil(page, (x) => x.phase === 'meeple' && x.players[x.current].supply === 0, 1500);
  assert.equal(s.prompt, 'No meeple left in your supply: skip this step.');
  await page.mouse.click(5, 200);
  await page.keyboard.press('h');
  await settle(page);
  assert.equal((await state(page)).help, true);
  await page.keyboard.press('Escape');
  await settle(page);
  s = await state(page);
  assert.equal(s.help, false, 'Escape closed the rules');
  assert.equal(s.phase, 'meeple', 'and did not skip the meeple step');
  await page.keyboard.press('Escape');
  await settle(page);
  assert.notEqual((await state(page)).phase, 'meeple', 'a second Escape skips it');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the pass-the-device screen says why: a bet, laid face down', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 5, 8));  // the Bets
  await settle(page);
  const s = await playUntil(page, (x) => x.screen === 'pass', 600);
  assert.match(s.passReason, /^The Bets: Player \d chooses\. What they choose stays hidden from the others\.$/);
  assert.ok(s.buttons.pass_ok && s.buttons.pass_ok.h >= 40);
  await screenshot(page, 'layout-pass');
  assert.deepEqual(errors, []);
  await context.close();
});

// Every placed tile and the ring of open cells around the board lie within the board's area.
function wholeBoardShown(s) {
  const r = s.boardRect, h = s.tilePx * 1.5 - 1;
  return s.board.every((t) => t.sx - h >= r.x0 && t.sx + h <= r.x1 && t.sy - h >= r.y0 && t.sy + h <= r.y1);
}

test('the camera follows a board that grows off an edge, unless the player zoomed in', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 } });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 4, 0));
  await settle(page, 4);
  let s = await state(page);
  assert.ok(wholeBoardShown(s), 'the start tile and its ring');
  const start = s.tilePx;
  // Each turn on the first legal cell in view (the clicks a player makes): the board grows.
  for (let turn = 0; turn < 12; turn++) {
    s = await playTurn(page);
    await settle(page, 3);
    s = await state(page);
    assert.equal(s.phase, 'place');
    assert.ok(wholeBoardShown(s), `turn ${turn + 1}: the whole board with its open cells in view ` +
      `(tiles ${s.board.length}, ${s.tilePx.toFixed(0)} px)`);
  }
  assert.ok(s.tilePx < start, `zoomed out to follow (${start.toFixed(0)} -> ${s.tilePx.toFixed(0)} px)`);
  await screenshot(page, 'layout-camera-follows');
  // A player who zooms in on one part keeps their view while a legal cell is in it.
  const r = s.boardRect, before = s.tilePx;
  await page.mouse.move((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2);
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -120);
  await settle(page, 3);
  s = await state(page);
  const zoomed = s.tilePx;
  assert.ok(zoomed > before * 1.3 && !wholeBoardShown(s),
    `zoomed in: ${before.toFixed(0)} -> ${zoomed.toFixed(0)} px`);
  s = await playTurn(page);
  await settle(page, 3);
  s = await state(page);
  if (s.legal.some((l) => l.visible)) assert.equal(s.tilePx, zoomed, 'the zoom stays');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone the camera follows the board only while its tiles stay finger-sized', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 4, 0));
  await settle(page, 4);
  let s = await state(page);
  const sizes = [s.tilePx];
  for (let turn = 0; turn < 16; turn++) {
    s = await playTurn(page, { touch: true });
    await settle(page, 3);
    s = await state(page);
    sizes.push(s.tilePx);
    assert.ok(s.tilePx >= 40 - 0.5 || !s.legal.some((l) => l.visible) || sizes.at(-2) === s.tilePx,
      `turn ${turn + 1}: a follow stopped at 40 px tiles (${sizes.map((t) => t.toFixed(0)).join(' ')})`);
  }
  assert.ok(Math.min(...sizes) < sizes[0], `it did follow: ${sizes.map((t) => t.toFixed(0)).join(' ')}`);
  await screenshot(page, 'layout-camera-phone');
  assert.deepEqual(errors, []);
  await context.close();
});

// Long translations on a narrow phone wrap rather than run off the edge: the setup screen's
// subtitle in Romanian at 360 px, the rules help's headings in Czech at 390 px.
test('phone: the setup subtitle and the rules headings wrap in long translations', async () => {
  for (const [locale, width, open] of [['ro-RO', 360, false], ['cs-CZ', 390, true]]) {
    const { page, context, errors } = await openPage(env, { ...PHONE, viewport: { width, height: 740 }, locale });
    await waitForFrames(page, 4);
    let s = await state(page);
    const sub = s.buttons.setup_subtitle;
    assert.ok(sub && sub.x + sub.w <= width - 8, `${locale}: the subtitle within the screen: ${JSON.stringify(sub)}`);
    if (open) {
      for (const name of ['mage-witch', 'wind-roses', 'la-porxada', 'bets']) s = await clickButton(page, `exp_${name}`, { touch: true });
      s = await clickButton(page, 'rules', { touch: true });
      assert.equal(s.help, true);
      s = await scrollIntoSight(page, 'help_recon_heading', { touch: true });  // the help's last heading
      const h = s.buttons.help_recon_heading;
      assert.ok(h && !h.clip, 'the reconstructed values\' heading, in sight');
      assert.ok(h.x + h.w <= width - 8, `${locale}: the heading within the help window: ${JSON.stringify(h)}`);
      assert.ok(h.h > 30, `it wraps onto a second line: ${h.h} px`);
      // A phone's help gives the touch controls, not the mouse's and the keys'.
      assert.ok(s.buttons.help_controls_touch && !s.buttons.help_controls_keys, 'touch controls only');
      await screenshot(page, 'layout-help-heading-cs');
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('desktop: the rules help gives the mouse and keys, then the touch controls', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 4);
  const s = await clickButton(page, 'rules');
  assert.equal(s.help, true);
  assert.ok(s.buttons.help_controls_keys && s.buttons.help_controls_touch, 'both');
  assert.ok(s.buttons.help_controls_keys.y < s.buttons.help_controls_touch.y, 'mouse and keys first');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the tiles-left and log headers keep their open or closed state as the count changes', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 } });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 5, 0));
  await page.evaluate(() => window.carc.autoplay(2, 1));  // a line in the log
  await settle(page);
  let s = await state(page);
  assert.equal(s.buttons.tiles_left_list, undefined, 'the tiles left start folded');
  assert.ok(s.logRows.length > 0, 'the log starts open');
  s = await clickButton(page, 'tiles_left_header');
  await settle(page);
  s = await clickButton(page, 'log_header');
  await settle(page);
  s = await state(page);
  assert.ok(s.buttons.tiles_left_list, 'opened');
  assert.equal(s.logRows.length, 0, 'closed');
  const label = s.buttons.tiles_left_header.label;
  await page.evaluate(() => window.carc.autoplay(4, 1));
  await settle(page);
  s = await state(page);
  assert.notEqual(s.buttons.tiles_left_header.label, label, 'the count in the header changed');
  assert.ok(s.buttons.tiles_left_list, 'the tiles left stay open over moves');
  assert.equal(s.logRows.length, 0, 'the log stays closed over moves');
  assert.deepEqual(errors, []);
  await context.close();
});

// A game's expansion list names options, "wind-roses(spielbox)": the rules help looked its texts up
// by that whole name and showed raw keys for the heading and the rules (a helper's docs audit).
// Every text the help shows exists, in each language; a raw key also prints a console error.
test('the rules help of a Spielbox wind-roses game shows no raw text key (en, cs, ro)', async () => {
  for (const locale of ['en-GB', 'cs-CZ', 'ro-RO']) {
    const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 }, locale });
    await waitForFrames(page, 3);
    await page.evaluate(() => window.carc.newGame(2, 7, 15 | 16));  // all four, Spielbox roses
    await settle(page);
    let s = await clickButton(page, 'help');
    assert.equal(s.help, true);
    s = await scrollIntoSight(page, 'help_recon_heading');  // every section drawn on the way
    assert.deepEqual(s.missingKeys, [], `${locale}: texts missing`);
    await screenshot(page, `layout-help-spielbox-${locale}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// The phone's turn bar kept its scroll from one decision to the next: a bettor who scrolled down
// to their last chip handed the device to the next bettor, whose bar opened with their name,
// the prompt and the first choices above its edge (with La Porxada, the Accept button).
test('phone: each decision opens the turn bar at its top', async () => {
  const { page, context, errors } = await openPage(env, { ...PHONE, viewport: { width: 390, height: 844 } });
  await waitForFrames(page, 4);
  await page.evaluate(() => window.carc.newGame(3, 8, 8));
  let s = await playUntil(page, (x) => x.phase === 'expansion' && x.decisionActions.some((a) => a.kind === 32));
  await settle(page, 3);
  s = await state(page);
  const choices = (x) => Object.keys(x.buttons).filter((k) => /^dec\d+$/.test(k)).sort((a, b) => +a.slice(3) - +b.slice(3));
  const first = s.current, last = choices(s).at(-1);
  s = await clickButton(page, last, { touch: true });  // scrolled into sight first
  if (s.screen === 'pass') s = await clickButton(page, 'pass_ok', { touch: true });
  await settle(page, 3);
  s = await state(page);
  assert.notEqual(s.current, first, 'the next bettor');
  assert.equal(s.phase, 'expansion');
  for (const id of ['turn_player', choices(s)[0]])
    assert.ok(s.buttons[id] && !s.buttons[id].clip, `${id} in sight: ${JSON.stringify(s.buttons[id])}`);
  await screenshot(page, 'phone-next-bettor');
  assert.deepEqual(errors, []);
  await context.close();
});

// Fit board on a phone stopped at 20-px tiles: a finished game of all four minis (97 tiles) is
// wider than that, so its edges stayed cut off (and pinching out stops where a fit stopped).
test('phone: Fit board shows the whole board of a finished all-minis game', async () => {
  const { page, context, errors } = await openPage(env, { ...PHONE, viewport: { width: 390, height: 844 } });
  await waitForFrames(page, 4);
  await page.evaluate(() => window.carc.newGame(3, 11, 15));
  await page.evaluate(() => window.carc.command('autoplay 600 5'));  // a board 21 cells wide
  await settle(page, 3);
  let s = await state(page);
  assert.equal(s.over, true);
  if (s.buttons.final_close) await clickButton(page, 'final_close', { touch: true });
  await settle(page, 2);
  s = await clickButton(page, 'fit', { touch: true });
  await settle(page, 3);
  s = await state(page);
  // Each tile whole inside the board's part of the screen.
  const r = s.boardRect, h = s.tilePx / 2;
  const out = s.board.filter((t) => t.sx - h < r.x0 - 0.5 || t.sx + h > r.x1 + 0.5 || t.sy - h < r.y0 - 0.5 || t.sy + h > r.y1 + 0.5);
  assert.equal(s.board.length, 97);
  assert.deepEqual(out.map((t) => `${t.tile}@${t.x},${t.y}`), [], `all ${s.board.length} tiles in view (${s.tilePx.toFixed(1)} px a tile)`);
  await screenshot(page, 'phone-fit-finished');
  assert.deepEqual(errors, []);
  await context.close();
});

// The final table is centred on the board; six long names on a small laptop made it wider than
// the board's part of the screen, and it ran past the screen's left edge (Czech, 1024x640).
test('the final table of six long names stays on a small laptop\'s screen', async () => {
  const viewport = { width: 1024, height: 640 };
  const { page, context, errors } = await openPage(env, { viewport, locale: 'cs-CZ' });
  await waitForFrames(page, 4);
  for (let i = 0; i < 4; i++) await clickButton(page, 'add_player');
  const names = ['Maximilian-Alexander von Habsburg', 'Žofie Přemyslovna Kněžna', 'Ștefăniță Alexandrescu-Dobrogeanu',
    'WWWWWWWWWWWWWWWWWWWW', 'Jo', 'Anna-Lena Müller-Lüdenscheidt'];
  for (let i = 0; i < 6; i++) await typeInto(page, `name${i}`, names[i], { enter: false });
  await clickButton(page, 'exp_bets');
  await clickButton(page, 'exp_mage-witch');
  await clickButton(page, 'start');
  let s = await state(page);
  for (let k = 0; k < 40 && !s.over; k++) {
    if (s.screen === 'pass') await clickButton(page, 'pass_ok', { s });
    await page.evaluate(() => window.carc.autoplay(3000));
    await settle(page, 3);
    s = await state(page);
  }
  assert.equal(s.over, true);
  await settle(page, 3);
  s = await state(page);
  for (const id of ['final_new', 'final_close'])
    assert.ok(s.buttons[id] && s.buttons[id].x >= 0, `${id} on the screen: ${JSON.stringify(s.buttons[id])}`);
  const f = s.buttons.final_window;
  assert.ok(f, 'the final table is shown');
  assert.ok(f.x >= 0 && f.x + f.w <= viewport.width, `on the screen: ${JSON.stringify(f)}`);
  for (const id of ['final_new', 'final_close'])
    assert.ok(s.buttons[id] && s.buttons[id].x >= f.x, `${id} inside the table: ${JSON.stringify(s.buttons[id])}`);
  await screenshot(page, 'final-six-long-names');
  assert.deepEqual(errors, []);
  await context.close();
});
