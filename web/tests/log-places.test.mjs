// A log line points at its place on the board: hovering a scoring outlines the scored feature's
// tiles as one shape (not each tile), a La Porxada swap or refusal the cells its followers stood on;
// clicking a line brings its cells into view and outlines them for a moment; on a phone a tap on a
// line in the menu sheet closes the sheet to show them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { launch, openPage, screenshot, screenshotPixels, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint } from '../lib/game.mjs';
import { ONE_SWAP, SIX_SWAPS } from '../lib/records.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const CYAN = [90, 220, 255];

// Does the screen show colour rgb (within tol) anywhere in the clip rectangle?
async function showsColour(page, clip, [r, g, b], tol = 30) {
  const { file, rgb } = await screenshotPixels(page, 'log-places-probe', { clip });
  fs.rmSync(file);
  for (let i = 0; i < rgb.length; i += 3)
    if (Math.abs(rgb[i] - r) <= tol && Math.abs(rgb[i + 1] - g) <= tol && Math.abs(rgb[i + 2] - b) <= tol)
      return true;
  return false;
}

// The outline of a clicked line lasts 2.5 s; counted in frames here (the hook's flash_frames), so
// that a busy machine drawing a few frames a second still shows it when the test looks, and the
// test need not wait seconds for it to go.
const FLASH_FRAMES = 60;
const flashInFrames = (page) => page.evaluate((n) => window.carc.command(`flash_frames ${n}`), FLASH_FRAMES);

const tileAt = (s, c) => s.board.find((b) => b.x === c.x && b.y === c.y);
const has = (cells, x, y) => cells.some((c) => c.x === x && c.y === y);
const whole = (s, r) => r.y0 >= s.logBox.y0 && r.y1 <= s.logBox.y1;
const centre = (r) => ({ sx: (r.x0 + r.x1) / 2, sy: (r.y0 + r.y1) / 2 });

// Plays seeded random moves until a drawn log line scores a feature of two or more tiles that are
// all in view, two of them side by side (east-west); the same line in every run.
async function scoredFeatureInView(page, pred = () => true) {
  for (let k = 0; k < 60; k++) {
    const s = await state(page);
    const row = s.logRows.find((r) => /scores/.test(r.text) && r.cells && r.cells.length >= 2 &&
      whole(s, r) && pred(r) && r.cells.every((c) => tileAt(s, c) && tileAt(s, c).visible) &&
      r.cells.some((c) => has(r.cells, c.x + 1, c.y)));
    if (row) return { s, row };
    await page.evaluate((k) => window.carc.autoplay(3, 100 + k), k);
    await settle(page, 3);
  }
  throw new Error('no scoring of a feature of two or more tiles in view');
}

test('desktop: hovering a scoring outlines the feature\'s tiles as one shape; a click outlines them for a moment', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);
  await flashInFrames(page);
  await page.evaluate(() => window.carc.newGame(2, 12345, 0));
  await page.evaluate(() => window.carc.autoplay(20, 9));
  await settle(page, 4);
  const { s, row } = await scoredFeatureInView(page);
  const a = row.cells.find((c) => has(row.cells, c.x + 1, c.y));
  const ta = tileAt(s, a), half = s.tilePx / 2;
  // The side a and its east neighbour share (inside the shape), and an outer side of the shape.
  const inner = { x: ta.sx + half - 3, y: ta.sy - half + 10, w: 6, h: s.tilePx - 20 };
  const o = row.cells.find((c) => !has(row.cells, c.x, c.y - 1));
  const to = tileAt(s, o);
  const outer = { x: to.sx - half + 10, y: to.sy - half - 3, w: s.tilePx - 20, h: 6 };
  assert.equal(await showsColour(page, outer, CYAN), false, 'no outline before hovering');
  assert.equal(await showsColour(page, inner, CYAN), false, 'nothing cyan on the shared side');

  await page.mouse.move(centre(row).sx, centre(row).sy);
  await settle(page);
  let t = await state(page);
  assert.deepEqual(t.logHover, row.cells, `hovering "${row.text}" outlines the feature's tiles`);
  assert.equal(Number(row.text.match(/of (\d+) tiles/)[1]), row.cells.length, 'as many tiles as the line says');
  assert.equal(await showsColour(page, outer, CYAN), true, 'the shape\'s outer side is outlined');
  assert.equal(await showsColour(page, inner, CYAN), false, 'not the side its tiles share');
  await screenshot(page, 'log-places-hover');

  // A click outlines the cells for a moment, also after the mouse leaves the log.
  t = await clickPoint(page, centre(row));
  assert.deepEqual(t.logFlash, row.cells, 'clicked: outlined');
  await page.mouse.move(5, 5);
  await settle(page);
  t = await state(page);
  assert.equal(t.logHover, undefined);
  assert.deepEqual(t.logFlash, row.cells, 'still outlined after the mouse left the log');
  assert.equal(await showsColour(page, outer, CYAN), true);
  await settle(page, FLASH_FRAMES);  // counted from after the click
  assert.equal((await state(page)).logFlash, undefined, 'the outline goes after a moment');
  assert.equal(await showsColour(page, outer, CYAN), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('desktop: clicking a line whose cell is out of view brings it into view at the same zoom', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);
  await flashInFrames(page);
  await page.evaluate(() => window.carc.newGame(2, 12345, 0));
  await page.evaluate(() => window.carc.autoplay(60, 4));
  await settle(page, 4);
  // Zoom in on the middle of the board until some placed tiles lie outside the view.
  await page.mouse.move(5, 5);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Equal');
  await settle(page, 3);
  const s = await state(page);
  const row = s.logRows.find((r) => r.tile && whole(s, r) && !tileAt(s, r.cells[0]).visible);
  assert.ok(row, `a placement line in the log whose tile is out of view (tiles ${s.tilePx} px)`);
  const t = await clickPoint(page, centre(row));
  assert.equal(tileAt(t, row.cells[0]).visible, true, `${row.text}: the tile is in view`);
  assert.ok(Math.abs(t.tilePx - s.tilePx) < 0.01, `the same zoom: ${s.tilePx} -> ${t.tilePx}`);
  assert.deepEqual(t.logFlash, row.cells);
  await screenshot(page, 'log-places-brought-into-view');
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: tapping a scoring in the menu sheet closes it and outlines the feature on the board', async () => {
  const { page, context, errors } = await openPage(env,
    { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await waitForFrames(page, 3);
  await flashInFrames(page);
  await page.evaluate(() => window.carc.newGame(2, 12345, 0));
  await page.evaluate(() => window.carc.autoplay(30, 9));
  // On to a scoring among the newest lines (the same seeded moves in every run).
  for (let k = 0; k < 60; k++) {
    const tail = (await state(page)).logTail;
    if (tail.slice(-4).some((l) => /scores/.test(l))) break;
    await page.evaluate((k) => window.carc.autoplay(1, 200 + k), k);
  }
  await settle(page, 4);
  let s = await clickButton(page, 'menu', { touch: true });
  assert.equal(s.menu, true);
  await settle(page);
  s = await state(page);
  const row = s.logRows.find((r) => /scores/.test(r.text) && r.cells && whole(s, r));
  assert.ok(row, `a scoring in the sheet's log: ${JSON.stringify(s.logRows.map((r) => r.text))}`);
  s = await clickPoint(page, centre(row), { touch: true });
  assert.equal(s.menu, false, 'the sheet closed');
  assert.deepEqual(s.logFlash, row.cells, `"${row.text}": its tiles outlined`);
  for (const c of row.cells) assert.equal(tileAt(s, c).visible, true, `${c.x},${c.y} in view`);
  await screenshot(page, 'log-places-phone-tap');
  assert.deepEqual(errors, []);
  await context.close();
});

// The positions of web/lib/records.mjs, with the rest of La Porxada's turn as those games went on:
// the followers' cells are in the record (swap@MINE=THEIRS, refuse@CELL).
const REFUSED = `${SIX_SWAPS} - porxada:swap@-1,1:NNW=1,2:SSE porxada:P2=refuse@1,0:NNW\n`;
const ACCEPTED = `${ONE_SWAP} - porxada:swap@-1,0:NNW=0,1:S porxada:P2=accept\n`;

test('desktop: a La Porxada swap\'s lines name and outline the followers where they stood', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);
  // The proposal names both followers where they stood (the swap has moved them since).
  for (const [record, proposal, answer, cells] of [
    [REFUSED, /^P1 asked to swap their follower on .* at -1,1 with P2's on .* at 1,2( \(south\))?$/,
      /^P2 refused the swap and lost their follower on .* at 1,0( \(north-west\))? for good$/, [[{ x: -1, y: 1 }, { x: 1, y: 2 }], [{ x: 1, y: 0 }]]],
    [ACCEPTED, /^P1 asked to swap their follower on .* at -1,0( \(.*\))? with P2's on .* at 0,1( \(.*\))?$/,
      /accepted the swap/, [[{ x: -1, y: 0 }, { x: 0, y: 1 }], [{ x: -1, y: 0 }, { x: 0, y: 1 }]]],
  ]) {
    await page.evaluate((r) => window.carc.command(`import ${r}`), record);
    await settle(page, 4);
    const s = await state(page);
    const ask = s.logRows.find((r) => proposal.test(r.text));
    const reply = s.logRows.find((r) => answer.test(r.text));
    assert.ok(ask && reply, `the swap's lines: ${JSON.stringify(s.logTail)}`);
    assert.deepEqual(ask.cells, cells[0], 'the proposal: both followers');
    assert.deepEqual(reply.cells, cells[1], `${reply.text}`);
    // The follower lost for good is out of the refuser's count (it read "N / 7").
    const lost = record === REFUSED ? 1 : 0;
    assert.match(s.buttons.meeples1.label, new RegExp(`^\\d / ${7 - lost}$`));
    assert.match(s.buttons.meeples0.label, /^\d \/ 7$/);
    await page.mouse.move(centre(reply).sx, centre(reply).sy);
    await settle(page);
    assert.deepEqual((await state(page)).logHover, cells[1]);
    await page.mouse.move(5, 5);
  }
  await screenshot(page, 'log-places-swap');
  assert.deepEqual(errors, []);
  await context.close();
});

// Last turn's scorings on the board: each feature outlined, its points in a label at its middle; a
// bet settled on a road scored in the same turn has the road's tiles, and its label goes below the
// road's instead of covering it.
test('desktop: a bet settled with its road: the road\'s tiles, its label not over another', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 77, 8));  // the bets
  let s;
  for (let k = 0; k < 400; k++) {
    await page.evaluate((k) => window.carc.autoplay(1, 300 + k), k);
    s = await state(page);
    if (s.lastScores.some((e) => e.column === 'bet') && s.lastScores.length >= 2) break;
  }
  await page.keyboard.press('KeyF');
  await settle(page, 3);
  s = await state(page);
  const bet = s.lastScores.find((e) => e.column === 'bet');
  assert.ok(bet && bet.label, `a bet settled this turn: ${JSON.stringify(s.lastScores)}`);
  assert.ok(s.lastScores.some((e) => e.column === e.feature && e.feature === bet.feature && e.tiles === bet.tiles),
    'the feature it was settled on, scored this turn');
  const boxes = s.lastScores.filter((e) => e.label).map((e) => e.label);
  assert.equal(boxes.length, s.lastScores.length, 'every scoring labelled');
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      assert.ok(a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0,
        `labels ${i} and ${j} do not overlap: ${JSON.stringify([a, b])}`);
    }
  await screenshot(page, 'log-places-bet-labels');
  assert.deepEqual(errors, []);
  await context.close();
});

// The points a line gives are all the player took from that scoring, each expansion's part named;
// a bet settled at the end on a bookmaker tile with only a field (BT9) says so.
test('desktop: the log names La Porxada\'s part of an end score, and a bet on a tile with no road or city', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);
  const record = (name) => fs.readFileSync(new URL(`../../tests/scenarios/${name}.carc`, import.meta.url), 'utf8');
  await page.evaluate((r) => window.carc.command(`import ${r}`), record('la_porxada_bonus'));
  await page.evaluate(() => window.carc.autoplay(2000, 1));
  await settle(page, 3);
  let s = await state(page);
  assert.equal(s.over, true);
  const log = (await page.evaluate(() => window.carc.command('log'))).split('\n');
  let named = 0;
  s.players.forEach((p) => {
    const parts = log.filter((l) => l.startsWith(`${p.name} scores`))
      .map((l) => /\(La Porxada \+(\d+)\)/.exec(l)).filter(Boolean).map((m) => Number(m[1]));
    assert.equal(parts.reduce((a, b) => a + b, 0), p.breakdown.porxada || 0,
      `${p.name}'s La Porxada points in the log: ${parts.join(', ')}`);
    named += parts.length;
  });
  assert.ok(named > 0, 'a city scored as if complete for a token holder');

  await page.evaluate((r) => window.carc.command(`import ${r}`), record('seed4_all4_3p'));
  await settle(page, 3);
  const bets = (await page.evaluate(() => window.carc.command('log'))).split('\n').filter((l) => / a bet /.test(l));
  assert.ok(bets.some((l) => /^P\d loses a bet on a bookmaker tile with no road or city \(chip [2-8/+]+\)$/.test(l)), bets.join('\n'));
  assert.ok(!bets.some((l) => /bonus/.test(l)), 'no "bet on a bonus of 0 tiles"');
  // Each settled chip is named as turned up, the winning one and the losing one.
  await page.evaluate(() => window.carc.command('import Carcassonne 1\nPlayers: A, B\nExpansions: bets\nDraws: explicit\n\n' +
    '1. BT1 1,0 r0 - bet:A=4 bet:B=2/5\n2. U -1,0 r0 E\n3. A -2,0 r3 -\n'));
  await settle(page, 3);
  const settled = (await page.evaluate(() => window.carc.command('log'))).split('\n').filter((l) => /(wins|loses) .*a bet /.test(l));
  assert.deepEqual(settled, ['A wins 8 points with a bet on a road of 4 tiles (chip 4)',
    'B loses a bet on a road of 4 tiles (chip 2/5)']);

  // Betting on that tile: the hint under the chips says they cannot win there.
  await page.evaluate(() => window.carc.newGame(3, 2024, 15));
  await page.evaluate(() => window.carc.autoplay(48, 1));
  for (let i = 0; i < 400; i++) {
    s = await state(page);
    if (s.phase === 'expansion' && s.decisionActions.some((a) => /^Bet chip/.test(a.text))) break;
    await page.evaluate((k) => window.carc.autoplay(1, k), 500 + i);
  }
  assert.match(s.hint, /^The bookmaker tile at -?\d+,-?\d+ \(outlined on the board\) has no road or city: a chip laid here cannot win/);
  assert.deepEqual(errors, []);
  await context.close();
});

// A quarter rose outside its section scores nothing: the log says so (the rule looked forgotten),
// here in the Spielbox variant, whose roses are labelled N or S.
test('the log says when a wind rose is outside its section', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.command('import Carcassonne 1\nPlayers: A, B\n' +
    'Expansions: wind-roses(spielbox)\nDraws: explicit\n\n1. WR2 1,0 r0 -\n2. WR3 0,-1 r0 -\n3. WR4 0,1 r1 -\n4. WR5 -1,0 r2 -\n'));
  await settle(page, 3);
  const log = (await page.evaluate(() => window.carc.command('log'))).split('\n').filter((l) => /wind rose/.test(l));
  assert.deepEqual(log, ['A scores 3 points for a wind rose in its section',
    'B\'s wind rose is outside its section: no points', 'A\'s wind rose is outside its section: no points',
    'B scores 3 points for a wind rose in its section']);
  assert.deepEqual(errors, []);
  await context.close();
});
