// Saves and share links in the game page: the autosave after every action and the resume on
// reload, a share link opened in a fresh browser, a damaged link (message, saves untouched), a
// corrupt autosave (message, kept), named slots, .carc import errors and the PNG export; the
// refusals of links, saves and files in the player's language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot, waitForFrames } from '../lib/browser.mjs';
import { state, settle, clickButton, typeInto, startFromSetup, waitForState } from '../lib/game.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env.close(); });

const small = { width: 640, height: 440 };
const board = (s) => s.board.map((t) => `${t.tile}@${t.x},${t.y}r${t.r}`).sort();
const scores = (s) => s.players.map((p) => p.score);
const storage = (page) => page.evaluate(() => {
  const o = {};
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k.startsWith('carc.')) o[k] = localStorage.getItem(k);
  }
  return o;
});
const command = (page, c) => page.evaluate((x) => window.carc.command(x), c);
// A new fragment in the address bar of the open page (no reload): the browser's `hashchange`
// event comes after the change, in a task of its own, and the app takes the fragment at its next
// frame. `change` makes the change; then this waits for the event and for the frames after it.
async function fragmentChanged(page, change) {
  await page.evaluate(() => {
    window.hashChangedOnce = new Promise((r) => window.addEventListener('hashchange', () => r(), { once: true }));
  });
  await change();
  await page.evaluate(() => window.hashChangedOnce);
  await settle(page, 4);
}
const changeFragment = (page, f) => fragmentChanged(page, () => page.evaluate((x) => { location.hash = x; }, f));
// The browser's clipboard once it holds `want`, or what it holds after `timeout` ms: the app's copy
// (navigator.clipboard.writeText) finishes in a task of its own, after the frame that asked for it.
async function clipboardOnce(page, want, timeout = 10000) {
  const end = Date.now() + timeout;
  for (;;) {
    const got = await page.evaluate(() => navigator.clipboard.readText());
    if (got === want || Date.now() > end) return got;
    await settle(page, 1);
  }
}

async function reloadAndWait(page) {
  await page.reload();
  await waitForFrames(page, 4);
  await settle(page);
}

test('autosave after every action, resume on reload; slots', async () => {
  const { page, context, errors } = await openPage(env, { viewport: small });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 4242, 0));
  await settle(page);
  await page.evaluate(() => window.carc.autoplay(30));
  await settle(page);
  const played = await state(page);
  const saved = await storage(page);
  assert.ok(saved['carc.autosave'], 'autosave written');
  assert.match(saved['carc.autosave'], /carcsave1\./);

  await reloadAndWait(page);
  let s = await state(page);
  assert.equal(s.screen, 'game', 'the game opens where it was');
  assert.deepEqual(board(s), board(played), 'same board');
  assert.deepEqual(scores(s), scores(played), 'same scores');
  assert.equal(s.cursor, played.cursor);
  assert.equal(s.notice, '');

  // A named slot, then more moves, then load the slot back.
  assert.match(await command(page, 'save_slot Sunday game'), /Sunday game/);
  const slots = (await command(page, 'slots')).trim().split('\n');
  assert.equal(slots.length, 1);
  const [id, name, summary] = slots[0].split('\t');
  assert.equal(name, 'Sunday game');
  // The turn being played (one past those finished) and the tiles left, then the scores.
  assert.equal(summary.split(' - ')[0], `Turn ${played.turn + 1} · ${played.bag} tiles left`);
  await page.evaluate(() => window.carc.autoplay(6));
  await settle(page);
  await command(page, `load_slot ${id}`);
  await settle(page);
  s = await state(page);
  assert.deepEqual(board(s), board(played), 'slot loads the saved position');
  await command(page, 'saves');
  await settle(page);
  await screenshot(page, 'saves-panel');
  // A finished game's save says so, with the final scores.
  await page.evaluate(() => window.carc.autoplay(400));
  await settle(page);
  s = await state(page);
  assert.equal(s.over, true);
  await command(page, 'save_slot Finished');
  const finished = (await command(page, 'slots')).split('\n').find((l) => l.split('\t')[1] === 'Finished');
  assert.equal(finished.split('\t')[2], `Game over - ${s.players.map((p) => `${p.name} ${p.score}`).join(', ')}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link to a game with face-down chips says they are stand-ins', async () => {
  const a = await openPage(env, { viewport: small });
  await waitForFrames(a.page, 3);
  await a.page.evaluate(() => window.carc.newGame(2, 31, 8));
  await settle(a.page);
  await a.page.evaluate(() => window.carc.autoplay(40, 6));  // chips laid and not yet settled
  await settle(a.page);
  const link = await command(a.page, 'copy_link');
  const shown = await state(a.page);
  await a.context.close();
  const b = await openPage(env, { viewport: small, url: link.slice(link.indexOf('#')) });
  await waitForFrames(b.page, 4);
  await settle(b.page);
  const s = await state(b.page);
  assert.deepEqual(board(s), board(shown), 'same board');
  assert.match(s.notice, /^This link shows a game in progress\. Face-down bet chips are secret and not in the link: each is replaced by a chip its owner still had/);
  await screenshot(b.page, 'link-hidden-chips');
  await b.context.close();
});

test('share link opens the same game in a fresh browser; damaged links change nothing', async () => {
  const a = await openPage(env, { viewport: small, permissions: ['clipboard-read', 'clipboard-write'] });
  await waitForFrames(a.page, 3);
  await a.page.evaluate(() => window.carc.newGame(3, 777, 0));
  await settle(a.page);
  await a.page.evaluate(() => window.carc.autoplay(25));
  await settle(a.page);
  const link = await command(a.page, 'copy_link');
  const shown = await state(a.page);
  assert.match(link, /#g1\./);
  assert.equal(shown.linkText, link, 'the link is shown to copy by hand');
  await settle(a.page);
  assert.equal(await clipboardOnce(a.page, link), link, 'on the clipboard');
  await a.context.close();

  const b = await openPage(env, { viewport: small, url: link.slice(link.indexOf('#')) });
  await waitForFrames(b.page, 4);
  // Undo below goes back over several players' moves: the setup's "undo any move" (a setting).
  await b.page.evaluate(() => localStorage.setItem('carc.undo', 'free'));
  await b.page.reload();
  await waitForFrames(b.page, 4);
  await settle(b.page);
  let s = await state(b.page);
  assert.equal(s.screen, 'game');
  assert.deepEqual(board(s), board(shown), 'same board');
  assert.deepEqual(scores(s), scores(shown), 'same scores');
  assert.equal(s.players.length, 3);
  await screenshot(b.page, 'link-opened');
  assert.equal(s.notice, '', 'a base game has nothing hidden to tell about');
  // Opening a link writes nothing until a move is made.
  assert.equal((await storage(b.page))['carc.autosave'], undefined);
  await b.page.evaluate(() => window.carc.autoplay(3));
  await settle(b.page);
  // Undo and redo step over the draws: the same tiles come back, nothing is re-rolled.
  const played = await state(b.page);
  await b.page.mouse.click(5, 200);
  for (let i = 0; i < 3; i++) await b.page.keyboard.press('Control+z');
  await settle(b.page);
  assert.ok((await state(b.page)).cursor < played.cursor, 'undone');
  for (let i = 0; i < 6; i++) await b.page.keyboard.press('Control+y');
  await settle(b.page);
  s = await state(b.page);
  assert.equal(s.cursor, played.cursor, 'redone');
  assert.deepEqual(board(s), board(played));
  assert.equal(s.drawn, played.drawn, 'the same tile drawn');
  const before = await storage(b.page);
  assert.ok(before['carc.autosave'], 'a move in the opened game autosaves it');
  assert.equal(await b.page.evaluate(() => location.hash), '', 'and the fragment is cleared');
  await command(b.page, 'save_slot kept');
  const kept = await storage(b.page);

  const frag = link.slice(link.indexOf('#'));
  // Worded for a player, not in the link format's terms (base64url, checksum, g1).
  for (const [bad, why] of [
    [frag.slice(0, frag.length - 3), 'the link is damaged or incomplete \\(was all of it copied\\?\\)'],
    [frag.slice(0, 6) + '$' + frag.slice(7), 'the link is damaged or incomplete'],
    ['#g2.AAAA', 'the link was made by a newer version of the game'],
    ['#g1.' + 'A'.repeat(5000), 'the link is longer than any game link'],
    ['#hello', 'this is not a game link']]) {
    // A query of its own each time: a change of the fragment alone would not load the page again.
    await b.page.goto(env.baseUrl + `index.html?x=${bad.length}${bad.slice(-2)}` + bad);
    await waitForFrames(b.page, 4);
    await settle(b.page);
    s = await state(b.page);
    assert.match(s.notice, new RegExp(`could not be opened: ${why}.*Nothing was changed`), `message for ${bad.slice(0, 20)}`);
    assert.doesNotMatch(s.notice, /base64|checksum|g1|expected/);
    assert.deepEqual(await storage(b.page), kept, 'saves untouched');
    assert.equal(s.screen, 'game', 'the autosaved game is resumed instead');
  }
  await screenshot(b.page, 'link-damaged');
  assert.deepEqual(b.errors, []);
  await b.context.close();
});

// A link pasted into the address bar of the open game changes only the fragment, which does not
// load the page again: the game opens all the same (and the autosave keeps the game played
// before until a move is made in it); a damaged one changes nothing.
test('a link put in the address bar of the open game opens it; a damaged one changes nothing', async () => {
  const { page, context, errors } = await openPage(env, { viewport: small });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 99, 0));
  await page.evaluate(() => window.carc.autoplay(12, 3));
  await settle(page);
  const shared = await state(page);
  const link = await command(page, 'link');
  await page.evaluate(() => window.carc.newGame(3, 123, 0));
  await page.evaluate(() => window.carc.autoplay(9, 4));
  await settle(page);
  const played = await state(page);
  const saved = await storage(page);
  assert.notDeepEqual(board(played), board(shared));

  const frag = link.slice(link.indexOf('#'));
  await changeFragment(page, frag);
  let s = await state(page);
  assert.deepEqual(board(s), board(shared), 'the linked game is shown');
  assert.deepEqual(scores(s), scores(shared));
  assert.deepEqual(await storage(page), saved, 'nothing saved before a move in it');
  await changeFragment(page, frag.slice(0, frag.length - 3));
  s = await state(page);
  assert.match(s.notice, /could not be opened: the link is damaged or incomplete.*Nothing was changed/);
  assert.deepEqual(board(s), board(shared), 'the game shown stays');
  assert.deepEqual(await storage(page), saved);
  await screenshot(page, 'link-in-address-bar');
  assert.deepEqual(errors, []);
  await context.close();
});

// The full game opened from a viewer keeps the viewer's ?lang=: once the player picks a language
// that choice holds, on reload and in the links the page makes.
test('a language picked in the game page outlasts the ?lang= it was opened with', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1100, height: 760 } });
  await page.goto(`${env.baseUrl}?lang=cs`);
  await waitForFrames(page, 4);
  let s = await state(page);
  assert.equal(s.language, 'cs');
  await page.evaluate(() => window.carc.newGame(2, 5, 0));
  await page.evaluate(() => window.carc.autoplay(4));
  await settle(page);
  assert.match(await command(page, 'link'), /\?lang=cs#/, 'as opened');
  await clickButton(page, 'language');
  s = await clickButton(page, 'lang_en');
  assert.equal(s.language, 'en');
  assert.equal(await page.evaluate(() => location.search), '', 'the address drops lang=');
  const link = await command(page, 'link');
  assert.doesNotMatch(link, /lang=/, link);
  await reloadAndWait(page);
  s = await state(page);
  assert.equal(s.language, 'en', 'the pick holds on reload');
  assert.equal(s.cursor, 4, 'the same game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a damaged link in Czech or Romanian says what was wrong in that language', async () => {
  // A record in the link (notation) that is not valid: its line and column at fault (line 5,
  // column 4: not the tile the seed draws); one typed without its line breaks says so.
  const record = '#' + encodeURIComponent('Carcassonne 1\nPlayers: A, B\nSeed: 7\n\n1. D 0,1 r0 -\n');
  for (const [locale, language, bad, words, shot] of [
    ['cs-CZ', 'cs', '#g1.AAAAAA', /^Tento odkaz nelze otevřít: odkaz je poškozený nebo neúplný .*Nic se nezměnilo/, 'cs'],
    ['ro-RO', 'ro', '#g2.AAAA', /^Linkul nu a putut fi deschis: linkul a fost creat de o versiune mai nouă a jocului\. Nu s-a schimbat nimic/, 'ro'],
    ['cs-CZ', 'cs', record, /^Tento odkaz nelze otevřít: záznam hry v odkazu není platný \(řádek 5, sloupec 4\)\. Nic se nezměnilo/, 'cs-record'],
    ['cs-CZ', 'cs', '#Carcassonne 1 Players: A, B Seed: 7 1. D 0,1 r0 -',
      /^Tento odkaz nelze otevřít: záznam hry v odkazu je celý na jednom řádku: konce řádků se v odkazu píší jako %0A .*Nic se nezměnilo/, 'cs-one-line'],
    // An expansion this version lacks is named (the English reason names it too).
    ['ro-RO', 'ro', '#' + encodeURIComponent('Carcassonne 1\nPlayers: A, B\nExpansions: tunnels\nSeed: 7\n\n'),
      /^Linkul nu a putut fi deschis: linkul cere un mod de joc sau o extensie pe care această versiune nu le are \(„tunnels”\)\. Nu s-a schimbat nimic/, 'ro-unsupported'],
  ]) {
    const { page, context, errors } = await openPage(env, { viewport: small, locale, url: bad });
    await waitForFrames(page, 4);
    await settle(page);
    const s = await state(page);
    assert.equal(s.language, language);
    assert.match(s.notice, words);
    // The engine's English reason is shown in English only.
    assert.doesNotMatch(s.notice, /damaged|truncated|newer version|link format|column/);
    await screenshot(page, `link-damaged-${shot}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a corrupt autosave gives a message, is left untouched, and moves to the saves when a game starts', async () => {
  const { page, context, errors } = await openPage(env, { viewport: small });
  await waitForFrames(page, 3);
  await page.evaluate(() => localStorage.setItem('carc.autosave', 'carc-slot 1\nname x\ngarbage'));
  await reloadAndWait(page);
  let s = await state(page);
  assert.equal(s.screen, 'setup');
  // One sentence with the store's reason in it (it used to hold the store's whole sentence).
  assert.match(s.notice, /^The autosaved game could not be opened: its header is damaged\. It is kept as it is/);
  assert.doesNotMatch(s.notice, /cannot be opened|\.\./);
  await screenshot(page, 'autosave-corrupt');
  const stored = await page.evaluate(() => localStorage.getItem('carc.autosave'));
  assert.equal(stored, 'carc-slot 1\nname x\ngarbage', 'left as it is');
  // An imported illegal record names line, column and reason; nothing changes.
  const msg = await command(page, 'import Carcassonne 1\nPlayers: A, B\nSeed: 1\n\n1. Q 9,9 r0 -\n');
  assert.match(msg, /line \d+/);
  assert.equal(await page.evaluate(() => localStorage.getItem('carc.autosave')), stored);
  // Starting a new game moves it to the saves list as it is (never overwritten): listed there as
  // damaged, and the new game's autosave takes its place.
  await page.evaluate(() => window.carc.newGame(2, 1, 0));
  await settle(page);
  s = await state(page);
  assert.match(s.notice, /^The damaged autosave was moved to your saves as it is/);
  const after = await storage(page);
  assert.match(after['carc.autosave'], /carcsave1\./, 'the new game autosaved');
  const kept = Object.keys(after).filter((k) => k.startsWith('carc.slot.') && after[k] === stored);
  assert.equal(kept.length, 1, `kept byte for byte in a slot: ${Object.keys(after).join(' ')}`);
  const id = kept[0].slice('carc.slot.'.length);
  assert.ok((await command(page, 'slots')).split('\n').some((l) => l.startsWith(`${id}\t`)), 'in the saves list');
  assert.deepEqual(errors, []);
  await context.close();
});

// A page opened with a link never reads the autosave; a file imported or a save loaded over a
// damaged one: in each case the damaged autosave moves to the saves when the new game is first
// autosaved, never overwritten.
test('a damaged autosave survives a link, an import and a loaded save played over it', async () => {
  const { page, context, errors } = await openPage(env, { viewport: small });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 77, 0));
  await page.evaluate(() => window.carc.autoplay(6, 2));
  await settle(page);
  const link = await command(page, 'link');
  const record = 'Carcassonne 1\nPlayers: Ann, Bob\nDraws: explicit\n\n1. E 0,-1 r2 S\n';
  await command(page, 'save_slot Kept');
  const damaged = 'carc-slot 1\nname x\ngarbage';
  const slotsHolding = async (v) => Object.entries(await storage(page))
    .filter(([k, x]) => k.startsWith('carc.slot.') && x === v).length;
  const ways = [
    ['link', async () => {
      // The page is at the same address without a fragment: no reload, a hashchange.
      await fragmentChanged(page, () => page.goto(`${env.baseUrl}${link.slice(link.indexOf('#'))}`));
    }],
    ['import', async () => {
      await reloadAndWait(page);
      assert.match((await state(page)).notice, /^The autosaved game could not be opened/);
      await command(page, `import ${record}`);
      await settle(page);
    }],
    ['load', async () => {
      await reloadAndWait(page);
      const kept = (await command(page, 'slots')).split('\n').find((l) => l.split('\t')[1] === 'Kept');
      await command(page, `load_slot ${kept.split('\t')[0]}`);
      await settle(page);
    }],
  ];
  for (const [how, open] of ways) {
    await page.evaluate((d) => localStorage.setItem('carc.autosave', d), damaged + how);
    await open();
    // Said when the game opens (an import, a load) or when its first move is saved (a link).
    const opened = (await state(page)).notice;
    await page.evaluate(() => window.carc.autoplay(1));
    await settle(page);
    const said = `${opened} | ${(await state(page)).notice}`;
    assert.match(said, /The damaged autosave was moved to your saves as it is/, `${how}: ${said}`);
    assert.equal(await slotsHolding(damaged + how), 1, `${how}: kept byte for byte in a slot`);
    assert.match((await storage(page))['carc.autosave'], /carcsave1\./, `${how}: the new game autosaved`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// A stored slot as the store writes it (platform/storage.cpp): an envelope with the payload's CRC.
const envelope = async (name, payload) => {
  const { crc32 } = await import('node:zlib');
  const crc = crc32(Buffer.from(payload)).toString(16).padStart(8, '0');
  return `carc-slot 1\nname ${name}\ntime 1\nsummary x\ncrc ${crc}\n\n${payload}`;
};

test('a corrupt save or file, or a refused slot name, in Czech or Romanian says what was wrong in that language', async () => {
  const english = /damaged|truncated|newer version|save format|not a saved game|line \d/;
  // Czech: an autosave from a newer version (its envelope intact), then a damaged import.
  const cs = await openPage(env, { viewport: small, locale: 'cs-CZ' });
  await waitForFrames(cs.page, 3);
  const newer = await envelope('Autosave', 'carcsave9.AAAA');
  await cs.page.evaluate((v) => localStorage.setItem('carc.autosave', v), newer);
  await reloadAndWait(cs.page);
  let s = await state(cs.page);
  assert.equal(s.language, 'cs');
  assert.match(s.notice, /^Automaticky uloženou hru nelze otevřít: uložila ji novější verze hry\. Zůstává, jak je/);
  assert.doesNotMatch(s.notice, english);
  await screenshot(cs.page, 'autosave-newer-cs');
  let msg = await command(cs.page, 'import carcsave1.AB$D');
  assert.match(msg, /^test\.carc nelze importovat: uložená data jsou poškozená nebo neúplná\. Nic se nezměnilo/);
  assert.doesNotMatch(msg, english);
  assert.equal(await cs.page.evaluate(() => localStorage.getItem('carc.autosave')), newer, 'kept');
  // The store's own refusals too: a save without a name, a name already taken (by clicks).
  await cs.page.evaluate(() => window.carc.newGame(2, 1, 0));
  await settle(cs.page);
  await command(cs.page, 'saves');  // the window (the small screen has its button in the menu)
  await settle(cs.page);
  s = await clickButton(cs.page, 'save_slot');
  assert.equal(s.notice, 'Uložená hra potřebuje název.');
  await typeInto(cs.page, 'slot_name', 'Neděle', { enter: false });
  await clickButton(cs.page, 'save_slot');
  await typeInto(cs.page, 'slot_name', ' Neděle ', { enter: false });
  s = await clickButton(cs.page, 'save_slot');
  assert.equal(s.notice, 'Uložená hra s názvem „Neděle“ už existuje: zvol jiný název.');
  await screenshot(cs.page, 'saves-name-taken-cs');
  await typeInto(cs.page, 'slot_name', 'x'.repeat(45), { enter: false });
  s = await clickButton(cs.page, 'save_slot');
  assert.equal(s.notice, 'Název uložené hry může mít nejvýše 40 znaků.', 'the limit in its plural form');
  assert.deepEqual(cs.errors, []);
  await cs.context.close();
  // Romanian: a slot with a damaged envelope, one holding something else, an illegal record.
  const ro = await openPage(env, { viewport: small, locale: 'ro-RO' });
  await waitForFrames(ro.page, 3);
  const other = await envelope('Altceva', 'hello');
  await ro.page.evaluate((v) => {
    localStorage.setItem('carc.slot.7', 'carc-slot 1\nname Stricat\ngarbage');
    localStorage.setItem('carc.slot.8', v);
  }, other);
  msg = await command(ro.page, 'load_slot 7');
  assert.match(msg, /^Salvarea nu a putut fi deschisă: datele salvate sunt deteriorate sau incomplete\. Este păstrată/);
  msg = await command(ro.page, 'load_slot 8');
  assert.match(msg, /^Salvarea nu a putut fi deschisă: nu este un joc salvat\./);
  msg = await command(ro.page, 'import Carcassonne 1\nPlayers: A, B\nSeed: 1\n\n1. Q 9,9 r0 -\n');
  assert.match(msg, /^test\.carc nu a putut fi importat: înregistrarea jocului din el nu este validă \(rândul 5, coloana 4\)\. Nu s-a schimbat nimic/);
  assert.doesNotMatch(msg, english);
  assert.equal(await ro.page.evaluate(() => localStorage.getItem('carc.slot.8')), other, 'kept');
  // A dropped file over the size limit.
  await ro.page.evaluate(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['x'.repeat(1100 * 1024)], 'mare.carc', { type: 'text/plain' }));
    const canvas = document.getElementById('canvas');
    canvas.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await ro.page.waitForFunction(() => (window.carc.state().notice || '').includes('mare.carc'), null, { timeout: 20000 });
  s = await state(ro.page);
  assert.match(s.notice, /^mare\.carc nu a putut fi importat: fișierul este prea mare \(o înregistrare de joc are cel mult 1024 KB\)\./);
  // A file that is not text (a NUL byte): said so, not called an empty record at "line 0".
  await ro.page.evaluate(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['Carcassonne 1\n\u0000\u0001binary'], 'poza.carc', { type: 'application/octet-stream' }));
    document.getElementById('canvas').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await ro.page.waitForFunction(() => (window.carc.state().notice || '').includes('poza.carc'), null, { timeout: 20000 });
  s = await state(ro.page);
  assert.match(s.notice, /^poza\.carc nu a putut fi importat: fișierul nu este text \(o înregistrare de joc sau o salvare e un fișier text\)\./);
  // The saves window lists the damaged slot with the reason in Romanian.
  await command(ro.page, 'saves');
  await settle(ro.page);
  await screenshot(ro.page, 'saves-damaged-ro');
  assert.deepEqual(ro.errors, []);
  await ro.context.close();
});

test('export image: a PNG of the board', async () => {
  const { page, context, errors } = await openPage(env, { viewport: small, acceptDownloads: true });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 99, 0));
  await page.evaluate(() => window.carc.autoplay(12));
  await settle(page);
  const s = await state(page);
  const [download] = await Promise.all([page.waitForEvent('download'), command(page, 'export_png')]);
  const file = await download.path();
  const bytes = (await import('node:fs')).readFileSync(file);
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'PNG signature');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  const w = bytes.readUInt32BE(16), h = bytes.readUInt32BE(20);
  const r = s.boardRect;
  const dpr = s.viewport.dpr;
  assert.ok(Math.abs(w - (r.x1 - r.x0) * dpr) <= 2 && Math.abs(h - (r.y1 - r.y0) * dpr) <= 2,
    `board-sized image ${w}x${h}`);
  const out = (await import('node:path')).join((await import('../lib/browser.mjs')).artifactsDir, 'export-board.png');
  (await import('node:fs')).copyFileSync(file, out);
  assert.deepEqual(errors, []);
  await context.close();
});

test('storage off or full: the game stays playable and says saves are off', async () => {
  const off = await openPage(env, { viewport: small });
  await off.context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  });
  await off.page.reload();
  await waitForFrames(off.page, 4);
  await off.page.evaluate(() => window.carc.newGame(2, 5, 0));
  await settle(off.page);
  let s = await state(off.page);
  assert.match(s.notice, /Saves are off/);
  await screenshot(off.page, 'saves-off');
  await off.page.evaluate(() => window.carc.autoplay(6));
  await settle(off.page);
  s = await state(off.page);
  assert.equal(s.screen, 'game');
  assert.equal(s.cursor, 6, 'playable');
  assert.equal(s.notice, '', 'said, then gone as the game goes on (the saves window keeps saying it)');
  await off.context.close();
  // The same in Romanian (a browser set to Romanian opens the page in Romanian).
  const offRo = await openPage(env, { viewport: small, locale: 'ro-RO' });
  await offRo.context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  });
  await offRo.page.reload();
  await waitForFrames(offRo.page, 4);
  s = await state(offRo.page);
  assert.equal(s.language, 'ro');
  assert.match(s.notice, /Salvările sunt oprite/);
  await offRo.context.close();

  const full = await openPage(env, { viewport: small });
  await full.page.evaluate(() => localStorage.setItem('carc.slot.1', 'kept'));
  await full.context.addInitScript(() => {
    // Full: small writes (the availability probe) pass, a saved game does not fit.
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (String(v).length > 64) throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, k, v);
    };
  });
  await full.page.reload();
  await waitForFrames(full.page, 4);
  // One call: a frame between the two would autosave the new game, say so there, and the moves
  // after it would take the notice away (said once, gone as the game goes on).
  await full.page.evaluate(() => { window.carc.newGame(2, 6, 0); window.carc.autoplay(4); });
  await settle(full.page);
  s = await state(full.page);
  assert.equal(s.cursor, 4, 'playable');
  assert.match(s.notice, /storage is full/i);
  assert.equal(await full.page.evaluate(() => localStorage.getItem('carc.slot.1')), 'kept');
  // Said once, not after every move; the saves window keeps saying it.
  s = await clickButton(full.page, 'notice_ok');
  await full.page.evaluate(() => window.carc.autoplay(3));
  await settle(full.page);
  s = await state(full.page);
  assert.equal(s.cursor, 7);
  assert.equal(s.notice, '', 'no notice after each move');
  await command(full.page, 'saves');
  await settle(full.page);
  s = await state(full.page);
  assert.ok(s.buttons.saves_full, 'the saves window says the game is not being saved');
  // A new save under a name: said of that save, not of "the previous save".
  await typeInto(full.page, 'slot_name', 'New one');
  s = await state(full.page);
  assert.match(s.notice, /^"New one" was not saved: browser storage is full\. Your other saves are untouched/);
  await screenshot(full.page, 'saves-full');
  assert.equal(await full.page.evaluate(() => localStorage.getItem('carc.slot.1')), 'kept');
  await full.context.close();

  // Full to the last byte when the page opens (every write refused, the probe's too): the saved
  // game still opens (it read as "saves are off", with the game and the saves out of sight).
  const packed = await openPage(env, { viewport: small });
  await waitForFrames(packed.page, 4);
  await packed.page.evaluate(() => window.carc.newGame(2, 8, 0));
  await packed.page.evaluate(() => window.carc.autoplay(5));
  await settle(packed.page);
  await packed.context.addInitScript(() => {
    Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
  });
  await packed.page.reload();
  await waitForFrames(packed.page, 4);
  s = await state(packed.page);
  assert.equal(s.screen, 'game', 'the autosaved game opens');
  assert.equal(s.cursor, 5);
  assert.doesNotMatch(s.notice, /Saves are off/);
  await packed.page.evaluate(() => window.carc.autoplay(1));
  await settle(packed.page);
  s = await state(packed.page);
  assert.match(s.notice, /storage is full/i, 'the first move not saved says why');
  await packed.context.close();
});

// New game from a game: Back returns to it as it was; Start copies the unfinished game left to
// the saves (the autosave then holds the new game), as does the first move in a link opened
// over it; a finished game, a game without moves or one a save holds is not copied again; with
// no room for the copy the autosave keeps the game left until there is.
test('the game left for a new game or a link is kept in the saves; Back to the game', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1100, height: 760 } });
  await startFromSetup(page, { seed: 31 });
  await page.evaluate(() => window.carc.autoplay(9));
  await settle(page);
  const left = await state(page);
  const link = await command(page, 'link');
  let s = await clickButton(page, 'new_game');
  assert.equal(s.screen, 'setup');
  await screenshot(page, 'setup-back-to-game');
  s = await clickButton(page, 'back_to_game');
  await settle(page);
  s = await state(page);
  assert.equal(s.screen, 'game');
  assert.deepEqual(board(s), board(left), 'Back: the game as it was');
  assert.equal(s.cursor, left.cursor);

  const name = `Unfinished game, turn ${left.turn + 1}`;
  const slots = async () => (await command(page, 'slots')).trim().split('\n').filter(Boolean)
    .map((l) => l.split('\t'));
  const restart = async () => {
    await clickButton(page, 'new_game');
    await clickButton(page, 'start');
    await settle(page, 4);
    return state(page);
  };
  s = await restart();
  assert.equal(s.cursor, 0, 'a new game');
  assert.equal(s.notice, `The unfinished game you left is kept in your saves as "${name}".`);
  let list = await slots();
  assert.deepEqual(list.map((x) => x[1]), [name]);
  assert.match(list[0][2], new RegExp(`^Turn ${left.turn + 1} · `), 'its summary as the autosave had it');
  // A game without a move: nothing to keep.
  await restart();
  assert.equal((await slots()).length, 1);
  // The same turn in another game: a name of its own.
  await page.evaluate(() => window.carc.autoplay(9));
  s = await restart();
  assert.equal(s.notice, `The unfinished game you left is kept in your saves as "${name} (2)".`);
  list = await slots();
  assert.deepEqual(list.map((x) => x[1]).sort(), [name, `${name} (2)`]);
  // The first copy is the game left.
  await command(page, `load_slot ${list.find((x) => x[1] === name)[0]}`);
  await settle(page);
  s = await state(page);
  assert.deepEqual(board(s), board(left));
  assert.deepEqual(scores(s), scores(left));
  // A save holds it: not copied again. A finished game: not kept.
  await restart();
  assert.equal((await slots()).length, 2);
  await page.evaluate(() => window.carc.autoplay(400));
  await settle(page);
  assert.equal((await state(page)).over, true);
  await restart();
  assert.equal((await slots()).length, 2);

  // A link opened over a game with moves: kept at the first move in the link's game.
  await page.evaluate(() => window.carc.autoplay(6));
  await settle(page);
  const before = await storage(page);
  await changeFragment(page, link.slice(link.indexOf('#')));
  assert.deepEqual(await storage(page), before, 'nothing saved before a move in it');
  await page.evaluate(() => window.carc.autoplay(1));
  await settle(page);
  s = await state(page);
  assert.equal(s.notice, 'The unfinished game you left is kept in your saves as "Unfinished game, turn 4".');
  assert.equal((await slots()).length, 3);
  const kept = Object.values(await storage(page)).filter((v) => v.endsWith(before['carc.autosave'].split('\n\n').pop()));
  assert.equal(kept.length, 1, 'the copy holds the autosave as it was');
  assert.deepEqual(errors, []);
  await context.close();

  // No room for the copy: said, and the autosave keeps the game left while the new one is played.
  const full = await openPage(env, { viewport: { width: 1100, height: 760 } });
  await full.context.addInitScript(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (window.refuseSlots && String(k).startsWith('carc.slot.')) throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, k, v);
    };
  });
  await full.page.reload();
  await startFromSetup(full.page, { seed: 32 });
  await full.page.evaluate(() => window.carc.autoplay(7));
  await settle(full.page);
  const held = (await storage(full.page))['carc.autosave'];
  await full.page.evaluate(() => { window.refuseSlots = true; });
  await clickButton(full.page, 'new_game');
  await clickButton(full.page, 'start');
  await settle(full.page, 4);
  s = await state(full.page);
  assert.match(s.notice, /^The unfinished game you left could not be copied to your saves \(.*full.*\), so it stays in the autosave/);
  await full.page.evaluate(() => window.carc.autoplay(3));
  await settle(full.page);
  s = await state(full.page);
  assert.equal(s.cursor, 3, 'the new game is played');
  assert.equal(s.notice, '', 'said once, not after every move');
  assert.equal((await storage(full.page))['carc.autosave'], held, 'the game left is not overwritten');
  // Room again: the next move copies it, then autosaves the new game.
  await full.page.evaluate(() => { window.refuseSlots = false; });
  await full.page.evaluate(() => window.carc.autoplay(1));
  await settle(full.page);
  s = await state(full.page);
  assert.match(s.notice, /kept in your saves as "Unfinished game, turn 4"/);
  const after = await storage(full.page);
  assert.notEqual(after['carc.autosave'], held);
  assert.equal(Object.keys(after).filter((k) => k.startsWith('carc.slot.')).length, 1);
  await full.context.close();
});

// The game page open in two tabs shares one autosave: a move in one tab never replaces the game
// the other tab saved without a word; that game is copied to the saves first, and the tab says so.
test('two tabs: a move in one keeps the game the other tab saved', async () => {
  const { page: a, context, errors } = await openPage(env, { viewport: small });
  await startFromSetup(a, { seed: 41 });
  await a.evaluate(() => window.carc.autoplay(5));
  await settle(a);
  const b = await context.newPage();
  b.on('pageerror', (e) => errors.push(String(e)));
  await b.goto(env.baseUrl);
  await waitForFrames(b, 4);
  await settle(b);
  assert.equal((await state(b)).cursor, (await state(a)).cursor, 'the second tab resumes the autosave');
  const slots = async (page) => (await command(page, 'slots')).trim().split('\n').filter(Boolean)
    .map((l) => l.split('\t'));

  // B plays on: it wrote the autosave last read, so nothing to keep.
  await b.evaluate(() => window.carc.autoplay(3));
  await settle(b);
  const inB = await state(b);
  assert.equal(inB.notice, '');
  assert.equal((await slots(b)).length, 0);
  // A is told at once (the browser's storage event, which comes in a task of its own), and
  // writes nothing until it moves.
  const told = await waitForState(a, (t) => t.notice !== '', 'tab A\'s notice of the save in tab B');
  assert.equal(told.notice, 'Another tab of this page has saved a different game position. This tab keeps its own game: if you play on here, that one is kept in your saves first.');
  assert.ok((await storage(a))['carc.autosave'].endsWith(await command(b, 'save_text')), 'the autosave is still the game of tab B');
  // A moves in its own older position: B's game is kept first.
  await a.evaluate(() => window.carc.autoplay(1));
  await settle(a);
  let s = await state(a);
  const nameB = `Unfinished game, turn ${inB.turn + 1}`;
  assert.equal(s.notice, `Another tab of this page saved a different game position: it is kept in your saves as "${nameB}", and the autosave now holds this tab's game.`);
  let list = await slots(a);
  assert.deepEqual(list.map((x) => x[1]), [nameB]);
  const stored = await storage(a);
  assert.ok(stored[`carc.slot.${list[0][0]}`].endsWith(await command(b, 'save_text')), 'the copy is the game of tab B');
  assert.ok(stored['carc.autosave'].endsWith(await command(a, 'save_text')), 'the autosave is the game of tab A');
  // Again the other way round; a move in the tab that wrote last keeps nothing.
  await a.evaluate(() => window.carc.autoplay(1));
  await settle(a);
  assert.equal((await state(a)).notice, '', 'nothing new to keep');
  await b.evaluate(() => window.carc.autoplay(1));
  await settle(b);
  s = await state(b);
  assert.match(s.notice, /^Another tab of this page saved a different game position: it is kept in your saves as "Unfinished game, turn \d+"/);
  list = await slots(b);
  assert.equal(list.length, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

// The saves window by clicks only: save two named slots, rename one, delete the other; then a
// .carc file through the file picker and another dropped on the page.
test('slots by clicks (save, rename, delete); import by file picker and by drop', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 900, height: 700 } });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 99, 0));
  await settle(page);
  await page.evaluate(() => window.carc.autoplay(12));
  await settle(page);
  const record = await command(page, 'export_record');
  const played = await state(page);
  let s = await clickButton(page, 'saves');
  assert.equal(s.savesOpen, true);
  const slotNames = async () => (await command(page, 'slots')).trim().split('\n').filter(Boolean).map((l) => l.split('\t')[1]);
  await typeInto(page, 'slot_name', 'Alpha');  // Enter saves, as the button does
  assert.deepEqual(await slotNames(), ['Alpha'], 'saved by Enter');
  await typeInto(page, 'slot_name', 'Beta', { enter: false });
  s = await clickButton(page, 'save_slot');
  assert.deepEqual((await slotNames()).sort(), ['Alpha', 'Beta']);
  // Rename the first slot listed.
  const first = (await slotNames())[0];
  s = await clickButton(page, 'slot0_rename');
  assert.ok(s.buttons.slot0_name, 'a name field for the slot');
  // The field opens focused with the old name selected: typing replaces it, Enter confirms.
  await page.keyboard.type('Renamed');
  await page.keyboard.press('Enter');
  await settle(page, 3);
  let names = await slotNames();
  assert.ok(names.includes('Renamed') && !names.includes(first), `renamed (${names})`);
  // Delete the other one: asked once more; Cancel keeps it, Delete removes it and says so.
  const other = names.find((n) => n !== 'Renamed');
  const idx = names.indexOf(other);
  s = await clickButton(page, `slot${idx}_delete`);
  assert.ok(s.buttons[`slot${idx}_confirm`] && s.buttons[`slot${idx}_cancel`], 'asked before deleting');
  await screenshot(page, 'saves-delete-asked');
  s = await clickButton(page, `slot${idx}_cancel`);
  assert.equal((await slotNames()).length, 2, 'Cancel keeps it');
  await clickButton(page, `slot${idx}_delete`);
  s = await clickButton(page, `slot${idx}_confirm`);
  names = await slotNames();
  assert.deepEqual(names, ['Renamed'], 'deleted');
  assert.equal(s.notice, `Deleted "${other}".`);
  await screenshot(page, 'saves-slots-clicked');

  // Load: at once while the game in progress is in a save as it stands ("Renamed" holds it)...
  const rid = names.indexOf('Renamed');
  s = await clickButton(page, `slot${rid}_load`);
  assert.equal(s.savesOpen, false, 'loaded at once');
  assert.equal(s.notice, 'Opened "Renamed".');
  // ...asked first once a move was made that no save holds; Cancel keeps the game shown.
  await page.evaluate(() => window.carc.autoplay(3, 8));
  await settle(page);
  const moved = await state(page);
  // The notice said what happened; once the player plays on it no longer covers the board.
  assert.equal(moved.notice, '', 'the notice gone after a move');
  await clickButton(page, 'saves');
  s = await clickButton(page, `slot${rid}_load`);
  assert.ok(s.buttons[`slot${rid}_confirm`], 'asked before loading over unsaved moves');
  s = await clickButton(page, `slot${rid}_cancel`);
  assert.equal(s.cursor, moved.cursor, 'the game in progress kept');
  await clickButton(page, `slot${rid}_load`);
  s = await clickButton(page, `slot${rid}_confirm`);
  assert.deepEqual(board(s), board(played), 'the saved game loaded');
  assert.equal(s.savesOpen, false);

  // Import through the file picker, in a fresh page.
  const b = await openPage(env, { viewport: { width: 900, height: 700 } });
  await waitForFrames(b.page, 4);
  await clickButton(b.page, 'saves');
  const [chooser] = await Promise.all([b.page.waitForEvent('filechooser'), clickButton(b.page, 'import')]);
  await chooser.setFiles({ name: 'picked.carc', mimeType: 'text/plain', buffer: Buffer.from(record) });
  await b.page.waitForFunction(() => (window.carc.state().notice || '').includes('picked.carc'), null, { timeout: 20000 });
  await settle(b.page);
  s = await state(b.page);
  assert.equal(s.screen, 'game');
  assert.match(s.notice, /picked\.carc/);
  assert.deepEqual(board(s), board(played), 'the picked file opened the same game');

  // A file dropped on the page.
  await b.page.evaluate(() => window.carc.newGame(2, 5, 0));
  await settle(b.page);
  await b.page.evaluate((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'dropped.carc', { type: 'text/plain' }));
    const canvas = document.getElementById('canvas');
    canvas.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
    canvas.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, record);
  await b.page.waitForFunction(() => (window.carc.state().notice || '').includes('dropped.carc'), null, { timeout: 20000 });
  await settle(b.page);
  s = await state(b.page);
  assert.match(s.notice, /dropped\.carc/);
  assert.deepEqual(board(s), board(played), 'the dropped file opened the same game');
  await screenshot(b.page, 'saves-dropped');
  assert.deepEqual(b.errors, []);
  await b.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});

// Enter tapped between two frames (key down and up in one task, so no frame runs between them)
// still confirms a text field: ImGui reads keys once per frame, so the page holds such a
// release back to the next frame (src/app/main.cpp, takeEvents).
test('Enter tapped between two frames confirms a slot rename', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 900, height: 700 } });
  await waitForFrames(page, 3);
  await page.evaluate(() => window.carc.newGame(2, 5, 0));
  await settle(page);
  await clickButton(page, 'saves');
  await typeInto(page, 'slot_name', 'Slow');
  await clickButton(page, 'save_slot');
  const names = async () => (await command(page, 'slots')).trim().split('\n').filter(Boolean).map((l) => l.split('\t')[1]);
  assert.deepEqual(await names(), ['Slow']);
  await clickButton(page, 'slot0_rename');
  await settle(page, 2);
  await page.keyboard.type('Quick');  // replaces the selected old name
  await settle(page, 2);
  await page.evaluate(() => {
    // keyCode is what SDL reads; the KeyboardEvent constructor leaves it 0, so it is set here.
    const key = (type) => {
      const e = new KeyboardEvent(type, { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true });
      Object.defineProperty(e, 'keyCode', { get: () => 13 });
      Object.defineProperty(e, 'which', { get: () => 13 });
      return e;
    };
    window.dispatchEvent(key('keydown'));
    window.dispatchEvent(key('keyup'));
  });
  await settle(page, 3);
  assert.deepEqual(await names(), ['Quick'], 'the tapped Enter confirmed the rename');
  assert.deepEqual(errors, []);
  await context.close();
});

// Where the browser refuses the copy asked for by the Copy link button (no clipboard permission,
// a page not served over HTTPS), the link field copies it: a click or tap on it (the user's own
// gesture), or Ctrl+C in it. ImGui's own copy only reached SDL's clipboard, not the browser's.
test('copy refused: the link field copies the link by a click or by Ctrl+C', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 900, height: 700 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript(() => {
    const exec = document.execCommand.bind(document);
    window.allowCopy = false;
    document.execCommand = (c, ...a) => (c === 'copy' && !window.allowCopy ? false : exec(c, ...a));
    window.writeClipboard = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.reload();
  await waitForFrames(page, 4);
  await page.evaluate(() => window.carc.newGame(2, 3, 0));
  await settle(page);
  await clickButton(page, 'saves');
  const link = await command(page, 'link');
  for (let i = 0; i < 2; i++) {  // the same refusal twice is still said twice
    await clickButton(page, 'copy_link');
    await page.waitForFunction(() => /did not allow copying/.test(window.carc.state().notice || ''), null, { timeout: 10000 });
    await clickButton(page, 'notice_ok');
  }
  await page.evaluate(() => { window.allowCopy = true; return window.writeClipboard('other'); });
  let s = await clickButton(page, 'link_text');
  await settle(page, 2);
  s = await state(page);
  assert.match(s.notice, /^Link copied/);
  assert.equal(await clipboardOnce(page, link), link, 'the click on the field copied the link');
  await page.evaluate(() => window.writeClipboard('other'));
  await page.keyboard.press('Control+C');
  await settle(page, 2);
  assert.equal(await clipboardOnce(page, link), link, 'Ctrl+C in the field copied the link');
  await screenshot(page, 'copy-refused-field');
  assert.deepEqual(errors, []);
  await context.close();
});

// Copy and paste in a text field go through the browser's clipboard: ImGui's own went to SDL's,
// which never leaves the page.
test('copy and paste in a name field use the browser clipboard, once', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 900, height: 700 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await waitForFrames(page, 5);
  await typeInto(page, 'name0', 'Copy me');
  let s = await state(page);
  await page.mouse.click(s.buttons.name0.cx, s.buttons.name0.cy);
  await settle(page, 2);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+C');
  await settle(page, 3);
  assert.equal(await clipboardOnce(page, 'Copy me'), 'Copy me');
  await page.evaluate(() => navigator.clipboard.writeText('Pasted'));
  await page.mouse.click(s.buttons.name1.cx, s.buttons.name1.cy);
  await settle(page, 2);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Control+V');
  await page.keyboard.press('Enter');
  await settle(page, 3);
  await clickButton(page, 'start');
  await settle(page, 3);
  s = await state(page);
  assert.deepEqual(s.players.map((p) => p.name), ['Copy me', 'Pasted']);
  assert.deepEqual(errors, []);
  await context.close();
});

// On a phone the Saves window fills the screen's width, and the notice's place (the top left of
// the board) was on its title: "Link copied" covered the window's title and close button.
test('on a phone a notice keeps clear of the Saves window', async () => {
  const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  for (const [locale, viewport] of [['en-GB', { width: 375, height: 667 }], ['ro-RO', { width: 390, height: 844 }]]) {
    const { page, context, errors } = await openPage(env, {
      viewport, locale, hasTouch: true, isMobile: true, deviceScaleFactor: 2,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await waitForFrames(page, 4);
    await page.evaluate(() => window.carc.newGame(2, 3, 0));
    await settle(page);
    await clickButton(page, 'menu', { touch: true });
    await clickButton(page, 'saves', { touch: true });
    await clickButton(page, 'copy_link', { touch: true });
    await page.waitForFunction(() => (window.carc.state().notice || '') !== '', null, { timeout: 10000 });
    await settle(page, 3);
    const s = await state(page);
    const win = s.buttons.saves_window, note = s.buttons.notice_window;
    assert.ok(win && note, `both windows recorded: ${Object.keys(s.buttons).join(', ')}`);
    // Below the window where there is room; else over its last rows, never its title and buttons.
    const title = { x: win.x, y: win.y, w: win.w, h: 40 };
    const hidden = ['copy_link', 'export_carc', 'copy_embed'].filter((id) => overlap(s.buttons[id], note));
    assert.ok(!overlap(title, note) && hidden.length === 0,
      `${locale}: the notice ${JSON.stringify(note)} covers the Saves window's title or ${hidden}: ${JSON.stringify(win)}`);
    if (viewport.height - (win.y + win.h) >= note.h + 8)
      assert.ok(!overlap(win, note), `${locale}: the notice ${JSON.stringify(note)} covers the Saves window ${JSON.stringify(win)}`);
    assert.ok(note.y >= 0 && note.y + note.h <= viewport.height, `${locale}: the notice is on the screen: ${JSON.stringify(note)}`);
    await screenshot(page, `phone-notice-saves-${locale}`);
    // Dismissed, and the Saves window closed: the notice's own place again, at the top left.
    await clickButton(page, 'notice_ok', { touch: true });
    await command(page, 'saves');
    await command(page, 'copy_link');
    await page.waitForFunction(() => (window.carc.state().notice || '') !== '', null, { timeout: 10000 });
    await settle(page, 3);
    const t = await state(page);
    assert.equal(t.savesOpen, false);
    assert.ok(Math.abs(t.buttons.notice_window.x - 8) < 1 && t.buttons.notice_window.y < 80,
      `${locale}: the notice at the top left: ${JSON.stringify(t.buttons.notice_window)}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// Storage full: the autosave no longer follows the game, so a new game would lose the moves since
// (they are nowhere else). Start says so and asks again, as a Load over unsaved moves does; a
// rename refused for room says the slot kept its name.
test('storage full: Start over moves nothing holds asks first; a refused rename keeps the name', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1100, height: 760 } });
  await context.addInitScript(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (window.full && String(v).length > 64) throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, k, v);
    };
  });
  await page.reload();
  await startFromSetup(page, { seed: 33 });
  await page.evaluate(() => window.carc.autoplay(4));
  await settle(page);
  await command(page, 'save_slot Keep');
  await page.evaluate(() => { window.full = true; });
  await page.evaluate(() => window.carc.autoplay(3));
  await settle(page);
  let s = await state(page);
  assert.match(s.notice, /storage is full/i);
  await clickButton(page, 'notice_ok');
  const left = await state(page);
  const stored = await storage(page);

  // A rename that does not fit: said of the slot, which keeps its name.
  await clickButton(page, 'saves');
  await clickButton(page, 'slot0_rename');
  await page.keyboard.type('a much longer name for this save');
  await page.keyboard.press('Enter');
  await settle(page, 3);
  s = await state(page);
  assert.match(s.notice, /^"Keep" was not renamed: browser storage is full\. It keeps its name/);
  assert.deepEqual(await storage(page), stored, 'nothing written');
  await clickButton(page, 'notice_ok');
  await command(page, 'saves');

  await clickButton(page, 'new_game');
  await clickButton(page, 'start');
  await settle(page, 3);
  s = await state(page);
  assert.equal(s.screen, 'setup', 'not started: asked first');
  assert.match(s.setupError, /^The game in progress has moves that could not be saved in this browser .*press Start game again to discard them\.$/);
  await screenshot(page, 'start-over-unsaved');
  // Back to it: as it was. A move, then Start: asked again (a new position).
  await clickButton(page, 'back_to_game');
  await settle(page);
  s = await state(page);
  assert.equal(s.cursor, left.cursor, 'the game as it was');
  await page.evaluate(() => window.carc.autoplay(1));
  await settle(page);
  await clickButton(page, 'new_game');
  assert.equal((await state(page)).setupError, '', 'the question was for the position left');
  s = await clickButton(page, 'start');
  await settle(page, 3);
  s = await state(page);
  assert.equal(s.screen, 'setup', 'asked again');
  assert.match(s.setupError, /could not be saved/);
  // Start again: discarded, a new game.
  await clickButton(page, 'start');
  await settle(page, 3);
  s = await state(page);
  assert.equal(s.screen, 'game');
  assert.equal(s.cursor, 0, 'a new game');
  assert.equal(s.setupError, '');
  assert.deepEqual(errors, []);
  await context.close();
});

// A phone's setup screen opened from a damaged link: the notice sat on the first player's name.
test('phone setup: a damaged link\'s notice leaves the player rows and Start in sight', async () => {
  for (const locale of ['en-GB', 'ro-RO']) {
    const { page, context, errors } = await openPage(env, {
      viewport: { width: 390, height: 844 }, locale, hasTouch: true, isMobile: true, deviceScaleFactor: 2,
      url: '#g1.HgRiYXNlBAptYWdlLXdpdGNo',
    });
    await waitForFrames(page, 4);
    await settle(page, 3);
    const s = await state(page);
    assert.equal(s.screen, 'setup');
    assert.notEqual(s.notice, '');
    const note = s.buttons.notice_window;
    const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    for (const id of ['name0', 'name1', 'start'])
      assert.ok(s.buttons[id] && !overlap(s.buttons[id], note), `${locale}: the notice ${JSON.stringify(note)} covers ${id} ${JSON.stringify(s.buttons[id])}`);
    await screenshot(page, `phone-setup-link-notice-${locale}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// Saves off (private mode): a game with moves is nowhere else, so Start asks first; a game
// without a move is left without a question.
test('saves off: Start over a game with moves asks first, over one without a move does not', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1100, height: 760 } });
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  });
  await page.reload();
  await startFromSetup(page, { seed: 34 });
  if ((await state(page)).buttons.notice_ok) await clickButton(page, 'notice_ok');  // "Saves are off"
  await clickButton(page, 'new_game');
  let s = await clickButton(page, 'start');
  await settle(page, 3);
  s = await state(page);
  assert.equal(s.screen, 'game', 'no move to lose: started at once');
  await page.evaluate(() => window.carc.autoplay(2));
  await settle(page);
  await clickButton(page, 'new_game');
  await clickButton(page, 'start');
  await settle(page, 3);
  s = await state(page);
  assert.equal(s.screen, 'setup', 'asked first');
  assert.match(s.setupError, /could not be saved in this browser/);
  await clickButton(page, 'start');
  await settle(page, 3);
  s = await state(page);
  assert.equal(s.screen, 'game');
  assert.equal(s.cursor, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

// A damaged autosave that storage has no room to move: the game started over it is said to be
// unsaved (the saves window's line, Start asks first), and once there is room the damaged one
// moves to the saves and the game is autosaved. It stayed unsaved for good, and Start threw its
// moves away without a question. The reason inside the sentence is short (it held the whole
// "the game was not saved and the previous save is kept", which contradicted it).
test('a damaged autosave storage has no room to move: the game is said unsaved until there is room', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1100, height: 760 } });
  await context.addInitScript(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (localStorage.getItem('qa.full') && String(v).length > 64) throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, k, v);
    };
  });
  await waitForFrames(page, 3);
  const damaged = 'garbage '.repeat(20);
  await page.evaluate((d) => { localStorage.setItem('carc.autosave', d); localStorage.setItem('qa.full', '1'); }, damaged);
  await reloadAndWait(page);
  await startFromSetup(page, { seed: 8 });
  let s = await state(page);
  assert.equal(s.notice, 'The damaged autosave could not be moved to your saves (browser storage is full), so it is kept where it is and this game is not autosaved until there is room.');
  await clickButton(page, 'notice_ok');
  await page.evaluate(() => window.carc.autoplay(6));
  await settle(page);
  assert.equal((await storage(page))['carc.autosave'], damaged, 'kept as it is');
  s = await clickButton(page, 'saves');
  assert.ok(s.buttons.saves_full, 'the saves window says this game is not being saved');
  await command(page, 'saves');
  // Leaving it asks first.
  await clickButton(page, 'new_game');
  s = await clickButton(page, 'start');
  assert.equal(s.screen, 'setup', 'asked first');
  assert.match(s.setupError, /could not be saved/);
  await clickButton(page, 'back_to_game');
  // Room made: the next move moves the damaged autosave to the saves and autosaves this game.
  await page.evaluate(() => localStorage.removeItem('qa.full'));
  await page.evaluate(() => window.carc.autoplay(1));
  await settle(page);
  s = await state(page);
  assert.match(s.notice, /^The damaged autosave was moved to your saves as it is/);
  const after = await storage(page);
  assert.match(after['carc.autosave'], /carcsave1\./, 'this game autosaved');
  assert.equal(Object.keys(after).filter((k) => k.startsWith('carc.slot.') && after[k] === damaged).length, 1,
    'the damaged autosave kept byte for byte in a slot');
  s = await clickButton(page, 'saves');
  assert.equal(s.buttons.saves_full, undefined, 'saved again');
  await command(page, 'saves');
  await clickButton(page, 'new_game');
  s = await clickButton(page, 'start');
  assert.equal(s.screen, 'game', 'nothing to lose: no question');
  assert.deepEqual(errors, []);
  await context.close();
});

// A record beyond what a save holds (a 2,000-byte Event line, a 300-byte name) is refused with the
// line named, imported or opened as a link: it once opened, and every autosave of it was a save
// the game could not read back (moved to the saves as damaged, one more on every move).
test('a record beyond what a save holds is refused, imported or as a link, naming the line', async () => {
  const { page, context, errors } = await openPage(env, { viewport: small });
  await waitForFrames(page, 3);
  await startFromSetup(page, { seed: 4 });
  await page.evaluate(() => window.carc.autoplay(3));
  await settle(page);
  const before = await storage(page);
  const record = `Carcassonne 1\nPlayers: Ann, Bob\nEvent: ${'E'.repeat(2000)}\nSeed: 5\n`;
  const msg = await command(page, `import ${record}`);
  assert.match(msg, /line 3.*header 'Event' is too long \(2000 bytes; at most 1024\)/);
  await page.goto(`${env.baseUrl}#${encodeURIComponent(`Carcassonne 1\nPlayers: ${'N'.repeat(300)}, Bob\nSeed: 5\n`)}`);
  await waitForFrames(page, 4);
  await settle(page);
  let s = await state(page);
  assert.match(s.notice, /line 2.*player 1's name is not valid/);
  assert.equal(s.cursor, 3, 'the game before goes on');
  await page.evaluate(() => window.carc.autoplay(1));
  await settle(page);
  const after = await storage(page);
  assert.deepEqual(Object.keys(after).filter((k) => k.startsWith('carc.slot.')), [], 'no damaged save made');
  assert.notEqual(after['carc.autosave'], before['carc.autosave'], 'the game before autosaved on');
  // The refused link leaves the address bar once the game goes on: a reload does not say it again.
  assert.equal(await page.evaluate(() => location.hash), '');
  await reloadAndWait(page);
  s = await state(page);
  assert.equal(s.notice, '');
  assert.equal(s.cursor, 4);
  assert.deepEqual(errors, []);
  await context.close();
});

// A stored language this build does not have (damaged, or from another version) is passed over
// for the browser's: it gave English to a Czech browser.
test('an unknown stored language gives way to the browser\'s', async () => {
  const { page, context, errors } = await openPage(env, { viewport: small, locale: 'cs-CZ' });
  await waitForFrames(page, 3);
  await page.evaluate(() => localStorage.setItem('carc.language', 'zz'));
  await reloadAndWait(page);
  assert.equal((await state(page)).language, 'cs');
  await page.evaluate(() => localStorage.setItem('carc.language', 'ro'));
  await reloadAndWait(page);
  assert.equal((await state(page)).language, 'ro', 'a known choice still wins');
  assert.deepEqual(errors, []);
  await context.close();
});

// A damaged autosave moved to the saves as a game starts, then storage too full for the game's own
// autosave: both are said (the second notice took the first one's place, so the player never
// learnt where the damaged autosave went).
test('the damaged autosave moved and storage full for the new game: both said', async () => {
  const { page, context, errors } = await openPage(env, { viewport: { width: 1100, height: 760 } });
  await context.addInitScript(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (localStorage.getItem('qa.full') && String(v).length > 64) throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, k, v);
    };
  });
  await waitForFrames(page, 3);
  await page.evaluate(() => { localStorage.setItem('carc.autosave', 'garbage here'); localStorage.setItem('qa.full', '1'); });
  await reloadAndWait(page);
  await startFromSetup(page, { seed: 8 });  // its first tile drawn: autosaved, or not
  const s = await state(page);
  assert.match(s.notice, /^The damaged autosave was moved to your saves as it is .* Browser storage is full: the game was not saved/);
  await screenshot(page, 'autosave-moved-then-full');
  const after = await storage(page);
  assert.equal(Object.keys(after).filter((k) => k.startsWith('carc.slot.') && after[k] === 'garbage here').length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});
