// Undo in a hot-seat game: whoever holds the device takes back their own moves at once; another
// player's move (the last one of the turn before, their bet) only once that player takes the
// device and agrees (undone freely, it let the next player reach an opponent's hidden bet and
// claim to be them at the pass screen). "Undo any move without asking" on the setup screen,
// remembered, undoes freely; the embed viewer steps back as before. And an undo back into a bet
// brings its bookmaker tile into view, also while the board is still gliding elsewhere.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint, playTurn } from '../lib/game.mjs';
import { fstate, fsettle, hostPage } from '../lib/frames.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

async function key(page, k) {
  await page.keyboard.press(k);
  await settle(page, 3);
  return state(page);
}

test('Undo takes back one\'s own moves at once, another player\'s only with their agreement', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 5);
  let s = await clickButton(page, 'start');
  assert.equal(s.undoFree, false, 'asking is the default');
  s = await playTurn(page);  // Player 1 places a tile and no meeple: Player 2's turn
  assert.equal(s.current, 1);
  const turn2 = s.cursor;
  // Player 2 presses Undo: the device goes to Player 1, whose move it is.
  s = await clickButton(page, 'undo');
  assert.equal(s.screen, 'undo_ask', 'asked, not undone');
  assert.equal(s.cursor, turn2);
  assert.equal(s.undoAsk, 0);
  assert.equal(s.buttons.undo_title.label, 'Pass the device to Player 1');
  assert.ok(s.buttons.undo_yes && s.buttons.undo_no);
  await screenshot(page, 'undo-ask');
  s = await clickButton(page, 'undo_no');
  assert.equal(s.screen, 'game');
  assert.equal(s.cursor, turn2, 'kept');
  s = await clickButton(page, 'undo');
  s = await clickButton(page, 'undo_yes');
  assert.equal(s.screen, 'game', 'Player 1 holds the device: no pass screen');
  assert.equal(s.cursor, turn2 - 1);
  assert.equal(s.current, 0);
  assert.equal(s.phase, 'meeple');
  // Player 1's own tile: at once.
  s = await clickButton(page, 'undo');
  assert.equal(s.screen, 'game');
  assert.equal(s.phase, 'place');
  assert.equal(s.cursor, turn2 - 2);
  // From the keyboard: Ctrl+Z asks, Escape keeps the move, Enter agrees.
  await clickButton(page, 'redo');
  s = await clickButton(page, 'redo');
  assert.equal(s.cursor, turn2);
  await page.mouse.move(5, 5);
  s = await key(page, 'Control+z');
  assert.equal(s.screen, 'undo_ask');
  s = await key(page, 'Escape');
  assert.equal(s.screen, 'game');
  assert.equal(s.cursor, turn2);
  s = await key(page, 'Control+z');
  s = await key(page, 'Enter');
  assert.equal(s.cursor, turn2 - 1);
  assert.equal(s.screen, 'game');
  assert.deepEqual(errors, []);
  await context.close();
});

// The Bets: the second bettor, in their own turn after the round, undoes their bet (theirs) and
// then reaches the placer's: the placer is asked and takes the device, rather than the second
// bettor answering the pass screen to see the placer's chips.
test('undo into another player\'s bet asks that player first', async () => {
  const { page, context, errors } = await openPage(env, PHONE);
  await waitForFrames(page, 5);
  await page.evaluate(() => window.carc.newGame(2, 77, 8));
  await settle(page, 4);
  let s;
  for (let i = 0; i < 600; i++) {
    s = await state(page);
    if (s.screen === 'pass') break;
    await page.evaluate((k) => window.carc.autoplay(1, k), 500 + i);
  }
  assert.equal(s.screen, 'pass', 'a bet by the other player came up');
  const bettor = s.current, at = s.cursor;
  s = await clickButton(page, 'pass_ok', { touch: true, s });
  s = await clickButton(page, 'dec0', { touch: true, s });
  assert.equal(s.cursor, at + 1);
  assert.equal(s.current, bettor, 'the bettor\'s own turn follows the round');
  s = await clickButton(page, 'undo', { touch: true });
  assert.equal(s.screen, 'game', 'their own bet: at once');
  assert.equal(s.cursor, at);
  s = await clickButton(page, 'undo', { touch: true });
  assert.equal(s.screen, 'undo_ask', 'the placer\'s bet is the placer\'s to take back');
  assert.notEqual(s.undoAsk, bettor);
  assert.equal(s.cursor, at, 'nothing undone yet');
  await screenshot(page, 'undo-ask-bet-phone');
  s = await clickButton(page, 'undo_yes', { touch: true });
  assert.equal(s.cursor, at - 1);
  assert.equal(s.screen, 'game', 'the placer took the device to agree: their bet, no pass screen');
  assert.equal(s.phase, 'expansion');
  assert.notEqual(s.current, bettor);
  assert.deepEqual(errors, []);
  await context.close();
});

test('"Undo any move without asking" is remembered and undoes across turns; the viewer steps back as before', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 5);
  let s = await clickButton(page, 'opt_undo_free');
  assert.equal(s.undoFree, true);
  await page.reload();
  await waitForFrames(page, 5);
  s = await state(page);
  assert.equal(s.undoFree, true, 'remembered on this device');
  s = await clickButton(page, 'start');
  s = await playTurn(page);
  const turn2 = s.cursor;
  s = await clickButton(page, 'undo');
  assert.equal(s.screen, 'game');
  assert.equal(s.cursor, turn2 - 1, 'another player\'s move undone without asking');
  // Back to asking, and the viewer of a game: its steps back cross players' moves freely.
  await clickButton(page, 'new_game');
  s = await clickButton(page, 'opt_undo_free');
  assert.equal(s.undoFree, false);
  await page.evaluate(() => { window.carc.newGame(3, 21, 15); window.carc.autoplay(40, 4); });
  await settle(page, 3);
  const src = (await page.evaluate(() => window.carc.command('copy_embed'))).match(/src="([^"]+)"/)[1];
  const v = await hostPage(env, context, src, 480, 400);
  let f = await fstate(v.frame);
  const end = f.cursor;
  for (let k = 0; k < 6; k++) {
    const b = f.buttons.step_back;
    await v.page.mouse.click(v.box.x + b.cx, v.box.y + b.cy);
    await fsettle(v.frame, 3);
    f = await fstate(v.frame);
  }
  assert.equal(f.screen, 'game');
  assert.ok(f.cursor < end - 5, `the viewer stepped back six moves: ${end} -> ${f.cursor}`);
  assert.deepEqual(errors, []);
  await context.close();
});

// An undo back into a bet while the board glides to another place (a log line clicked just
// before): the bookmaker tile the hint names was checked on the way, found in view, and then
// left behind by the glide.
test('undo back into a bet brings its bookmaker tile into view once the board comes to rest', async () => {
  const { page, context, errors } = await openPage(env, { reducedMotion: 'no-preference' });
  await waitForFrames(page, 5);
  await page.evaluate(() => window.carc.command('glide_frames 60'));
  await page.evaluate(() => window.carc.newGame(2, 77, 8));
  await settle(page, 4);
  let s;
  for (let i = 0; i < 600; i++) {  // to a bet, then through the round to the next turn
    s = await state(page);
    if (s.phase === 'expansion' && s.decisionTile) break;
    await page.evaluate((k) => window.carc.autoplay(1, k), 500 + i);
  }
  const tile = s.decisionTile;
  for (let i = 0; i < 10 && s.phase === 'expansion'; i++)
    s = s.screen === 'pass' ? await clickButton(page, 'pass_ok', { s }) : await clickButton(page, 'dec0', { s });
  assert.equal(s.phase, 'place');
  const gliding = async () => {
    for (let i = 0; i < 400; i++) {
      const x = await state(page);
      if (!x.gliding) return x;
      await settle(page, 1);
    }
    throw new Error('still gliding');
  };
  // Zoomed in on the bookmaker tile (the wheel: the player's own zoom, at once).
  const bt = () => s.board.find((t) => t.x === tile.x && t.y === tile.y);
  await page.mouse.move(bt().sx, bt().sy);
  for (let k = 0; k < 6; k++) await page.mouse.wheel(0, -240);
  s = await gliding();
  assert.ok(bt().visible, 'the bookmaker tile in view');
  // The log's first lines name the start's tiles, far from it at this zoom.
  const log = s.logBox;
  await page.mouse.move((log.x0 + log.x1) / 2, (log.y0 + log.y1) / 2);
  for (let k = 0; k < 8; k++) await page.mouse.wheel(0, -400);
  await settle(page, 3);
  s = await state(page);
  const far = (r) => Math.max(...r.cells.map((c) => Math.abs(c.x - tile.x) + Math.abs(c.y - tile.y)));
  const row = s.logRows.filter((r) => r.cells && r.y0 >= log.y0 && r.y1 <= log.y1).sort((a, b) => far(b) - far(a))[0];
  assert.ok(row && far(row) >= 3, `a log line about tiles far from the bookmaker tile: ${JSON.stringify(row)}`);
  await page.mouse.click((row.x0 + row.x1) / 2, (row.y0 + row.y1) / 2);  // the board glides there
  s = await key(page, 'Control+z');  // back into the second bettor's own bet, the glide under way
  assert.equal(s.phase, 'expansion');
  assert.deepEqual(s.decisionTile, tile);
  assert.equal(s.screen, 'game');
  s = await gliding();
  await settle(page, 6);
  s = await gliding();
  assert.ok(bt().visible, `the bookmaker tile in view at rest: ${JSON.stringify(bt())}`);
  await screenshot(page, 'undo-bet-in-view');
  assert.deepEqual(errors, []);
  await context.close();
});
