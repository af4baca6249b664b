// Scoring you can see (issue 40): a move that scores sends its points from the scored feature to
// the player's score in the panel, a badge in the player's colour that travels there and ends;
// an undo sends none.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot } from '../lib/browser.mjs';
import { state, settle, clickButton, startFromSetup } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const scores = (s) => s.players.map((p) => p.score);

test('points fly from a scored feature to the score, and an undo sends none', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1280, height: 800 } });
  let s = await startFromSetup(page, { seed: 11 });
  // Slowed from 0.9 s to 4 s, so that a busy machine's frames still catch the badge on its way.
  await page.evaluate(() => window.carc.command('score_flight_ms 4000'));
  let was = scores(s), gained = null;
  // Random legal moves (the hook's autoplay, one action at a time) until one scores.
  for (let k = 0; k < 200 && !gained; k++) {
    await page.evaluate(() => window.carc.command('autoplay 1 5'));
    await settle(page, 1);
    s = await state(page);
    const now = scores(s);
    const diff = now.map((n, i) => n - was[i]);
    if (diff.some((d) => d > 0)) gained = diff;
    was = now;
  }
  assert.ok(gained, 'a move scored within 200 actions');
  // The move's points, each sent to its scorer.
  const sent = gained.map((_, p) => s.scoresSent.filter((f) => f.player === p).reduce((n, f) => n + f.points, 0));
  assert.deepEqual(sent, gained, `the points sent (${JSON.stringify(s.scoresSent)}) are the points scored`);
  // In flight: a badge between the feature and the score that gets nearer the score frame by
  // frame, then is gone.
  const seen = [];
  for (let k = 0; k < 400; k++) {
    const t = await state(page);
    if (!t.scoreFlights) break;
    seen.push(t.scoreFlights[0]);
    if (seen.length === 1) await screenshot(page, 'score-flight');
    await settle(page, 1);
  }
  assert.ok(seen.length >= 2, `a flight seen in more than one frame (${seen.length})`);
  const far = (f) => Math.hypot(f.toX - f.x, f.toY - f.y);
  assert.ok(seen[seen.length - 1].progress > seen[0].progress, 'the flight goes on');
  assert.ok(far(seen[seen.length - 1]) < far(seen[0]), `nearer its score: ${far(seen[0])} then ${far(seen[seen.length - 1])}`);
  const target = seen[0];
  assert.ok(target.toX > 940, `its score is in the side panel (x ${target.toX})`);
  s = await state(page);
  assert.equal(s.scoreFlights, undefined, 'the flight has ended');
  // Taken back: no points fly.
  const cursor = s.cursor;
  s = await clickButton(page, 'undo');
  // Back into the other player's turn: they agree first.
  if (s.buttons.undo_yes) s = await clickButton(page, 'undo_yes');
  assert.ok(s.cursor < cursor, `taken back (cursor ${cursor} to ${s.cursor})`);
  assert.deepEqual(s.scoresSent, [], 'an undo sends nothing');
  assert.equal(s.scoreFlights, undefined);
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});
