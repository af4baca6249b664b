// Undo and redo across the page's life: moves still to redo after a reload come back whole (in
// the log too, and play goes on after them); a game opened from a link of a game in progress
// draws its next tile from the tiles drawn before, so undoing a move and playing it again cannot
// re-roll it; Undo at the game's end hands nothing over.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, waitForFrames } from '../lib/browser.mjs';
import { state, settle, placeFirstLegal, clickButton } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

async function keys(page, key, n) {
  for (let i = 0; i < n; i++) {
    await page.keyboard.press(key);
    await settle(page, 2);
  }
}

// The redo tail a save keeps had no log notes once reopened: the redone moves were missing from
// the log, and the next move after them crashed the page (memory access out of bounds).
for (const [bits, moves, back] of [[0, 10, 4], [15, 40, 3]]) {
  test(`moves to redo after a reload come back in the log, and play goes on (bits ${bits})`, async () => {
    const { page, context, errors } = await openPage(env, { viewport: { width: 1100, height: 760 } });
    await waitForFrames(page, 3);
    await clickButton(page, 'opt_undo_free');  // Undo back over both players' moves, unasked
    await page.evaluate(([b, n]) => { window.carc.newGame(2, 41, b); window.carc.autoplay(n, 3); }, [bits, moves]);
    await settle(page);
    const before = await state(page);
    await page.mouse.click(400, 700);  // the page takes the keys
    await keys(page, 'Control+z', back);
    assert.ok((await state(page)).cursor < before.cursor);
    await page.reload();
    await waitForFrames(page, 4);
    await settle(page);
    await page.mouse.click(400, 700);
    await keys(page, 'Control+y', back);
    let s = await state(page);
    assert.equal(s.cursor, before.cursor);
    assert.equal(s.logLines, before.logLines, 'every redone move in the log');
    assert.equal(s.logLast, before.logLast);
    if (s.phase === 'place') s = await placeFirstLegal(page, { s });
    await page.evaluate(() => window.carc.autoplay(6, 5));
    await settle(page);
    s = await state(page);
    assert.ok(s.cursor > before.cursor + 1, `played on: ${s.cursor}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// A link's game in progress draws each tile in the page. Undo back over the next draw, then the
// same move again: the same tile (it was drawn afresh, and a player could fish for a better one).
for (const bits of [0, 31]) {
  test(`a link's game in progress: the same tile after undoing and replaying a move (bits ${bits})`, async () => {
    const { context, errors } = await openPage(env, { viewport: { width: 1100, height: 760 } });
    const first = await context.newPage();
    await first.goto(env.baseUrl);
    await waitForFrames(first, 3);
    await clickButton(first, 'opt_undo_free');  // (remembered: the link's page undoes unasked)
    await first.evaluate((b) => { window.carc.newGame(2, 31, b); window.carc.autoplay(8, 2); }, bits);
    await settle(first);
    const link = await first.evaluate(() => window.carc.command('link'));
    assert.match(link, /#g1\./);
    await first.close();
    const page = await context.newPage();
    await page.goto(link);
    await waitForFrames(page, 4);
    await settle(page);
    await page.evaluate(() => localStorage.clear());  // this page's own game from here
    const start = (await state(page)).cursor;
    const drawnAfter = async () => {
      // The rest of this turn by a fixed policy, then the next tile drawn.
      await page.evaluate(() => window.carc.autoplay(1, 9));
      await settle(page);
      for (let i = 0; i < 12 && (await state(page)).phase !== 'place'; i++) {
        await page.evaluate(() => window.carc.autoplay(1, 9));
        await settle(page);
      }
      return (await state(page)).drawn;
    };
    const tiles = [];
    for (let k = 0; k < 3; k++) {
      tiles.push(await drawnAfter());
      await page.mouse.click(500, 700);
      while ((await state(page)).cursor > start) await keys(page, 'Control+z', 1);
    }
    assert.ok(tiles[0], `a tile drawn: ${tiles}`);
    assert.deepEqual(tiles, [tiles[0], tiles[0], tiles[0]], 'the same tile every time');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Undo from a finished game: the last mover still holds the device (the decision there names the
// turn's player, and a pass screen came up to hand the device to the one who already held it).
test('undo at the end of a game shows the last mover\'s decision without a pass screen', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1100, height: 760 } });
  await waitForFrames(page, 3);
  await page.evaluate(() => { window.carc.newGame(3, 21, 31); window.carc.autoplay(5000, 1); });
  await settle(page);
  let s = await state(page);
  assert.equal(s.phase, 'over');
  const lastMover = await page.evaluate(() => {
    const st = window.carc.state();
    return st.logLast;
  });
  await page.mouse.click(500, 700);
  await keys(page, 'Escape', 1);  // the final table closed
  await keys(page, 'Control+z', 1);
  s = await state(page);
  assert.notEqual(s.phase, 'over');
  assert.equal(s.screen, 'game', `no pass screen after ${lastMover}: ${s.passReason || ''}`);
  assert.deepEqual(errors, []);
  await context.close();
});
