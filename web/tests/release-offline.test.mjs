// The release of the site (scripts/build.sh site, docs/hosting.md) as a host serves it, from a
// folder of a web root: the headers a host should send, the manifest and the service worker
// Chromium finds, a game and the embed viewer played with the network off after one visit, and
// the next release taken on the next visit with the autosave intact and an open game playing on.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, screenshot, waitForFrames } from '../lib/browser.mjs';
import { clickButton, playTurn, scrollIntoSight, settle, startFromSetup, state } from '../lib/game.mjs';
import { checkedRelease, hostRelease, secondRelease, versionOf } from '../lib/release.mjs';

let env, release;
before(async () => { release = checkedRelease(); env = await launch(); });
after(async () => { await env.close(); });

const board = (s) => s.board.map((t) => `${t.tile}@${t.x},${t.y}r${t.r}`).sort();

async function newContext() {
  // Small: every frame is drawn on the CPU (SwiftShader), in two tabs at times.
  const context = await env.browser.newContext({ viewport: { width: 900, height: 640 }, reducedMotion: 'reduce' });
  const errors = [];
  context.on('page', (p) => {
    p.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    p.on('pageerror', (e) => errors.push(String(e)));
  });
  return { context, errors };
}

// A page of the site once its service worker controls it (installed, files cached, claimed).
async function visit(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await waitForFrames(page, 5);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  return page;
}

// The version the rules window shows (its last line), the window closed again. Its button is
// "help" in a game, "rules" on the setup screen.
async function shownVersion(page, shot = '') {
  let s = await state(page);
  s = await clickButton(page, s.buttons.help ? 'help' : 'rules', { s });
  assert.ok(s.help, 'the rules window opened');
  const label = s.buttons.help_version && s.buttons.help_version.label;
  if (shot) {
    s = await scrollIntoSight(page, 'help_version');
    assert.equal(s.buttons.help_version.clip, undefined, 'scrolled into sight');
    await screenshot(page, shot);
  }
  s = await clickButton(page, 'help_close');
  assert.equal(s.help, false);
  return label;
}

// The cache the service worker keeps: its names.
const cacheNames = (page) => page.evaluate(() => caches.keys());

// Waits until the site's only cache is `name` (the worker of that release active, the earlier
// release's cache dropped).
async function waitForCache(page, name, timeout = 30000) {
  const end = Date.now() + timeout;
  let names;
  while (Date.now() < end) {
    names = await cacheNames(page);
    if (names.length === 1 && names[0] === name) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`caches ${JSON.stringify(names)}, expected only ${name}`);
}

test('a host sends the release with the wasm type, hashed files cached for good, the rest revalidated', async () => {
  const host = await hostRelease(release);
  try {
    const index = await (await fetch(host.url)).text();
    const shell = index.match(/src="(shell\.[0-9a-f]{10}\.js)"/)[1];
    const js = await (await fetch(host.url + shell)).text();
    const wasm = js.match(/'(carcassonne\.[0-9a-f]{10}\.wasm)'/)[1];
    const head = async (name) => (await fetch(host.url + name, { method: 'HEAD' })).headers;
    let h = await head(wasm);
    assert.equal(h.get('content-type'), 'application/wasm');
    assert.equal(h.get('cache-control'), 'public, max-age=31536000, immutable');
    h = await head(shell);
    assert.match(h.get('content-type'), /^text\/javascript/);
    assert.equal(h.get('cache-control'), 'public, max-age=31536000, immutable');
    for (const name of ['', 'index.html', 'embed.html', 'sw.js', 'manifest.webmanifest']) {
      h = await head(name);
      assert.equal(h.get('cache-control'), 'no-cache', `${name || 'the folder'} is revalidated`);
      const again = await fetch(host.url + name, { headers: { 'If-None-Match': h.get('etag') } });
      assert.equal(again.status, 304, `${name || 'the folder'}: unchanged, not sent again`);
    }
    assert.equal((await head('manifest.webmanifest')).get('content-type'), 'application/manifest+json');
    // No cross-origin isolation headers: the game needs none (no threads, no SharedArrayBuffer).
    h = await head('');
    assert.equal(h.get('cross-origin-embedder-policy'), null);
    assert.equal(h.get('cross-origin-opener-policy'), null);
    // The folder's address without its slash goes to the folder.
    const bare = await fetch(host.url.replace(/\/$/, ''), { redirect: 'manual' });
    assert.equal(bare.status, 301);
  } finally {
    await host.close();
  }
});

test('Chromium finds the manifest (icons drawn at build time) and the service worker', async () => {
  const host = await hostRelease(release);
  const { context, errors } = await newContext();
  try {
    const page = await visit(context, host.url);
    const cdp = await context.newCDPSession(page);
    const m = await cdp.send('Page.getAppManifest');
    assert.equal(m.url, host.url + 'manifest.webmanifest');
    assert.deepEqual(m.errors, []);
    const manifest = JSON.parse(m.data);
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.short_name, 'Carcassonne');
    assert.equal(new URL(manifest.start_url, m.url).href, host.url, 'starts at the folder it is in');
    const sizes = [];
    for (const icon of manifest.icons) {
      const png = Buffer.from(await (await fetch(new URL(icon.src, m.url))).arrayBuffer());
      assert.equal(png.subarray(1, 4).toString(), 'PNG', icon.src);
      assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.sizes, icon.src);
      sizes.push(`${icon.sizes} ${icon.purpose}`);
    }
    assert.deepEqual(sizes, ['192x192 any', '512x512 any', '512x512 maskable']);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A test browser's context is an incognito one, which Chromium never installs from: any
    // other reason would be the site's.
    assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), []);
    const worker = await page.evaluate(() => navigator.serviceWorker.controller.scriptURL);
    assert.equal(worker, host.url + 'sw.js');
    assert.equal((await cacheNames(page)).length, 1);
    assert.equal(await shownVersion(page, 'release-version'), `Version ${versionOf(release)}`);
    // The embed code names the viewer next to the page it was copied from, wherever that is.
    await page.evaluate(() => { window.carc.newGame(2, 8, 0); window.carc.autoplay(4, 1); });
    const code = await page.evaluate(() => window.carc.command('copy_embed'));
    assert.ok(code.startsWith(`<iframe src="${host.url}embed.html?lang=en#g1.`), code);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await host.close();
  }
});

test('after one visit the game and the viewer open and play with the network off', async () => {
  const host = await hostRelease(release);
  const { context, errors } = await newContext();
  try {
    const page = await visit(context, host.url);
    // A game with all four mini-expansions, some moves in: the autosave.
    await page.evaluate(() => { window.carc.newGame(3, 4242, 15); window.carc.autoplay(9, 7); });
    await settle(page);
    const played = await state(page);
    assert.equal(played.cursor, 9);
    const link = await page.evaluate(() => window.carc.command('link'));
    assert.match(link, /#g1\./);

    await context.setOffline(true);
    await host.stop();
    await page.reload();
    await waitForFrames(page, 5);
    let s = await state(page);
    assert.equal(s.screen, 'game', 'the autosave resumed');
    assert.equal(s.cursor, played.cursor);
    assert.deepEqual(board(s), board(played));
    await screenshot(page, 'release-offline-resumed');
    // A new game, played a few turns by clicks.
    await clickButton(page, 'new_game');
    await startFromSetup(page, { seed: 99 });
    for (let i = 0; i < 3; i++) s = await playTurn(page);
    assert.equal((await state(page)).board.length, 4, 'three tiles placed beside the start tile');

    // The viewer, in a tab of its own, opens the link.
    const viewer = await context.newPage();
    await viewer.goto(host.url + 'embed.html?lang=en' + link.slice(link.indexOf('#')));
    await waitForFrames(viewer, 5);
    s = await state(viewer);
    assert.deepEqual(board(s), board(played), 'the viewer shows the linked game');
    await screenshot(viewer, 'release-offline-viewer');
    assert.equal(await viewer.evaluate(() => navigator.onLine), false);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await host.close();
  }
});

test('the next release is taken on the next visit: the autosave opens, an open game plays on', async () => {
  const host = await hostRelease(release);
  const next = secondRelease('test-second-release');
  const { context, errors } = await newContext();
  try {
    const first = await visit(context, host.url);
    assert.equal(await shownVersion(first), `Version ${versionOf(release)}`);
    await first.evaluate(() => { window.carc.newGame(2, 515, 15); window.carc.autoplay(6, 3); });
    await settle(first);
    const oldCache = await cacheNames(first);

    host.deploy(next.dir);
    const second = await context.newPage();
    await second.goto(host.url);
    await waitForFrames(second, 5);
    assert.equal(await shownVersion(second), 'Version test-second-release', 'the new release at once');
    let s = await state(second);
    assert.equal(s.screen, 'game');
    assert.equal(s.cursor, 6, 'the autosave of the earlier release opens');
    // The new worker takes over and drops the earlier release's files.
    assert.notDeepEqual(oldCache, ['carcassonne-' + next.siteHash]);
    await waitForCache(second, 'carcassonne-' + next.siteHash);

    // The game left open in the first tab (the earlier release, in memory) plays on.
    await first.evaluate(() => window.carc.autoplay(2, 5));
    await settle(first);
    const moved = await state(first);
    assert.equal(moved.cursor, 8);

    // Offline, the new release opens from its cache with that game.
    await context.setOffline(true);
    await host.stop();
    await second.reload();
    await waitForFrames(second, 5);
    assert.equal(await shownVersion(second), 'Version test-second-release');
    s = await state(second);
    assert.equal(s.cursor, 8);
    assert.deepEqual(board(s), board(moved));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await host.close();
    next.cleanup();
  }
});

// A wiki on another site frames the viewer: a third-party frame, which a browser may refuse
// storage and service workers; the viewer needs neither, and installs no worker in a frame.
test('the viewer framed by another site works with storage and workers refused', async () => {
  const { context, errors } = await newContext();
  const made = await context.newPage();
  const host = await hostRelease(release, {
    extra: { 'wiki.html': '<!doctype html><link rel="icon" href="data:,"><body><h1>A wiki page</h1><iframe id="g" width="480" height="400" style="border:0"></iframe></body>' },
  });
  try {
    // A link to show, made by the game (no worker needed for it: a fresh context).
    await made.goto(host.url);
    await waitForFrames(made, 5);
    await made.evaluate(() => { window.carc.newGame(2, 77, 15); window.carc.autoplay(12, 9); });
    const played = await state(made);
    const link = await made.evaluate(() => window.carc.command('link'));
    await made.close();

    const wiki = await env.browser.newContext({ viewport: { width: 800, height: 600 }, reducedMotion: 'reduce' });
    await wiki.addInitScript(() => {
      if (window.top === window) return;  // the frame only
      const refuse = () => { throw new DOMException('refused', 'SecurityError'); };
      Object.defineProperty(window, 'localStorage', { get: refuse });
      Object.defineProperty(window, 'sessionStorage', { get: refuse });
      Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: refuse });
    });
    const page = await wiki.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    // "localhost" is another site than "127.0.0.1": the frame is a third party's.
    await page.goto(`http://localhost:${host.port}/wiki.html`);
    const src = host.url + 'embed.html?lang=en' + link.slice(link.indexOf('#'));
    await page.evaluate((u) => { document.getElementById('g').src = u; }, src);
    const frame = await (await page.waitForSelector('#g')).contentFrame();
    await frame.waitForFunction(() => window.carc && window.carc.frames() >= 5, null, { timeout: 30000 });
    const s = await frame.evaluate(() => window.carc.state());
    assert.deepEqual(board(s), board(played), 'the framed viewer shows the game');
    assert.equal(s.notice, '', 'no notice about storage');
    await screenshot(page, 'release-third-party-frame');
    // Without the refusals, the framed viewer still asks for no worker of its own; the same
    // viewer in a tab of its own does (the game registers its worker when it starts running).
    const plain = await env.browser.newContext();
    await plain.addInitScript(() => {
      window.__registered = 0;
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...a) { window.__registered++; return register.apply(this, a); };
    });
    const p2 = await plain.newPage();
    await p2.goto(`http://localhost:${host.port}/wiki.html`);
    await p2.evaluate((u) => { document.getElementById('g').src = u; }, src);
    const f2 = await (await p2.waitForSelector('#g')).contentFrame();
    await f2.waitForFunction(() => window.carc && window.carc.frames() >= 5, null, { timeout: 30000 });
    assert.equal(await f2.evaluate(() => window.__registered), 0, 'no worker asked for in a frame');
    const own = await plain.newPage();
    await own.goto(src);
    await waitForFrames(own, 5);
    assert.equal(await own.evaluate(() => window.__registered), 1, 'a worker asked for in a tab');
    await plain.close();
    await wiki.close();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await host.close();
  }
});
