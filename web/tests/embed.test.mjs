// The embed viewer (embed.html): a game from the fragment (link or notation text) shown
// read-only in an iframe on another page, fitted to the frame, stepped back and forward; the full
// game's "copy embed code" gives the iframe snippet.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { fstate, fsettle, hostPage } from '../lib/frames.mjs';
import { settle, state } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const board = (s) => s.board.map((t) => `${t.tile}@${t.x},${t.y}r${t.r}`).sort();
const scores = (s) => s.players.map((p) => p.score);

test('embed code from the full game shows the game in an iframe; step back and forward', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 640, height: 440 } });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 31337, 0));
  await page.evaluate(() => window.carc.autoplay(20));
  await settle(page);
  const full = await page.evaluate(() => window.carc.state());
  const snippet = await page.evaluate(() => window.carc.command('copy_embed'));
  const record = await page.evaluate(() => window.carc.command('export_record'));
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  const src = snippet.match(/src="([^"]+)"/)[1];
  assert.match(src, /\/embed\.html\?lang=en#g1\./, 'the viewer in the language the code was copied in');

  const { page: host, frame, box } = await hostPage(env, context, src);
  let s = await fstate(frame);
  assert.equal(s.screen, 'game');
  assert.deepEqual(board(s), board(full), 'same board');
  assert.deepEqual(scores(s), scores(full), 'same scores');
  assert.equal(s.viewport.w, 480);
  assert.ok(s.boardRect.y1 <= 360 - 40, 'room for the step bar');
  assert.ok(s.board.every((t) => t.sx >= 0 && t.sx <= 480 && t.sy >= 0 && t.sy <= s.boardRect.y1),
    'board fitted to the frame');
  await screenshot(host, 'embed-end');
  // Step back with the viewer's button (clicked in the host page) where each step leaves it (the
  // bar's rows follow the caption), three frames after each click: the press, the release that
  // steps, a frame drawn after the step.
  const cursor = s.cursor;
  for (let i = 0; i < 5; i++) {
    const b = s.buttons.step_back;
    await host.mouse.click(box.x + b.cx, box.y + b.cy);
    await fsettle(frame, 3);
    s = await fstate(frame);
  }
  assert.ok(s.cursor < cursor - 4, 'five moves back (a draw is stepped over with its turn)');
  assert.ok(s.board.length <= full.board.length);
  const f = s.buttons.step_forward;
  await host.mouse.click(box.x + f.cx, box.y + f.cy);
  await fsettle(frame, 3);
  const back = s.cursor;
  assert.ok((await fstate(frame)).cursor > back, 'one forward');
  assert.ok(s.buttons.open_full, 'open in the full game');
  await screenshot(host, 'embed-stepped');
  // Clicking the board does not play.
  await host.mouse.click(box.x + 240, box.y + 150);
  await fsettle(frame, 2);
  const now = (await fstate(frame)).cursor;
  await host.mouse.click(box.x + 240, box.y + 150);
  await fsettle(frame, 2);
  assert.equal((await fstate(frame)).cursor, now);
  await host.close();

  // The human-readable notation, percent-encoded in the fragment.
  const base = src.slice(0, src.indexOf('#'));
  const viaText = await hostPage(env, context, base + '#' + encodeURIComponent(record));
  s = await fstate(viaText.frame);
  assert.deepEqual(board(s), board(full), 'notation fragment: same board');
  assert.deepEqual(scores(s), scores(full));
  await viaText.page.close();

  // A damaged fragment: a message, no crash.
  const bad = await hostPage(env, context, base + '#g1.AAAAAAAA');
  s = await fstate(bad.frame);
  assert.match(s.notice, /could not be shown/);
  assert.equal(s.buttons.notice_ok, undefined, 'no OK that would leave an empty frame');
  await screenshot(bad.page, 'embed-bad');
  await bad.page.close();

  // In a wiki page taller and wider than the window, the viewer's keys step the viewer and leave
  // the page where it was (SDL prevents their default action; this guards it).
  const tall = await hostPage(env, context, src, 400, 300,
    '<div style="width:3000px;height:3000px;background:linear-gradient(#fff,#ccd)">more text</div>');
  await tall.page.evaluate(() => window.scrollTo(40, 30));
  await tall.page.mouse.click(tall.box.x + 200 - 40, tall.box.y + 60 - 30);  // the board: no move
  await fsettle(tall.frame, 2);
  const scroll = () => tall.page.evaluate(() => [window.scrollX, window.scrollY]);
  assert.deepEqual(await scroll(), [40, 30]);
  const end = (await fstate(tall.frame)).cursor;
  for (const [key, stepped] of [['Home', (c) => c === 0], ['ArrowRight', (c) => c > 0],
    ['End', (c) => c === end], ['ArrowLeft', (c) => c < end]]) {
    await tall.page.keyboard.press(key);
    await fsettle(tall.frame, 3);
    assert.ok(stepped((await fstate(tall.frame)).cursor), `${key} steps the viewer`);
    assert.deepEqual(await scroll(), [40, 30], `${key} leaves the host page where it was`);
  }
  // One step per key press the browser sends: a key held down (the system sends no repeats here)
  // steps once, however slowly the frames come (ImGui's own repeat stepped on at each late frame).
  const cursorAfter = async (keys) => {
    for (const k of keys) {
      await tall.page.keyboard.press(k);
      await fsettle(tall.frame, 3);
    }
    return (await fstate(tall.frame)).cursor;
  };
  const one = await cursorAfter(['Home', 'ArrowRight']);
  await cursorAfter(['Home']);
  await tall.page.keyboard.down('ArrowRight');
  await tall.page.waitForTimeout(900);
  await tall.page.keyboard.up('ArrowRight');
  await fsettle(tall.frame, 3);
  assert.equal((await fstate(tall.frame)).cursor, one, 'a key held down steps once');
  await tall.page.close();
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).sort()), keys,
    'the viewer touches no saves');
  assert.deepEqual(errors, []);
  await context.close();
});

// Clicks "Open in the full game" in a viewer (`v` from hostPage, `s` its state); the game page it
// opens, drawn.
async function openFull(context, v, s) {
  const opened = context.waitForEvent('page');
  const o = s.buttons.open_full;
  await v.page.mouse.click(v.box.x + o.cx, v.box.y + o.cy);
  const page = await opened;
  await waitForFrames(page, 4);
  await settle(page);
  return page;
}

// The bar's items (buttons, caption, scores) wholly inside a w x h frame.
function assertBarFits(s, w, h) {
  for (const id of ['step_first', 'step_back', 'step_forward', 'step_last', 'open_full',
    'viewer_caption', 'viewer_move', 'score0', 'score1']) {
    const b = s.buttons[id];
    assert.ok(b, `${id} shown`);
    assert.ok(b.x >= 0 && b.y >= s.boardRect.y1 && b.x + b.w <= w + 0.5 && b.y + b.h <= h + 0.5,
      `${id} inside the ${w}x${h} frame, under the board: ${JSON.stringify(b)}`);
  }
  for (const id of ['step_first', 'step_back', 'step_forward', 'step_last'])
    assert.ok(s.buttons[id].w >= 40 && s.buttons[id].h >= 40, `${id} at least 40x40`);
}

test('viewer: the last move in words, first/last buttons and keys; a finished 97-tile game fits 400x300', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 640, height: 440 } });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 4242, 15));  // all four minis
  await page.evaluate(() => window.carc.autoplay(5000));
  await settle(page);
  const full = await page.evaluate(() => window.carc.state());
  assert.equal(full.phase, 'over');
  assert.equal(full.board.length, 97, 'every tile placed');
  const snippet = await page.evaluate(() => window.carc.command('copy_embed'));
  const src = snippet.match(/src="([^"]+)"/)[1];

  const { page: host, frame, box } = await hostPage(env, context, src, 400, 300);
  let s = await fstate(frame);
  assert.deepEqual(board(s), board(full), 'same board');
  assert.equal(s.viewport.w, 400);
  // The whole board in view: every placed tile, not only its centre, inside the board area.
  const r = s.boardRect, half = s.tilePx / 2;
  for (const t of s.board) {
    assert.ok(t.visible, `tile ${t.tile} at ${t.x},${t.y} visible`);
    assert.ok(t.sx - half >= r.x0 - 0.5 && t.sx + half <= r.x1 + 0.5 &&
      t.sy - half >= r.y0 - 0.5 && t.sy + half <= r.y1 + 0.5, `tile at ${t.x},${t.y} wholly in view`);
  }
  assert.ok(s.tilePx < 20, `tiles smaller than the game's zoom limit: ${s.tilePx}`);
  assertBarFits(s, 400, 300);
  // A finished game opens at its final step: the caption says the game ended and names the winner.
  const names = full.players.map((p) => p.name);
  const best = Math.max(...full.players.map((p) => p.score));
  const endCaption = s.viewerCaption;
  assert.equal(s.viewerFinal, true);
  assert.match(endCaption, /^End of the game: final scoring\. Winners?: /);
  for (const p of full.players)
    assert.equal(endCaption.includes(p.name), p.score === best, `${endCaption}: ${p.name} ${p.score}`);
  assert.ok(endCaption.includes(`${best} points`), endCaption);
  await screenshot(host, 'embed-400x300-end');

  // Keys: the frame takes them once clicked (a click on the board plays nothing).
  await host.mouse.click(box.x + 200, box.y + 60);
  await fsettle(frame, 2);
  const press = async (key) => { await host.keyboard.press(key); await fsettle(frame, 3); return fstate(frame); };
  s = await press('ArrowLeft');
  assert.equal(s.viewerFinal, false, 'Left: from the final step to the last move');
  assert.equal(s.cursor, full.cursor, 'the final step is no move: the same position');
  assert.ok(names.some((n) => s.viewerCaption.startsWith(n)), `the last move: ${s.viewerCaption}`);
  s = await press('ArrowLeft');
  assert.ok(s.cursor < full.cursor, 'Left steps back');
  assert.notEqual(s.viewerCaption, endCaption, 'the caption follows the step');
  // Before the end: the last move in the game log's words, not a scoring or the game's end.
  assert.ok(names.some((n) => s.viewerCaption.startsWith(n)), `a player's move: ${s.viewerCaption}`);
  assert.doesNotMatch(s.viewerCaption, /scores|Game over/);
  // Back until the last move shown is a placement: the caption names that tile where it lies.
  let placed = null;
  for (let i = 0; i < 12 && !placed; i++) {
    placed = s.viewerCaption.match(/placed a tile at (-?\d+),(-?\d+)$/);
    if (!placed) {
      const before = s.viewerCaption;
      s = await press('ArrowLeft');
      assert.notEqual(s.viewerCaption, before, 'every step changes the caption');
    }
  }
  assert.ok(placed, 'a placement reached');
  const [, px, py] = placed;
  assert.ok(s.board.some((t) => t.x === Number(px) && t.y === Number(py)), `a tile is at ${px},${py}`);
  assert.doesNotMatch(s.viewerCaption, /placed tile/, 'no catalogue letter');
  const atPlace = s;
  await screenshot(host, 'embed-400x300-placed');  // the caption pictures the placed tile
  s = await press('ArrowRight');
  assert.ok(s.cursor > atPlace.cursor, 'Right steps forward');
  assert.notEqual(s.viewerCaption, atPlace.viewerCaption);
  assert.equal(s.board.length, atPlace.board.length, 'the same turn: no tile added');
  await screenshot(host, 'embed-400x300-stepped');
  s = await press('Home');
  assert.equal(s.cursor, 0, 'Home: the start');
  assert.equal(s.canUndo, false);
  assert.equal(s.board.length, 1, 'the start tile only');
  assert.equal(s.viewerCaption, 'Start of the game: no move yet');
  s = await press('ArrowRight');
  assert.equal(s.board.length, 2, 'the first move');
  assert.match(s.viewerCaption, /placed a tile at -?\d+,-?\d+$/);
  s = await press('End');
  assert.equal(s.cursor, full.cursor, 'End: the end of the game');
  assert.equal(s.viewerFinal, true, 'End: its final step');
  assert.equal(s.viewerCaption, endCaption);
  // The same with the first and last buttons.
  const click = async (id) => {
    const b = s.buttons[id];
    await host.mouse.click(box.x + b.cx, box.y + b.cy);
    await fsettle(frame, 3);
    return fstate(frame);
  };
  s = await click('step_first');
  assert.equal(s.cursor, 0, 'first button');
  assert.equal(s.canUndo, false);
  s = await click('step_last');
  assert.equal(s.cursor, full.cursor, 'last button');
  assert.equal(s.canRedo, false);
  await fsettle(frame, 3);
  s = await fstate(frame);
  assert.ok(s.board.every((t) => t.visible), 'fitted again after the steps');
  await screenshot(host, 'embed-400x300-last');
  await host.close();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the embed code pins the viewer to the language it was copied in; the reader\'s own choice stays', async () => {
  // An English reader (browser and context); the wiki editor's game page is in Romanian by its
  // address (?lang=ro), which is not saved as anyone's choice.
  const { page, context, errors } = await openPage(env, { viewport: { width: 640, height: 440 }, locale: 'en-US', url: 'index.html?lang=ro' });
  await waitForFrames(page, 3);
  let s = await page.evaluate(() => window.carc.state());
  assert.equal(s.language, 'ro', 'the game page in the language its address asks for');
  await page.evaluate(() => window.carc.newGame(2, 31337, 0));
  await page.evaluate(() => window.carc.autoplay(20, 2));
  await settle(page);
  const snippet = await page.evaluate(() => window.carc.command('copy_embed'));
  assert.match(snippet, /^<iframe src="[^"]+\/embed\.html\?lang=ro#g1\./);
  assert.match((await page.evaluate(() => window.carc.state())).notice, /în română pentru orice cititor/);
  const src = snippet.match(/src="([^"]+)"/)[1];

  const pinned = await hostPage(env, context, src);
  s = await fstate(pinned.frame);
  assert.equal(s.language, 'ro', 'the viewer in Romanian for an English reader');
  assert.match(s.viewerCaption, /a plasat un cartonaș|a pus un meeple|nu a pus niciun meeple|primește/, s.viewerCaption);
  await screenshot(pinned.page, 'embed-lang-ro');
  // "Open in the full game" keeps the language.
  const full = await openFull(context, pinned, s);
  assert.match(full.url(), /\/index\.html\?lang=ro#g1\./);
  assert.equal((await full.evaluate(() => window.carc.state())).language, 'ro');
  await full.close();
  await pinned.page.close();

  // Without the parameter the viewer follows the reader; nothing above saved a language.
  const follows = await hostPage(env, context, src.replace('?lang=ro', ''));
  assert.equal((await fstate(follows.frame)).language, 'en');
  await follows.page.close();
  assert.equal(await page.evaluate(() => localStorage.getItem('carc.language')), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('?move=N opens the viewer at that move; a move the game does not have is shown at its last move, saying so', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 640, height: 440 } });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 31337, 0));
  await page.evaluate(() => window.carc.autoplay(20, 2));
  await settle(page);
  const full = await page.evaluate(() => window.carc.state());
  const src = (await page.evaluate(() => window.carc.command('copy_embed'))).match(/src="([^"]+)"/)[1];
  const at = (q) => src.replace('?lang=en', `?lang=en&${q}`);

  let v = await hostPage(env, context, at('move=0'));
  let s = await fstate(v.frame);
  assert.equal(s.board.length, 1, 'move 0: the start tile alone');
  assert.match(s.viewerCaption, /^Start of the game/);
  await v.page.close();

  v = await hostPage(env, context, at('move=1'));
  s = await fstate(v.frame);
  assert.equal(s.board.length, 2, 'move 1: the first tile placed');
  assert.match(s.viewerCaption, /placed a tile at/);
  assert.equal(s.notice, '');
  const f = s.buttons.step_forward;
  await v.page.mouse.click(v.box.x + f.cx, v.box.y + f.cy);
  await fsettle(v.frame, 3);
  s = await fstate(v.frame);
  assert.match(s.viewerCaption, /meeple/, 'the reader steps on from there');
  await screenshot(v.page, 'embed-move-2');
  // "Open in the full game" opens it at the move shown, the later moves to redo; a link made
  // there is of that position, without the page's ?move=.
  const game = await openFull(context, v, s);
  assert.match(game.url(), /\/index\.html\?lang=en&move=2#g1\./);
  let g = await state(game);
  assert.equal(g.board.length, 2);
  assert.equal(g.canRedo, true, 'the later moves to redo');
  assert.equal(g.notice, '');
  const link = await game.evaluate(() => window.carc.command('copy_link'));
  assert.match(link, /\/index\.html\?lang=en#g1\./);
  await game.mouse.click(5, 200);  // the page takes the keys (no legal square there)
  await game.keyboard.press('Control+y');
  await settle(game);
  g = await state(game);
  assert.equal(g.board.length, 3, 'redo places the next tile');
  await game.close();
  await v.page.close();

  // The page's settings put after the '#' by mistake: said so, not "damaged".
  v = await hostPage(env, context, `${src}&move=3`);
  s = await fstate(v.frame);
  assert.match(s.notice, /^This game could not be shown: the page settings \(\?lang=…, &move=…\) go before the '#', which starts the game, not after it\.$/);
  await v.page.close();
  // A language named in capitals or with its region.
  v = await hostPage(env, context, src.replace('?lang=en', '?lang=CS-cz'));
  assert.equal((await fstate(v.frame)).language, 'cs');
  await v.page.close();

  for (const bad of ['move=999', 'move=-1', 'move=x', `move=${'y'.repeat(300)}`]) {
    v = await hostPage(env, context, at(bad));
    s = await fstate(v.frame);
    assert.deepEqual(board(s), board(full), `${bad}: the game at its last move`);
    if (/^move=-?\d+$/.test(bad)) {
      assert.match(s.notice, new RegExp(`^The page address asks for move ${bad.slice(5)}, but this game has moves 0 to \\d+: it is shown at its last move\\.$`));
    } else {
      // Not a number at all: said so, and a long value quoted only in part.
      const quoted = bad.length > 30 ? `${'y'.repeat(21)}…` : bad.slice(5);
      assert.match(s.notice, new RegExp(`^The page address gives move=${quoted}, which is not a move number or "end": this game has moves 0 to \\d+\\. It is shown at its last move\\.$`));
    }
    assert.ok(s.buttons.notice_ok, 'the message can be closed');
    await v.page.close();
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('docs/wiki.md\'s hand-written example shows in the viewer, as text and as its g1 link', async () => {
  const doc = fs.readFileSync(new URL('../../docs/wiki.md', import.meta.url), 'utf8');
  const record = doc.match(/```\n(Carcassonne 1\n[^`]*)```/)[1];
  const link = doc.match(/`(#g1\.[A-Za-z0-9_-]+)` for the example/)[1];
  const { context, errors } = await openPage(env, { viewport: { width: 640, height: 440 } });
  const shown = [];
  for (const fragment of ['#' + encodeURIComponent(record), link]) {
    const v = await hostPage(env, context, `${env.baseUrl}embed.html?lang=en${fragment}`);
    const s = await fstate(v.frame);
    assert.equal(s.notice, '', fragment);
    assert.deepEqual(s.players.map((p) => `${p.name} ${p.score}`), ['Ann 4', 'Bob 0']);
    assert.equal(s.board.length, 5, 'the start tile and four turns');
    assert.match(s.viewerCaption, /^Bob placed no meeple/);
    shown.push(board(s));
    await v.page.close();
  }
  assert.deepEqual(shown[0], shown[1], 'the text and the link show the same position');
  // A move that scores: the caption says what it scored, the board labels it; the next move's
  // caption and board no longer do.
  for (const [move, caption, labels] of [
    [2, /^Ann put a meeple on the city · Ann scores 4 points for a city of 2 tiles$/, 1],
    [3, /^Bob placed a tile at 1,0$/, 0]]) {
    const v = await hostPage(env, context, `${env.baseUrl}embed.html?lang=en&move=${move}${link}`);
    const s = await fstate(v.frame);
    assert.match(s.viewerCaption, caption, `move ${move}`);
    assert.equal(s.lastScores.filter((e) => e.label).length, labels, `move ${move}: labels on the board`);
    if (labels) await screenshot(v.page, 'embed-scoring-move');
    await v.page.close();
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// A record that stops with a tile drawn (a wiki's "where would you put it?"): the viewer shows who
// places it next, and the tile; not while later moves are there to step to.
test('viewer: a record ending with a tile drawn shows who places it next, with the tile', async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 640, height: 440 } });
  const record = 'Carcassonne 1\nPlayers: Ann, Bob\nDraws: explicit\n\n1. E 0,-1 r2 N\n2. D\n';
  const src = `${env.baseUrl}embed.html?lang=en#${encodeURIComponent(record)}`;
  let v = await hostPage(env, context, src);
  let s = await fstate(v.frame);
  assert.equal(s.notice, '');
  assert.equal(s.viewerNext, 'Next: Bob places this tile');
  assert.match(s.viewerCaption, /^Ann put a meeple on the field/, 'the last move as before');
  const pic = s.buttons.viewer_next_tile, cap = s.buttons.viewer_caption, next = s.buttons.viewer_next;
  assert.ok(pic && next, 'the tile and the words drawn');
  assert.ok(pic.y >= cap.y + cap.h - 1, 'on a row of its own under the caption');
  assert.ok(next.y + next.h <= s.viewport.h && pic.x >= 0, 'inside the frame');
  await screenshot(v.page, 'embed-next-tile');
  // Stepped back, later moves are there: no "next".
  const b = s.buttons.step_back;
  await v.page.mouse.click(v.box.x + b.cx, v.box.y + b.cy);
  // Three frames, as after other clicks: the frame that takes the press has drawn the "next" row
  // above the step buttons already (a loaded CI run read its buttons after two).
  await fsettle(v.frame, 3);
  s = await fstate(v.frame);
  assert.equal(s.viewerNext, '');
  assert.equal(s.buttons.viewer_next, undefined);
  await v.page.close();
  // A small frame says it in the caption's line.
  v = await hostPage(env, context, src, 300, 240);
  s = await fstate(v.frame);
  assert.match(s.viewerCaption, / · Next: Bob places this tile$/);
  assert.equal(s.viewerNext, '', 'no row of its own');
  assert.deepEqual(errors, []);
  await context.close();
});

// The embed code pasted as it is into a wiki page read on a phone: the frame stays within the
// page (no sideways scroll), with the viewer's bar and "Open in the full game" inside it. The
// code's fixed 480 px width overflowed a 390 px phone (a helper's exploratory test).
test('the embed code as copied fits a phone\'s page: no sideways scroll, the bar inside the frame', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 640, height: 440 } });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 31337, 0));
  await page.evaluate(() => window.carc.autoplay(20));
  await settle(page);
  const snippet = await page.evaluate(() => window.carc.command('copy_embed'));
  const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, reducedMotion: 'reduce' });
  const url = env.baseUrl + 'wiki-phone.html';
  await phone.route(url, (r) => r.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><meta name="viewport" content="width=device-width"><body><h1>A wiki page</h1>${snippet}</body>`,
  }));
  const host = await phone.newPage();
  await host.goto(url);
  const handle = await host.waitForSelector('iframe');
  await handle.scrollIntoViewIfNeeded();
  const frame = await handle.contentFrame();
  await frame.waitForFunction(() => window.carc && window.carc.frames() >= 4, null, { timeout: 30000 });
  await fsettle(frame, 4);
  const scrollW = await host.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollW <= 390, `the page scrolls sideways: ${scrollW} px wide`);
  const box = await handle.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `the frame within the page: ${JSON.stringify(box)}`);
  const s = await fstate(frame);
  assert.ok(s.viewport.w <= 390, `the viewer as wide as its frame: ${s.viewport.w}`);
  const open = s.buttons.open_full;
  assert.ok(open && open.x >= 0 && open.x + open.w <= s.viewport.w, `"Open in the full game" inside: ${JSON.stringify(open)}`);
  await screenshot(host, 'embed-phone-page');
  await phone.close();
  assert.deepEqual(errors, []);
  await context.close();
});
