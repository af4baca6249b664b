// The Falcon's king and falconer on the Castle's follower step read like the other expansions'
// targets (docs/castle.md "The app"): the lit spot's words add what each makes of the feature
// beyond its worth (the king doubles its owner's points, the falconer brings an aerie token), the
// "which one?" menu's buttons for them say the same, and the king's button puts the king there.
// Desktop at 1280x800 (the mouse), phone at 375x667 (a first tap lights, a second opens the menu).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, clickPoint, importRecord } from '../lib/game.mjs';
import { CASTLE_KING_STEP } from '../lib/records.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const appErrors = (errors) => errors.filter((e) => !/^Ignored attempt to cancel a touchstart/.test(e));

// Lights a follower spot: the mouse over it, or a finger's first tap (which takes nothing).
async function light(page, touch, spot) {
  if (!touch) {
    await page.mouse.move(spot.sx, spot.sy);
    await settle(page, 3);
    return state(page);
  }
  const s = await clickPoint(page, spot, { touch: true });
  assert.equal(s.phase, 'meeple', 'a first tap takes nothing');
  return s;
}

// Two fingers spread over the placed tile's spots (the board zooms in): an imported position
// is shown whole, its spots too close for a finger (play's own placement parts them).
async function spread(page, s) {
  const at = s.meepleSpots[0];
  const cdp = await page.context().newCDPSession(page);
  const fingers = (d) => [{ x: at.sx - d, y: at.sy, id: 1 }, { x: at.sx + d, y: at.sy, id: 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(15) });
  await settle(page, 1);
  for (let k = 1; k <= 8; k++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(15 + 8 * k) });
    await settle(page, 1);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await settle(page, 4);
  return state(page);
}

// The lit spot's words: the feature's line, then the figures' notes.
function readWords(text) {
  const [feature, notes] = text.split('\n');
  const worth = feature.match(/^path, \d+ tiles?: (\d+) points?$|^(?:house|tower|chapel), \d+ tiles?: (\d+) points?$/);
  const king = notes && notes.match(/(?:^| \u00b7 )king: (\d+) points?(?: \u00b7 |$)/);
  return { feature, notes, worth: worth && Number(worth[1] || worth[2]), king: king && Number(king[1]) };
}

for (const [kind, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  const touch = kind === 'phone';
  test(`${kind}: the king's and the falconer's spot says what each makes of its feature`, async () => {
    const { page, context, errors } = await openPage(env, options);
    await waitForFrames(page, 5);
    let s = await importRecord(page, CASTLE_KING_STEP, { touch });
    if (s.buttons.pass_ok) s = await clickButton(page, 'pass_ok', { touch });
    await settle(page, 4);
    s = await state(page);
    assert.equal(s.mode, 'castle');
    assert.equal(s.phase, 'meeple', 'the follower step');
    if (touch) s = await spread(page, s);
    let found = null, spot = null;
    for (const m of s.meepleSpots.filter((x) => x.visible && x.feature === 'path')) {
      const t = await light(page, touch, m);
      if (t.litFeature && /king: /.test(t.litFeature.text)) { found = t; spot = m; break; }
    }
    assert.ok(found, 'a path offering the king');
    const words = readWords(found.litFeature.text);
    assert.ok(words.worth > 0, `the feature's worth: ${words.feature}`);
    // The Falcon (castle.md): the king doubles its owner's points, the falconer 1 token more.
    assert.equal(words.king, 2 * words.worth, `the king doubles it: ${found.litFeature.text}`);
    assert.match(words.notes, /(^| \u00b7 )falconer: \+1 aerie token( \u00b7 |$)/, found.litFeature.text);
    if (!touch) assert.equal(found.litFeature.cells.length, Number(words.feature.match(/(\d+) tiles?/)[1]));

    // In Czech and Romanian: the names, the points' plural, the token's.
    if (!touch) {
      const n = words.king;
      for (const [code, king, falconer] of [
        ['cs', `král: ${n} ${n === 1 ? 'bod' : n <= 4 ? 'body' : 'bodů'}`, 'sokolník: +1 žeton hnízda'],
        ['ro', `rege: ${n} ${n === 1 ? 'punct' : n < 20 ? 'puncte' : 'de puncte'}`, 'șoimar: +1 jeton de cuib']]) {
        await clickButton(page, 'language');
        await clickButton(page, `lang_${code}`);
        const u = await light(page, touch, spot);
        const notes = u.litFeature.text.split('\n')[1] || '';
        assert.ok(notes.includes(king) && notes.includes(falconer), `${code}: "${notes}" has "${king}" and "${falconer}"`);
      }
      await clickButton(page, 'language');
      await clickButton(page, 'lang_en');
      found = await light(page, touch, spot);
      assert.equal(found.litFeature.text.split('\n')[0], words.feature, 'in English again');
    }

    await screenshot(page, `expansion-step-falcon-king-${kind}`);

    // Taken: a click (a second tap) asks which figure; the king's and falconer's buttons carry
    // the notes, the lit words stay.
    const cursor = found.cursor;
    s = await clickPoint(page, spot, { touch });
    assert.equal(s.cursor, cursor, 'several figures here: asked, not taken');
    const buttons = Object.entries(s.buttons).filter(([id]) => /^which_\d+$/.test(id)).map(([id, b]) => ({ id, label: b.label }));
    const kingButton = buttons.find((b) => /^Put the king /.test(b.label));
    const falconerButton = buttons.find((b) => /^Put the falconer /.test(b.label));
    assert.ok(kingButton && falconerButton, `the king and the falconer asked: ${JSON.stringify(buttons)}`);
    assert.ok(kingButton.label.endsWith(` \u2014 king: ${words.king} points`), kingButton.label);
    assert.ok(falconerButton.label.endsWith(' \u2014 falconer: +1 aerie token'), falconerButton.label);
    assert.ok(buttons.some((b) => !b.label.includes('\u2014')), 'the follower\'s button: no note');
    assert.equal(s.litFeature && s.litFeature.text, found.litFeature.text, 'the words stay lit');
    await screenshot(page, `expansion-step-falcon-king-${kind}-menu`);

    const me = s.current;
    const kings = (t) => t.figures.filter((f) => f.type === 1 && f.owner === me).length;
    const before = kings(s);
    s = await clickButton(page, kingButton.id, { touch });
    assert.equal(s.cursor, cursor + 1, 'the king\'s button plays');
    assert.equal(kings(s), before + 1, 'the king on the board');
    assert.ok(s.logTail.some((l) => / put the king /.test(l.text || l)), `logged: ${JSON.stringify(s.logTail.slice(-2))}`);
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });
}
