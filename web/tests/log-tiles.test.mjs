// The game log pictures each placed tile as placed (its turn) before its line, which no longer
// names the tile by its catalogue letter; hovering a line about a tile, a meeple or a magic figure
// outlines that cell on the board. Only the lines in view are drawn, on a desktop and a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { launch, openPage, screenshot, screenshotPixels, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const PLACED = {
  en: /placed a tile at (-?\d+),(-?\d+)$/,
  cs: /položil\(a\) kartičku na pole (-?\d+),(-?\d+)$/,
  ro: /a plasat un cartonaș la (-?\d+),(-?\d+)$/,
};

// Does the screen show colour rgb (within tol) anywhere in the clip rectangle?
async function showsColour(page, clip, [r, g, b], tol = 40) {
  const { file, rgb } = await screenshotPixels(page, 'log-tiles-probe', { clip });
  fs.rmSync(file);
  for (let i = 0; i < rgb.length; i += 3)
    if (Math.abs(rgb[i] - r) <= tol && Math.abs(rgb[i + 1] - g) <= tol && Math.abs(rgb[i + 2] - b) <= tol)
      return true;
  return false;
}

// Every placement line in view: worded without the tile's letter, its picture the tile lying at
// that cell in its turn, a square a little taller than a line of text.
function assertPlacementRows(s, lang) {
  const rows = s.logRows.filter((r) => r.tile);
  assert.ok(rows.length >= 2, `placement lines in view: ${JSON.stringify(s.logRows.map((r) => r.text))}`);
  for (const row of rows) {
    const m = row.text.match(PLACED[lang]);
    assert.ok(m, `${lang}: "${row.text}"`);
    const [x, y] = [Number(m[1]), Number(m[2])];
    assert.deepEqual(row.cells, [{ x, y }], 'the line concerns its cell');
    const t = s.board.find((b) => b.x === x && b.y === y);
    assert.ok(t, `a tile at ${x},${y}`);
    assert.equal(row.tile, t.tile, 'pictures the tile placed there');
    assert.equal(row.r, t.r, 'in the turn it was placed');
    assert.ok(!row.text.includes(` ${t.tile} `) && !row.text.includes(`tile ${t.tile}`), `no letter: "${row.text}"`);
    const p = row.picture, side = p.x1 - p.x0;
    assert.ok(Math.abs(side - (p.y1 - p.y0)) < 0.5 && side >= 20 && side <= 36, `picture ${side} px square`);
    assert.ok(p.x0 >= row.x0 && p.x1 <= row.x1 && p.y0 >= row.y0 - 0.5 && p.y1 <= row.y1 + 0.5, 'picture inside its line');
    assert.ok(row.y1 - row.y0 <= 46, `a line stays short: ${row.y1 - row.y0} px`);
  }
  // Only the lines in view are drawn.
  for (const row of s.logRows)
    assert.ok(row.y1 > s.logBox.y0 && row.y0 < s.logBox.y1, `drawn line in the log's box: ${JSON.stringify(row)}`);
}

test('desktop: placed tiles pictured in the log; hovering a line outlines its cell', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 12345, 0));
  await page.evaluate(() => window.carc.autoplay(16, 1));
  await settle(page, 4);
  let s = await state(page);
  assertPlacementRows(s, 'en');
  await screenshot(page, 'log-tiles-desktop');

  // Hover a placement line whose cell is in view: the cell is outlined (cyan), the hook says which.
  // (A line wholly inside the log's box: the first or last drawn may be half scrolled out.)
  const whole = (r) => r.y0 >= s.logBox.y0 && r.y1 <= s.logBox.y1;
  const row = s.logRows.find((r) => r.tile && whole(r) &&
    s.board.find((b) => b.x === r.cells[0].x && b.y === r.cells[0].y).visible);
  const cell = s.board.find((b) => b.x === row.cells[0].x && b.y === row.cells[0].y);
  const half = s.tilePx / 2;
  const edge = { x: cell.sx - half - 5, y: cell.sy - half - 5, w: s.tilePx + 10, h: 7 };
  assert.equal(await showsColour(page, edge, [90, 220, 255], 30), false, 'no outline before hovering');
  await page.mouse.move((row.x0 + row.x1) / 2, (row.y0 + row.y1) / 2);
  await settle(page);
  s = await state(page);
  assert.deepEqual(s.logHover, row.cells, 'hovered line: its cell');
  assert.equal(await showsColour(page, edge, [90, 220, 255], 30), true, 'the cell is outlined');
  await screenshot(page, 'log-tiles-hover');
  // A meeple's line: the cell of the tile it was put on.
  const meeple = s.logRows.find((r) => /put a meeple/.test(r.text) && whole(r) &&
    s.logRows.some((p) => p.tile && p.line === r.line - 1));
  assert.ok(meeple, 'a meeple line after its placement in view');
  const placed = s.logRows.find((r) => r.line === meeple.line - 1);
  assert.deepEqual(meeple.cells, placed.cells, 'a meeple stands on the tile just placed');
  await page.mouse.move((meeple.x0 + meeple.x1) / 2, (meeple.y0 + meeple.y1) / 2);
  await settle(page);
  s = await state(page);
  assert.deepEqual(s.logHover, meeple.cells);
  // Off the log, nothing is outlined.
  await page.mouse.move(200, 200);
  await settle(page);
  assert.equal((await state(page)).logHover, undefined);

  // Czech and Romanian wording.
  for (const lang of ['cs', 'ro']) {
    await clickButton(page, 'language');
    s = await clickButton(page, `lang_${lang}`);
    await settle(page);
    assertPlacementRows(await state(page), lang);
    if (lang === 'cs') await screenshot(page, 'log-tiles-czech');
  }
  await clickButton(page, 'language');
  await clickButton(page, 'lang_en');

  // A long game: hundreds of lines, only those in view drawn.
  await page.evaluate(() => window.carc.autoplay(5000));
  await settle(page, 4);
  await clickButton(page, 'final_close');
  s = await state(page);
  assert.ok(s.logLines > 150, `a long log: ${s.logLines}`);
  assert.ok(s.logRows.length < 40, `only the lines in view drawn: ${s.logRows.length}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone: the log in the menu sheet pictures placed tiles, lines stay short', async () => {
  const { page, context, errors } = await openPage(env,
    { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(3, 2024, 0));
  await page.evaluate(() => window.carc.autoplay(14));
  await settle(page, 4);
  let s = await clickButton(page, 'menu', { touch: true });
  assert.equal(s.menu, true);
  await settle(page);
  s = await state(page);
  assertPlacementRows(s, 'en');
  await screenshot(page, 'log-tiles-phone');
  await clickButton(page, 'language', { touch: true });
  await clickButton(page, 'lang_cs', { touch: true });
  await settle(page);
  s = await state(page);
  assertPlacementRows(s, 'cs');
  await screenshot(page, 'log-tiles-phone-czech');
  assert.deepEqual(errors, []);
  await context.close();
});

test('desktop: a magic figure\'s line outlines the cell it was put on', async () => {
  const { page, context, errors } = await openPage(env);
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 7, 1));  // the magician and the witch
  await settle(page, 3);
  const MAGIC = /put the (magician|witch) .* at (-?\d+),(-?\d+)/;
  let s, row;
  for (let i = 0; i < 300 && !row; i++) {
    await page.evaluate(() => window.carc.autoplay(1));
    await settle(page, 2);
    s = await state(page);
    row = s.logRows.find((r) => MAGIC.test(r.text) && r.y0 >= s.logBox.y0 && r.y1 <= s.logBox.y1);
  }
  assert.ok(row, 'a magic step in the log');
  const [, , x, y] = row.text.match(MAGIC);
  const cell = { x: Number(x), y: Number(y) };
  assert.deepEqual(row.cells, [cell], `the line's cell: ${row.text}`);
  await page.mouse.move((row.x0 + row.x1) / 2, (row.y0 + row.y1) / 2);
  await settle(page);
  assert.deepEqual((await state(page)).logHover, [cell], 'hovering it outlines that cell');
  assert.deepEqual(errors, []);
  await context.close();
});
