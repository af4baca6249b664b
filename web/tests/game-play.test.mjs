// Playing with the mouse: start from the setup screen, place tiles and meeples by clicking what
// the test hook reports, score a completed feature, undo and redo it, switch language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint, startFromSetup, playTurn, typeInto } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

test('setup, place tiles and meeples, score, undo/redo, switch language', async () => {
  const { page, context, errors } = await openPage(env);
  // Seed 5: the first-legal-cell placements complete a feature within a few turns.
  let s = await startFromSetup(page, { seed: 5 });
  assert.equal(s.players.length, 2, 'two players by default');
  assert.equal(s.phase, 'place');
  assert.ok(s.drawn, 'a tile is drawn');
  assert.ok(s.legal.length > 0 && s.legal.every((l) => l.rots.length > 0), 'legal cells listed');
  await screenshot(page, 'game-start');

  // Hovering a legal cell previews the tile; R turns it only through legal rotations.
  const cell = s.legal.find((l) => l.visible);
  await page.mouse.move(cell.sx, cell.sy);
  await settle(page);
  await page.keyboard.press('r');
  await settle(page);
  s = await state(page);
  const again = s.legal.find((l) => l.x === cell.x && l.y === cell.y);
  assert.ok(again.rots.includes(again.shownRot), 'shown rotation is legal there');

  // Play until a player scores a completed feature (meeples on roads and cities).
  let scored = null;
  for (let turn = 0; turn < 40 && !scored; turn++) {
    const beforeTotals = s.players.map((p) => p.score);
    s = await playTurn(page, { meepleOn: ['road', 'city', 'cloister'] });
    if (s.players.some((p, i) => p.score > beforeTotals[i])) scored = { beforeTotals, after: s };
  }
  assert.ok(scored, 'someone scored within 40 turns');
  assert.ok(s.lastScores.length > 0, 'last turn scoring is reported (and highlighted)');
  assert.ok(s.buttons.score0 && s.buttons.score1, 'score panel rendered');
  assert.ok(s.figures.length >= 0 && s.canUndo);
  await screenshot(page, 'game-scored');

  // Undo the scoring action: scores go back; redo (Ctrl+Y) brings them back. The turn has passed,
  // so the player who made that move agrees first (the device goes to them).
  s = await clickButton(page, 'undo');
  assert.equal(s.screen, 'undo_ask');
  s = await clickButton(page, 'undo_yes');
  assert.deepEqual(s.players.map((p) => p.score), scored.beforeTotals, 'undo restores scores');
  assert.equal(s.canRedo, true);
  await page.keyboard.press('Control+y');
  await settle(page);
  s = await state(page);
  assert.deepEqual(s.players.map((p) => p.score), scored.after.players.map((p) => p.score), 'redo');
  await page.keyboard.press('Control+z');
  await settle(page);
  await page.keyboard.press('Enter');  // the mover agrees
  await settle(page);
  s = await state(page);
  assert.deepEqual(s.players.map((p) => p.score), scored.beforeTotals, 'Ctrl+Z undoes');

  // Switch to Romanian and Czech in game.
  s = await clickButton(page, 'language');
  s = await clickButton(page, 'lang_ro');
  assert.equal(s.language, 'ro');
  assert.equal(s.labels['menu.undo'], 'Anulează');
  await screenshot(page, 'game-romanian');
  s = await clickButton(page, 'language');
  s = await clickButton(page, 'lang_cs');
  assert.equal(s.language, 'cs');
  assert.equal(s.labels['panel.log'], 'Průběh hry');
  await screenshot(page, 'game-czech');
  s = await clickButton(page, 'language');
  s = await clickButton(page, 'lang_en');
  assert.equal(s.language, 'en');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('a meeple placed by clicking stands on its feature', async () => {
  const { page, context } = await openPage(env);
  let s = await startFromSetup(page, { seed: 777 });
  for (let turn = 0; turn < 10; turn++) {
    const before = s.figures.length;
    s = await playTurn(page, { meepleOn: ['road', 'city', 'field', 'cloister'] });
    if (s.figures.length > before) break;
  }
  assert.ok(s.figures.length > 0, 'a meeple is on the board');
  assert.ok(s.players.some((p) => p.supply < 7), 'a meeple left the supply');
  await context.close();
});

// The keys the panel's hint names: Enter (or Space) places the tile where the mouse points, in
// the turn the preview shows; with the mouse on no legal cell it places nothing.
test('Enter and Space place the tile on the cell under the mouse, as previewed', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 5, 0));
  await settle(page, 4);
  for (const key of ['Enter', 'Space']) {
    let s = await state(page);
    assert.equal(s.phase, 'place');
    const tiles = s.board.length;
    await page.mouse.move(3, s.viewport.h - 3);  // a corner of the board: no legal cell there
    await settle(page);
    await page.keyboard.press(key);
    await settle(page);
    assert.equal((await state(page)).board.length, tiles, `${key} off the legal cells places nothing`);
    const cell = s.legal.find((l) => l.visible && l.rots.length > 1) || s.legal.find((l) => l.visible);
    await page.mouse.move(cell.sx, cell.sy);
    await settle(page);
    await page.keyboard.press('r');
    await settle(page);
    const shown = (await state(page)).legal.find((l) => l.x === cell.x && l.y === cell.y).shownRot;
    await page.keyboard.press(key);
    await settle(page);
    s = await state(page);
    const placed = s.board.find((t) => t.x === cell.x && t.y === cell.y);
    assert.ok(placed, `${key} placed the tile at ${cell.x},${cell.y}`);
    assert.equal(placed.r, shown, 'in the turn the preview showed');
    assert.equal(s.phase, 'meeple');
    await page.keyboard.press('s');  // no meeple: the next player's turn
    await settle(page, 4);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// Enter on the setup screen starts the game, as a form's submit does; the Enter that ends typing
// a name only ends the typing, and with the saves window open Enter starts nothing (Escape closes
// it, as in a game; with no saves yet it says so).
test('Enter on the setup screen starts the game, not while typing or with a window open', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 5);
  await typeInto(page, 'name0', 'Ada');  // ends with Enter
  let s = await state(page);
  assert.equal(s.screen, 'setup', 'the Enter that ends typing a name does not start');
  s = await clickButton(page, 'saves');
  assert.ok(s.buttons.saves_none, 'the saves window says there are none yet');
  await page.keyboard.press('Enter');
  await settle(page);
  assert.equal((await state(page)).screen, 'setup', 'not under the saves window');
  await page.keyboard.press('Escape');
  await settle(page);
  assert.equal((await state(page)).buttons.saves_none, undefined, 'Escape closed the saves window');
  await page.keyboard.press('Enter');
  await settle(page, 4);
  s = await state(page);
  assert.equal(s.screen, 'game', 'Enter started the game');
  assert.equal(s.players[0].name, 'Ada', 'with the name typed');
  assert.deepEqual(errors, []);
  await context.close();
});

// The board's corner names the cell under the mouse as the log and the notation do ("placed a
// tile at 1,0"), for a record written by hand; nothing over the panel.
test('the cell under the mouse is named in the board\'s corner', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 5, 0));
  await settle(page, 4);
  let s = await state(page);
  for (const cell of s.legal.filter((l) => l.visible).slice(0, 3)) {
    await page.mouse.move(cell.sx, cell.sy);
    await settle(page);
    assert.equal((await state(page)).hoveredCell, `${cell.x},${cell.y}`);
  }
  await screenshot(page, 'game-play-hovered-cell');
  // Placed where it said: the log names the same cell.
  const cell = s.legal.find((l) => l.visible);
  await page.mouse.move(cell.sx, cell.sy);
  await settle(page);
  s = await clickPoint(page, cell);
  assert.ok(s.logTail.some((l) => l.includes(`placed a tile at ${cell.x},${cell.y}`)), JSON.stringify(s.logTail));
  await page.mouse.move(s.viewport.w - 20, 300);  // the side panel
  await settle(page);
  assert.equal((await state(page)).hoveredCell, '', 'no cell over the panel');
  assert.deepEqual(errors, []);
  await context.close();
});

// Without a mouse: Tab and Shift+Tab pick a legal square, a meeple spot or an expansion choice in
// turn, Enter or Space takes the pick, and Enter at the pass-the-device screen hands it over.
test('keyboard only: Tab picks a square, a spot or a choice, Enter takes it; Enter passes the device', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(3, 2024, 15));  // all four minis: bets, magic, swaps
  await settle(page, 2);
  const key = async (k) => { await page.keyboard.press(k); await settle(page, 2); return state(page); };
  let s = await state(page);
  const seen = new Set();
  for (let i = 0; i < 150 && !s.over && seen.size < 4; i++) {
    const cursor = s.cursor;
    if (s.screen === 'pass') {
      s = await key('Enter');
      assert.notEqual(s.screen, 'pass', 'Enter hands the device over');
      seen.add('pass');
      continue;
    }
    if (s.phase === 'place') {
      s = await key('Tab');
      const first = s.pick;
      assert.ok(first && s.legal.some((l) => l.x === first.x && l.y === first.y), `Tab picks a legal square: ${JSON.stringify(first)}`);
      if (s.legal.length > 1) {
        s = await key('Tab');
        assert.notDeepEqual(s.pick, first, 'the next one');
        s = await key('Shift+Tab');
        assert.deepEqual(s.pick, first, 'Shift+Tab goes back');
      }
      s = await key('Enter');
      assert.ok(s.board.some((t) => t.x === first.x && t.y === first.y), 'placed on the picked square');
      seen.add('place');
    } else if (s.phase === 'meeple') {
      if (!s.meepleSpots.length) { s = await key('s'); continue; }
      s = await key('Tab');
      assert.equal(s.keyPick, 0, 'the first spot picked');
      s = await key('Space');
      seen.add('meeple');
    } else if (s.phase === 'expansion') {
      // A two-step La Porxada swap takes two picks (own follower, then the other).
      for (let k = 0; k < 3 && s.cursor === cursor; k++) {
        s = await key('Tab');
        assert.equal(s.keyPick, 0, 'the first choice picked');
        s = await key('Enter');
      }
      seen.add('expansion');
    } else {
      break;
    }
    assert.ok(s.cursor > cursor, `a move made from the keyboard (${s.phase}, cursor ${cursor} -> ${s.cursor})`);
  }
  assert.deepEqual([...seen].sort(), ['expansion', 'meeple', 'pass', 'place']);
  assert.deepEqual(errors, []);
  await context.close();
});

// The magic step's figure switch from the keyboard: M shows the other figure's targets on the
// board, and a Tab pick moves to that figure's first choice.
test('keyboard: M switches the magic step between the magician\'s and the witch\'s targets', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(3, 11, 1));  // the magician and the witch
  await settle(page);
  let s = await state(page);
  for (let i = 0; i < 400 && !(s.phase === 'expansion' && s.buttons.magic_witch); i++) {
    await page.evaluate(() => window.carc.autoplay(1));
    await settle(page, 1);
    s = await state(page);
  }
  assert.ok(s.buttons.magic_witch, 'a magic step offering both figures');
  const cursor = s.cursor;
  const spotFigures = (st) => st.decisionSpots.map((d) => st.decisionActions[d.index].arg0);
  const key = async (k) => { await page.keyboard.press(k); await settle(page, 2); return state(page); };
  assert.ok(spotFigures(s).length > 0 && spotFigures(s).every((f) => f === 0), 'the magician\'s marks first');
  s = await key('m');
  assert.ok(spotFigures(s).length > 0 && spotFigures(s).every((f) => f === 1), 'M: the witch\'s marks');
  assert.equal(s.keyPick, -1, 'no pick made by M alone');
  s = await key('m');
  assert.ok(spotFigures(s).every((f) => f === 0), 'M again: the magician\'s');
  const picked = (st) => st.decisionActions[st.choices[st.keyPick].action];
  s = await key('Tab');
  assert.equal(picked(s).arg0, 0, 'Tab picks a magician\'s target');
  s = await key('m');
  assert.ok(spotFigures(s).every((f) => f === 1), 'the witch\'s marks');
  assert.ok(s.keyPick >= 0 && picked(s).label.startsWith('magic:witch'), `the pick moved to the witch: ${s.keyPick}`);
  s = await key('Enter');
  assert.equal(s.cursor, cursor + 1, 'Enter takes the witch\'s target');
  assert.ok(s.logTail.some((l) => /witch/i.test(l)), JSON.stringify(s.logTail));
  assert.deepEqual(errors, []);
  await context.close();
});
