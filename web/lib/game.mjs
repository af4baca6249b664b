// Game-level helpers for browser tests: read the app's state (window.carc.state()), wait for
// frames, and click or tap what the state reports (buttons, legal cells, meeple spots) by their
// CSS-pixel coordinates, the way a player would.
import { waitForFrames, settleFrames } from './browser.mjs';

export async function state(page) {
  return page.evaluate(() => window.carc.state());
}

// Waits for the app to take the input sent so far, then for `k` frames from the one that took it
// (browser.mjs settleFrames; the app reacts to input over the next frames).
export async function settle(page, k = 3) {
  await settleFrames(page, k);
}

// Waits frame by frame until the app's state satisfies `ok`, for what reaches the app without
// input the test could wait on (another tab's storage event); `what` names it in the failure.
// Returns that state.
export async function waitForState(page, ok, what, timeout = 20000) {
  const end = Date.now() + timeout;
  for (;;) {
    const s = await state(page);
    if (ok(s)) return s;
    if (Date.now() > end) {
      throw new Error(`waited ${timeout} ms for ${what}; the state then: screen ${s.screen}, ` +
        `cursor ${s.cursor}, notice ${JSON.stringify(s.notice)}`);
    }
    await settle(page, 1);
  }
}

async function press(page, x, y, touch) {
  const vp = page.viewportSize();
  if (x < 0 || y < 0 || x >= vp.width || y >= vp.height)
    throw new Error(`(${x.toFixed(0)}, ${y.toFixed(0)}) is outside the ${vp.width}x${vp.height} viewport`);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  // A click is taken over two frames (press, release); a new turn may refit the board in the
  // frame after that (the camera follows a growing board): what is read next must be after it.
  await settle(page, 3);
}

// A button its window has scrolled out of sight (the app reports the window's visible part as
// `clip`) is scrolled into it first, as a player would: a finger's drag on a touch screen, the
// mouse wheel otherwise. Returns the state with the button in sight.
async function reveal(page, id, s, touch) {
  let cdp = null;
  for (let i = 0; i < 30 && s.buttons[id] && s.buttons[id].clip; i++) {
    const b = s.buttons[id], c = b.clip;
    const x = (c.x0 + c.x1) / 2, y = (c.y0 + c.y1) / 2;
    const dy = Math.min(100, (c.y1 - c.y0) / 3) * (b.cy > y ? 1 : -1);  // + : content moves up
    if (touch) {
      cdp = cdp || await page.context().newCDPSession(page);
      const at = (yy) => [{ x, y: yy, id: 1 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(y) });
      await settle(page, 1);
      for (let k = 1; k <= 5; k++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y - (dy * k) / 5) });
        await settle(page, 1);
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, dy);
    }
    await settle(page, 2);
    s = await state(page);
  }
  if (cdp) await cdp.detach();
  return s;
}

// The item the app recorded under `id` (a button, a heading) scrolled into sight as `reveal`
// does; the state then.
export async function scrollIntoSight(page, id, { touch = false } = {}) {
  return reveal(page, id, await state(page), touch);
}

// Clicks (or taps) the button the app recorded under `id`, scrolled into sight first if its
// window hides it; throws if it is not on screen. `s`: a state just read (saves reading it again).
export async function clickButton(page, id, { touch = false, s: known } = {}) {
  let s = known || await state(page);
  if (s.buttons[id] && s.buttons[id].clip) s = await reveal(page, id, s, touch);
  const b = s.buttons[id];
  if (!b) throw new Error(`no button '${id}' on screen (have: ${Object.keys(s.buttons).join(', ')})`);
  if (b.clip) throw new Error(`button '${id}' stays scrolled out of sight`);
  await press(page, b.cx, b.cy, touch);
  return state(page);
}

export async function clickPoint(page, p, { touch = false } = {}) {
  await press(page, p.sx, p.sy, touch);
  return state(page);
}

// Takes a follower step's spot (an entry of state().meepleSpots) the way a player does: a click;
// a finger's first tap lights the spot (its feature outlined and worded) and a second one takes
// it (or opens the "which one?" menu where several figures may go there).
export async function takeSpot(page, spot, { touch = false } = {}) {
  const s = await clickPoint(page, spot, { touch });
  if (!touch || s.phase !== 'meeple' || s.buttons.which_0) return s;
  return clickPoint(page, spot, { touch });
}

// Types into a text field recorded under `id` (replacing its text), then Enter unless told not to.
export async function typeInto(page, id, text, { enter = true } = {}) {
  let s = await state(page);
  if (s.buttons[id] && s.buttons[id].clip) s = await reveal(page, id, s, false);
  const b = s.buttons[id];
  await page.mouse.click(b.cx, b.cy);
  await settle(page, 2);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  if (enter) await page.keyboard.press('Enter');
  await settle(page, 2);
}

// Starts a game from the setup screen (default players) with an optional seed, switching on
// the named expansions' checkboxes first.
export async function startFromSetup(page, { seed, touch = false, expansions = [] } = {}) {
  await waitForFrames(page, 5);
  for (const e of expansions) await clickButton(page, `exp_${e}`, { touch });
  if (seed !== undefined) await typeInto(page, 'seed', String(seed));
  const s = await clickButton(page, 'start', { touch });
  if (s.screen !== 'game') throw new Error(`game did not start: ${JSON.stringify(s).slice(0, 300)}`);
  await settle(page, 4);  // the board is fitted on the second frame
  return state(page);
}

// Places the drawn tile on the first legal cell visible on screen, clicking the Fit button
// first if none is. Mouse: one click places. Touch: tap picks, confirm button places.
export async function placeFirstLegal(page, { touch = false, s: known } = {}) {
  let s = known || await state(page);
  let cell = s.legal.find((l) => l.visible);
  if (!cell) {
    s = await clickButton(page, 'fit', { touch });
    cell = s.legal.find((l) => l.visible);
  }
  if (!cell) throw new Error('no legal cell visible after fitting the board');
  const before = s.board.length;
  s = await clickPoint(page, cell, { touch });
  if (touch) s = await clickButton(page, 'confirm', { touch });
  if (s.board.length !== before + 1) throw new Error(`tile not placed at ${cell.x},${cell.y}: ${s.message}`);
  return s;
}

// Plays one turn with clicks: place on the first legal cell, then a meeple on a spot whose
// feature is in `meepleOn` (first match), else skip.
export async function playTurn(page, { touch = false, meepleOn = [] } = {}) {
  let s = await placeFirstLegal(page, { touch });
  if (s.phase !== 'meeple') return s;
  const spot = meepleOn.length
    ? s.meepleSpots.find((m) => m.visible && meepleOn.includes(m.feature))
    : undefined;
  if (spot) s = await takeSpot(page, spot, { touch });
  else s = await clickButton(page, 'skip', { touch });
  return s;
}

// Answers the expansion decision on screen the way a player would: a marked spot on the board
// if the decision has them (fitting the board first if none is in view), else one of the
// choice buttons. `pick` varies which choice (index modulo the number offered).
export async function answerDecision(page, { touch = false, pick = 0, s: known } = {}) {
  let s = known || await state(page);
  const cursor = s.cursor;
  if (s.decisionSpots.length) {
    // Where the marks are once the board has come to rest (a decision's tile is brought into view
    // a few frames after the decision opens).
    await settle(page, 3);
    s = await state(page);
    let spots = s.decisionSpots.filter((d) => d.visible);
    if (!spots.length) {
      s = await clickButton(page, 'fit', { touch });
      spots = s.decisionSpots.filter((d) => d.visible);
    }
    if (!spots.length) throw new Error('no decision spot in view after fitting the board');
    const target = spots[pick % spots.length];
    s = await clickPoint(page, target, { touch });
    // A finger's first tap lights the mark (outlined and worded), a second takes it, where the
    // board shows it now (marks under one finger are zoomed apart).
    if (touch && s.cursor === cursor && !s.buttons.which_0)
      s = await clickPoint(page, s.decisionSpots.find((d) => d.index === target.index) || target, { touch });
    // Marks on one another: the board asks which one, nearest first.
    if (s.buttons.which_0) s = await clickButton(page, 'which_0', { touch, s });
  } else {
    // The choice buttons in view (a player taps what they see); La Porxada's many swaps come in
    // two steps: the own follower (swap_from<k>), then the swap itself.
    const inView = (st, re) => Object.keys(st.buttons).filter((k) => re.test(k)).filter((k) => {
      const b = st.buttons[k];
      return b.y >= 0 && b.y + b.h <= st.viewport.h;
    });
    const ids = inView(s, /^(dec\d+|swap_from\d+)$/);
    if (!ids.length) throw new Error(`expansion decision without choices in view: ${s.message}`);
    const id = ids[pick % ids.length];
    s = await clickButton(page, id, { touch, s });
    if (id.startsWith('swap_from')) {
      const decs = inView(s, /^dec\d+$/);
      if (!decs.length) throw new Error('no swap offered after picking the own follower');
      s = await clickButton(page, decs[pick % decs.length], { touch, s });
    }
  }
  if (s.cursor !== cursor + 1)
    throw new Error(`decision not taken (${s.message}; marks ${JSON.stringify(s.decisionSpots)})`);
  return s;
}

// Plays whatever the game asks next with clicks or taps only: hands the device over on the
// pass screen, answers expansion decisions, places tiles, puts meeples on `meepleOn` features.
export async function playStep(page, { touch = false, pick = 0, meepleOn = [], s: known } = {}) {
  const s = known || await state(page);
  if (s.screen === 'pass') return clickButton(page, 'pass_ok', { touch, s });
  if (s.phase === 'expansion') return answerDecision(page, { touch, pick, s });
  if (s.phase === 'place') return placeFirstLegal(page, { touch, s });
  if (s.phase === 'meeple') {
    const spot = s.meepleSpots.find((m) => m.visible && meepleOn.includes(m.feature));
    return spot ? takeSpot(page, spot, { touch }) : clickButton(page, 'skip', { touch, s });
  }
  throw new Error(`nothing to play in phase ${s.phase}`);
}

// Opens a game record through the test hook's `import` (as the Saves' Import does) and closes
// the notice that says so (in any of the three languages; by a finger with `touch`); the state
// then.
export async function importRecord(page, text, { touch = false } = {}) {
  const notice = await page.evaluate((t) => window.carc.command(`import ${t}`), text);
  if (!/^Opened|^Otevřeno|^S-a deschis/.test(notice)) throw new Error(`import: ${notice}`);
  await settle(page, 4);
  return clickButton(page, 'notice_ok', { touch });
}

// A finger put down at (x, y) and held there (the DevTools protocol: playwright's touchscreen
// only taps); the state a few frames later, and `lift()` to take the finger away.
export async function holdFinger(page, x, y) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
  await settle(page, 4);
  return {
    s: await state(page),
    async lift() {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await settle(page, 3);
      await cdp.detach();
      return state(page);
    },
  };
}
