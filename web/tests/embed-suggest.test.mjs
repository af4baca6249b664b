// The embed viewer's "what would the computer play here?" (?suggest=1 in its address; off by
// default): a button under the caption; pressed, the computer (hard) searches the position shown
// from the deciding player's view while the frame keeps drawing, then says its move in words and
// shows it on the board (the tile on its square, outlined in green). Stepping to another move
// forgets it. A wiki's hand-written record ending with a tile drawn ("where would you put it?")
// gets the move for that tile.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshotPixels, waitForFrames } from '../lib/browser.mjs';
import { fstate, fsettle, hostPage } from '../lib/frames.mjs';
import { settle } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const withSuggest = (src) => src.replace('#', '&suggest=1#');

// Presses the suggestion's button (a click on the host page) and waits for the move: the frames
// keep coming while the computer thinks. Returns the viewer's state then.
async function suggest(v) {
  let s = await fstate(v.frame);
  const b = s.buttons.suggest;
  assert.ok(b, 'the suggestion is offered');
  assert.equal(b.label, 'What would the computer play here?');
  await v.page.mouse.click(v.box.x + b.cx, v.box.y + b.cy);
  const framesAt = await v.frame.evaluate(() => window.carc.frames());
  await v.frame.waitForFunction(() => {
    const b = window.carc.state().buttons.viewer_suggestion;
    return b && !/thinking/.test(b.label);
  }, null, { timeout: 60000, polling: 100 });
  await fsettle(v.frame, 3);
  s = await fstate(v.frame);
  assert.ok((await v.frame.evaluate(() => window.carc.frames())) > framesAt + 2,
    'the page drew frames while the computer thought');
  return s;
}

// The green outline of the suggested tile on screen: pixels of its top edge near the colour.
async function greenOnEdge(v, r, name) {
  const { rgb } = await screenshotPixels(v.page, name,
    { clip: { x: v.box.x + r.x, y: v.box.y + r.y, w: r.w, h: 3 } });
  let green = 0;
  for (let i = 0; i < rgb.length; i += 3)
    if (rgb[i] < 160 && rgb[i + 1] > 200 && rgb[i + 2] < 170) green++;
  return green / (rgb.length / 3);
}

test('a game link: the computer suggests a move for the position shown, forgotten on a step', async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 700, height: 520 } });
  const page = await context.newPage();
  await page.goto(env.baseUrl);
  await waitForFrames(page, 3);
  await page.evaluate(() => { window.carc.newGame(2, 4242, 0); window.carc.autoplay(24, 5); });
  await settle(page);
  const src = (await page.evaluate(() => window.carc.command('copy_embed'))).match(/src="([^"]+)"/)[1];
  await page.close();

  // Off by default: no button.
  const plain = await hostPage(env, context, src, 480, 400);
  assert.equal((await fstate(plain.frame)).buttons.suggest, undefined, 'off unless asked for');
  await plain.page.close();

  const v = await hostPage(env, context, withSuggest(src), 480, 400);
  // Back one move: a position the game went on from.
  let s = await fstate(v.frame);
  await v.page.mouse.click(v.box.x + s.buttons.step_back.cx, v.box.y + s.buttons.step_back.cy);
  await fsettle(v.frame, 3);
  const cursor = (await fstate(v.frame)).cursor;
  s = await suggest(v);
  assert.equal(s.cursor, cursor, 'a suggestion plays nothing');
  const words = s.buttons.viewer_suggestion.label;
  assert.match(words, /^The computer \(hard\) (would place .+'s tile at -?\d+,-?\d+, turned as pictured\.|would place no meeple|, for |would play: )/, words);
  const tile = s.buttons.suggested_tile;
  if (/would place .+'s tile/.test(words)) {
    assert.ok(tile, 'the tile is on its square');
    assert.ok(tile.y >= 0 && tile.y + tile.h <= s.boardRect.y1 + 1 && tile.x >= 0 && tile.x + tile.w <= 480,
      `on the board in view: ${JSON.stringify(tile)}`);
    assert.ok(await greenOnEdge(v, tile, 'embed-suggest-link') > 0.5, 'outlined in green');
  }
  // A step forgets it; the button is back.
  await v.page.mouse.click(v.box.x + s.buttons.step_forward.cx, v.box.y + s.buttons.step_forward.cy);
  await fsettle(v.frame, 3);
  s = await fstate(v.frame);
  assert.equal(s.buttons.viewer_suggestion, undefined);
  assert.equal(s.buttons.suggested_tile, undefined);
  assert.ok(s.buttons.suggest);
  assert.deepEqual(errors, []);
});

test("a hand-written record ending with a tile drawn: the computer's move for that tile", async () => {
  const { context, errors } = await openPage(env, { viewport: { width: 700, height: 520 } });
  const record = 'Carcassonne 1\nPlayers: Ann, Bob\nDraws: explicit\n\n' +
    '1. E 0,-1 r2 S\n2. U 1,0 r0 N\n3. E 1,-1 r0 -\n4. D\n';
  const v = await hostPage(env, context,
    env.baseUrl + 'embed.html?suggest=1#' + encodeURIComponent(record), 480, 400);
  const s = await suggest(v);
  const words = s.buttons.viewer_suggestion.label;
  assert.match(words, /^The computer \(hard\) would place Bob's tile at -?\d+,-?\d+, turned as pictured\.$/, words);
  const [x, y] = words.match(/at (-?\d+),(-?\d+)/).slice(1).map(Number);
  assert.ok(!['0,0', '0,-1', '1,0', '1,-1'].includes(`${x},${y}`), 'on an empty square');
  const tile = s.buttons.suggested_tile;
  assert.ok(tile, 'the tile is on its square');
  assert.ok(await greenOnEdge(v, tile, 'embed-suggest-record') > 0.5, 'outlined in green');
  assert.deepEqual(errors, []);
});
