// A person against two computers (docs/ai.md, In the game): seats chosen in the setup, the
// computers' moves coming by themselves (no click, no pass screen), the person's moves by clicks,
// a hint played, undo back to the person's last decision, to the final table; the seats kept over a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames, LONG_TEST } from '../lib/browser.mjs';
import { state, settle, clickButton, typeInto, playStep, waitForState } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

// Picks seat p's player in the setup's combo, as a person would.
async function chooseSeat(page, p, seat) {
  await clickButton(page, `seat${p}`);
  await settle(page, 2);
  const s = await clickButton(page, `seat${p}_${seat}`);
  await settle(page, 2);
  return s;
}

test('a person against two computers: their moves come by themselves, undo returns to the person, to the final table',
  LONG_TEST, async () => {
    const { page, context, errors } = await openPage(env, { viewport: { width: 800, height: 600 } });
    await waitForFrames(page, 5);
    let s = await clickButton(page, 'add_player');
    await chooseSeat(page, 1, 'hard');
    s = await chooseSeat(page, 2, 'easy');
    assert.deepEqual(s.setupSeats, ['person', 'hard', 'easy']);
    assert.ok(s.buttons.seat0 && s.buttons.name0, 'a seat box beside each name');
    await screenshot(page, 'computer-seats-setup');
    await typeInto(page, 'seed', '4242');
    s = await clickButton(page, 'start');
    assert.equal(s.screen, 'game');
    assert.deepEqual(s.seats, ['person', 'hard', 'easy']);

    let personMoves = 0, computerMoves = 0, undone = false, thinkingSeen = false, hinted = false, rounds = 0;
    while (s.phase !== 'over' && rounds++ < 400) {
      assert.notEqual(s.screen, 'pass', 'no pass screen between a person and the computers');
      if (s.computerDecides) {
        assert.notEqual(s.current, 0);
        assert.match(s.prompt, /^The computer \((hard|easy)\) is playing/);
        assert.ok(!s.buttons.confirm && !s.buttons.skip, 'the computer\'s choices are not offered');
        thinkingSeen = true;
        const cursor = s.cursor;
        // No input: the computer's move comes by itself.
        s = await waitForState(page, (t) => t.cursor > cursor || t.phase === 'over',
          'the computer\'s move', 60000);
        computerMoves++;
        continue;
      }
      assert.equal(s.current, 0, 'the person decides when the computer does not');
      if (!undone && personMoves >= 12 && s.phase === 'place') {
        // Undo: back to the person's last decision, over the computers' moves after it.
        const before = s.cursor;
        const board = s.board.length;
        s = await clickButton(page, 'undo');
        await settle(page);
        s = await state(page);
        assert.ok(s.cursor < before - 1, `back over the computers' moves (${before} -> ${s.cursor})`);
        assert.equal(s.current, 0);
        assert.equal(s.computerDecides, false);
        assert.ok(s.phase === 'meeple' || s.phase === 'place', s.phase);
        assert.ok(s.board.length <= board - 2, 'the computers\' tiles are taken back too');
        undone = true;
      }
      if (!hinted && personMoves >= 3 && s.phase === 'place') {
        // A hint: the tile picked where the hard level would play it, played by Place.
        assert.ok(s.buttons.hint, 'a Hint button on the person\'s turn');
        const tiles = s.board.length;
        await clickButton(page, 'hint');
        s = await waitForState(page, (t) => t.pick, 'the hint\'s square');
        assert.ok(s.legal.some((l) => l.x === s.pick.x && l.y === s.pick.y), 'a legal square');
        s = await clickButton(page, 'confirm');
        assert.equal(s.board.length, tiles + 1, 'Place plays the hinted tile');
        hinted = true;
        personMoves++;
        continue;
      }
      s = await playStep(page, { s, meepleOn: personMoves % 2 ? ['city', 'road'] : ['city'] });
      personMoves++;
      if (personMoves === 6) await screenshot(page, 'computer-seats-game');
    }
    assert.equal(s.phase, 'over', `over after ${personMoves} person moves and ${computerMoves} waits`);
    assert.ok(undone && thinkingSeen && hinted);
    assert.ok(personMoves >= 40 && computerMoves >= 40, `${personMoves} / ${computerMoves}`);
    assert.equal(s.finalShown, true, 'the final table');
    const sum = (p) => Object.values(p.breakdown).reduce((a, b) => a + b, 0);
    for (const p of s.players) assert.equal(sum(p), p.score, 'breakdown adds up to the total');
    await screenshot(page, 'computer-seats-final');

    // The autosave keeps who plays each seat.
    await page.reload();
    await waitForFrames(page, 5);
    s = await state(page);
    assert.equal(s.screen, 'game');
    assert.deepEqual(s.seats, ['person', 'hard', 'easy']);
    assert.deepEqual(errors, [], 'no console errors');
    await context.close();
  });
