// What a careful new player hit at 1280x800 and on a 375x667 phone (the project's issue 40): the
// phone's prompt asked to "click" after a reload; Place looked ready before a square was picked
// and neither it nor a click on a square the tile cannot take said anything; a lost bet read
// "+0"; the magic markers lit faintly and said nothing; the drawn tile did not say what an
// expansion's tile does; the open list of tiles left put a scrollbar over the language box and
// pushed the key hint off the panel; default names kept "Player 1" in another language; the
// Romanian score table said "Meeple".
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, screenshotPixels, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint, typeInto } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

// Plays single seeded random actions (the pass screen handed over by the hook's own moves) until
// `until(state)` holds; the state then, or null.
async function playUntil(page, until, max = 600) {
  for (let i = 0; i < max; i++) {
    const s = await state(page);
    if (until(s)) return s;
    if (s.over) return null;
    await page.evaluate((k) => window.carc.autoplay(1, k), 1000 + i);
  }
  return null;
}

// The mean colour of a w x h box (CSS px) of the screen.
async function meanColour(page, name, box) {
  const { rgb } = await screenshotPixels(page, name, { clip: box });
  const sum = [0, 0, 0];
  for (let i = 0; i < rgb.length; i += 3) for (let k = 0; k < 3; k++) sum[k] += rgb[i + k];
  return sum.map((v) => v / (rgb.length / 3));
}
const greenness = ([r, g, b]) => g - Math.max(r, b);

test('phone: after a reload the prompt is worded for a finger before the first tap', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 5);
  await page.evaluate(() => { window.carc.newGame(2, 11, 0); window.carc.autoplay(2, 3); });
  await settle(page, 4);
  await page.reload();  // the autosave comes back; no tap yet
  await waitForFrames(page, 5);
  await settle(page, 3);
  const s = await state(page);
  assert.equal(s.screen, 'game');
  assert.equal(s.phase, 'place');
  assert.equal(s.prompt, 'Tap a highlighted square to try the tile there.', 'touch wording from the start');
  await screenshot(page, 'careful-phone-reloaded');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Place is greyed out until a square is picked; a press of it, or a click on a square the tile cannot take, says why', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 5);
  await page.evaluate(() => window.carc.newGame(2, 11, 0));
  await settle(page, 4);
  let s = await state(page);
  const b = s.buttons.confirm;
  // Its face along the top inside edge (the label is in the middle): grey, not the ready green.
  const face = { x: b.x + 4, y: b.y + 2, w: b.w - 8, h: 3 };
  const before = await meanColour(page, 'careful-place-unpicked', face);
  assert.ok(greenness(before) < 10, `Place is not green before a pick: ${before.map(Math.round)}`);
  s = await clickButton(page, 'confirm');
  assert.equal(s.board.length, 1, 'nothing placed');
  assert.match(s.note?.text || '', /^No square picked: click a highlighted square/, JSON.stringify(s.note));
  assert.ok(s.note.y1 <= b.y + 1, 'the note above the button');
  await screenshot(page, 'careful-place-note');

  // A square with a tile on it, one far from the board, one beside it where no turn fits.
  const note = async (x, y) => {
    const tl = s.board[0];
    const t = s.tilePx;
    return (await clickPoint(page, { sx: tl.sx + (x - tl.x) * t, sy: tl.sy + (y - tl.y) * t })).note?.text;
  };
  assert.equal(await note(0, 0), 'A tile is already there.');
  assert.equal(await note(0, 3), 'Not next to a tile: the tile must touch the board.');
  s = await state(page);
  assert.equal(s.board.length, 1, 'nothing placed by those clicks');
  // Play on until a square beside the board is open but fits the drawn tile in no turn.
  let closed = null;
  for (let i = 0; i < 60 && !closed; i++) {
    s = await state(page);
    if (s.phase === 'place') {
      const taken = new Set(s.board.map((t) => `${t.x},${t.y}`)), legal = new Set(s.legal.map((l) => `${l.x},${l.y}`));
      for (const t of s.board)
        for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
          const k = `${t.x + dx},${t.y + dy}`;
          if (!taken.has(k) && !legal.has(k)) closed = [t.x + dx, t.y + dy];
        }
    }
    if (!closed) await page.evaluate(() => window.carc.autoplay(1, 5));
  }
  assert.ok(closed, 'a square beside the board where the tile fits in no turn');
  s = await clickButton(page, 'fit');
  assert.equal(await note(...closed), 'The edges do not match there, whichever way the tile is turned.');
  await screenshot(page, 'careful-no-match-note');

  // Picked with Tab: Place turns green.
  await page.keyboard.press('Tab');
  await settle(page, 3);
  s = await state(page);
  assert.ok(s.pick, 'a square picked');
  const after = await meanColour(page, 'careful-place-picked', face);
  assert.ok(greenness(after) > 25, `Place is green once a square is picked: ${after.map(Math.round)}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: ✓ before a pick says to tap a square first', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 5);
  await page.evaluate(() => window.carc.newGame(2, 11, 0));
  await settle(page, 4);
  const s = await clickButton(page, 'confirm', { touch: true });
  assert.equal(s.board.length, 1);
  assert.match(s.note?.text || '', /^Tap a highlighted square first/);
  const n = s.note;
  assert.ok(n.x0 >= 0 && n.x1 <= 375 && n.y0 >= 0, `the note on the screen: ${JSON.stringify(n)}`);
  await screenshot(page, 'careful-phone-confirm-note');
  assert.deepEqual(errors, []);
  await context.close();
});

// The Bets: a scoring whose bets all lost is labelled so, its words on hover (the log's).
test('a lost bet is labelled "bet lost" on the board, in three languages', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1100, height: 760 } });
  await waitForFrames(page, 5);
  await page.evaluate(() => window.carc.newGame(2, 5, 15));
  await settle(page, 2);
  const lostBet = (x) => x.screen === 'game' && x.lastScores.some((e) => e.column === 'bet' && e.earned.every((p) => p === 0));
  let s = await playUntil(page, lostBet, 900);
  assert.ok(s, 'a bet lost during play');
  s = await clickButton(page, 'fit');
  const lost = s.lastScores.find((e) => e.column === 'bet' && e.earned.every((p) => p === 0) && e.label);
  assert.ok(lost, `the lost bet is labelled: ${JSON.stringify(s.lastScores)}`);
  assert.equal(lost.label.text, 'bet lost');
  await screenshot(page, 'careful-bet-lost');
  await page.mouse.move((lost.label.x0 + lost.label.x1) / 2, (lost.label.y0 + lost.label.y1) / 2);
  await settle(page, 3);
  s = await state(page);
  assert.match(s.buttons.score_tip?.label || '', /loses a bet/, 'the log\'s words when hovered');
  for (const [lang, text] of [['ro', 'pariu pierdut'], ['cs', 'sázka prohrána']]) {
    await clickButton(page, 'language');
    s = await clickButton(page, `lang_${lang}`);
    const label = s.lastScores.find((e) => e.column === 'bet' && e.earned.every((p) => p === 0) && e.label);
    assert.equal(label.label.text, text, lang);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a magic marker under the mouse is ringed brightly and names the figure and the feature', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 } });
  await waitForFrames(page, 5);
  await page.evaluate(() => window.carc.newGame(2, 3, 1));
  await settle(page, 2);
  let s = await playUntil(page, (x) => x.screen === 'game' && x.phase === 'expansion' && x.decisionSpots.length > 0);
  assert.ok(s, 'a magic step with markers on the board');
  await settle(page, 4);
  s = await state(page);
  const spot = s.decisionSpots.find((d) => d.visible);
  assert.ok(spot, 'a marker in view');
  await page.mouse.move(spot.sx, spot.sy);
  await settle(page, 3);
  s = await state(page);
  const tip = s.buttons.decision_tip;
  assert.ok(tip, 'a tooltip over the marker');
  assert.match(tip.label, /^Put the (magician|witch) on the (road|city) at -?\d+,-?\d+/, tip.label);
  // The ring: bright yellow pixels around the marker (the old hover only lightened its fill).
  const r = 30;
  const { rgb } = await screenshotPixels(page, 'careful-magic-hover', { clip: { x: spot.sx - r, y: spot.sy - r, w: 2 * r, h: 2 * r } });
  let yellow = 0;
  for (let i = 0; i < rgb.length; i += 3) yellow += rgb[i] > 220 && rgb[i + 1] > 200 && rgb[i + 2] < 110;
  assert.ok(yellow > 40, `a yellow ring around the hovered marker: ${yellow} px`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the drawn tile says what a bookmaker, magic, wind rose or La Porxada tile does', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 } });
  await waitForFrames(page, 5);
  await page.evaluate(() => window.carc.newGame(2, 9, 15));
  await settle(page, 2);
  const want = [
    [/^BT/, /^A bookmaker tile: .*bet chip/],
    [/^MW/, /^A magic tile: .*magician or the witch/],
    [/^WR[2-5]$/, /^A quarter wind rose \((NE|SE|SW|NW)\): placed in the \1 section/],
    [/^LP$/, /^La Porxada: .*swap/],
  ];
  const seen = [];
  for (const [tile, words] of want) {
    const s = await playUntil(page, (x) => x.screen === 'game' && x.phase === 'place' && tile.test(x.drawn), 400);
    if (!s) continue;
    const b = s.buttons.drawn_tile;
    await page.mouse.move(b.cx, b.cy);
    await settle(page, 3);
    const tip = (await state(page)).buttons.tile_tip;
    assert.ok(tip, `a tooltip on the drawn ${s.drawn}`);
    assert.match(tip.label, words, s.drawn);
    seen.push(s.drawn);
    if (seen.length === 1) await screenshot(page, 'careful-tile-tip');
    await page.mouse.move(10, 10);
    await page.evaluate(() => window.carc.autoplay(1, 7));
  }
  assert.ok(seen.length >= 2, `expansion tiles drawn and explained: ${seen}`);
  // A plain tile has none.
  const s = await playUntil(page, (x) => x.screen === 'game' && x.phase === 'place' && /^[A-X]$/.test(x.drawn), 100);
  await page.mouse.move(s.buttons.drawn_tile.cx, s.buttons.drawn_tile.cy);
  await settle(page, 3);
  assert.equal((await state(page)).buttons.tile_tip, undefined, `no tooltip on ${s.drawn}`);
  assert.deepEqual(errors, []);
  await context.close();
});

// The list of tiles left (about 50 kinds with all four minis) scrolls in a box of its own: the
// side panel keeps the language box, the log and the key hint in view, with no scrollbar.
test('with the tiles left open the side panel keeps the language box, the log and the key hint in view', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 5);
  await page.evaluate(() => { window.carc.newGame(2, 5, 15); window.carc.autoplay(6, 7); });
  await settle(page, 4);
  await clickButton(page, 'tiles_left_header');
  for (const lang of ['en', 'ro']) {
    if (lang !== 'en') { await clickButton(page, 'language'); await clickButton(page, `lang_${lang}`); }
    const s = await state(page);
    assert.ok(s.buttons.tiles_left_list, 'the list is open');
    for (const id of ['language', 'log_header', 'panel_hint']) {
      const b = s.buttons[id];
      assert.ok(b && !b.clip && b.y >= 0 && b.y + b.h <= 800 && b.x + b.w <= 1280, `${lang}: ${id} in view: ${JSON.stringify(b)}`);
    }
    // No scrollbar down the panel's right edge beside the toolbar: the panel's own colour there,
    // as between the toolbar's last button and that edge.
    const { rgb } = await screenshotPixels(page, `careful-tiles-open-${lang}`, { clip: { x: 1230, y: 40, w: 48, h: 50 } });
    const at = (x, y) => rgb.slice(3 * (y * 48 + x), 3 * (y * 48 + x) + 3);
    const bg = at(10, 25);
    let other = 0;
    for (let y = 0; y < 50; y++)
      for (let x = 42; x < 48; x++) other += at(x, y).reduce((d, v, k) => d + Math.abs(v - bg[k]), 0) > 20;
    assert.ok(other < 10, `${lang}: no scrollbar at the panel's edge (${other} px differ)`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('default names follow the language in a game; a typed name stays; Romanian counts "Supuși"', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 5);
  await clickButton(page, 'add_player');
  await typeInto(page, 'name2', 'Eva', { enter: false });
  let s = await clickButton(page, 'start');
  assert.deepEqual(s.players.map((p) => p.name), ['Player 1', 'Player 2', 'Eva']);
  await page.evaluate(() => window.carc.autoplay(2, 3));
  await clickButton(page, 'language');
  s = await clickButton(page, 'lang_cs');
  assert.deepEqual(s.players.map((p) => p.name), ['Hráč 1', 'Hráč 2', 'Eva']);
  assert.ok(s.logTail.some((l) => l.startsWith('Hráč 1 ')), `the log in the language too: ${s.logTail}`);
  await clickButton(page, 'language');
  s = await clickButton(page, 'lang_ro');
  assert.deepEqual(s.players.map((p) => p.name), ['Jucătorul 1', 'Jucătorul 2', 'Eva']);
  // The score table's column (the Romanian rule pages' word for followers, seeds 000 and 002).
  assert.equal(s.labels['panel.meeples'], 'Supuși');
  await screenshot(page, 'careful-romanian-names');
  // The record keeps the names the game started with.
  const record = await page.evaluate(() => window.carc.command('export_record'));
  assert.match(record, /Players: Player 1, Player 2, Eva/);
  assert.deepEqual(errors, []);
  await context.close();
});
