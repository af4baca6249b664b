// Shared browser-test plumbing: serves the built site, launches Debian's Chromium through
// playwright-core (never a downloaded browser) and records console errors.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');
export const siteDir = process.env.CARC_SITE_DIR || path.join(repoRoot, 'build/wasm/site');
export const artifactsDir = path.join(repoRoot, 'web/artifacts');

const CHROMIUM_ARGS = [
  '--no-sandbox', '--use-gl=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
  '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

export async function launch() {
  const server = await startServer(siteDir, 0);
  const baseUrl = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    baseUrl,
    browser,
    async close() {
      await browser.close();
      await new Promise((r) => server.close(r));
    },
  };
}

// The time limit of a long test (a whole game played or stepped through), far above what it takes
// on a loaded machine (two cores shared by several builds and browsers run a test ten to twenty
// times slower than a quiet one): only a hang reaches it, such as a click that never returns.
// Every wait inside a test has its own limit and says what it awaited.
export const LONG_TEST = { timeout: 20 * 60 * 1000 };

// CARC_SLOW_FRAMES=MS: every animation frame of a page comes MS ms late, as on a loaded machine
// whose software renderer draws a few frames a second while clicks and keys still arrive at once:
// a test that reads the app before it has taken its input fails here on any machine.
const slowFrames = Number(process.env.CARC_SLOW_FRAMES || 0);
function delayFrames(ms) {
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => { setTimeout(() => raf(cb), ms); return 0; };
}

// A page that remembers every console error and uncaught exception. Its browser asks for reduced
// motion, so the board moves at once (no glides): a test reads where marks are and clicks there.
// A test of the glides asks for `reducedMotion: 'no-preference'`.
export async function openPage(env, { url = '', viewport = { width: 1280, height: 800 }, ...ctxOpts } = {}) {
  const context = await env.browser.newContext({ viewport, reducedMotion: 'reduce', ...ctxOpts });
  if (slowFrames) await context.addInitScript(delayFrames, slowFrames);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()}`));
  await page.goto(env.baseUrl + url);
  return { page, context, errors };
}

// Waits until the app has drawn at least `n` frames (ImGui windows appear from frame 2).
export async function waitForFrames(page, n = 5, timeout = 20000) {
  await page.waitForFunction((k) => window.carc && window.carc.frames() >= k, n, { timeout });
}

// Waits until the app has taken every input event sent to it so far (clicks, keys, typed text:
// a loaded machine takes a backlog of keys one a frame, and a click queued behind them later
// still), then for `k` frames counted from the frame that took the last of them (or from now
// when there was none): the app reacts to a click or key over the next frames (a press, its
// release, a refit). `target`: a page or an iframe's frame.
export async function settleFrames(target, k = 3, timeout = 30000) {
  const f = await target.evaluate(() => window.carc.frames());
  try {
    await target.waitForFunction(([f, k]) => {
      const c = window.carc, i = c.input();
      return i.waiting === 0 && c.frames() >= Math.max(f + k, i.frame + k - 1);
    }, [f, k], { timeout });
  } catch (e) {
    const now = await target.evaluate(() => ({ frames: window.carc.frames(), ...window.carc.input() }))
      .catch(() => null);
    throw new Error(`the app did not take its input and draw ${k} frames after it within ${timeout} ms ` +
      `(frames ${f} when asked; now ${JSON.stringify(now)}): ${e.message}`);
  }
}

export async function screenshot(page, name) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

// Takes a screenshot and reads its pixels in the page itself (no image library needed): every
// `step`-th pixel (RGB triples) of the CSS-pixel rectangle `clip`, or of the whole image.
export async function screenshotPixels(page, name, { clip = null, step = 1 } = {}) {
  const file = await screenshot(page, name);
  const b64 = fs.readFileSync(file).toString('base64');
  const got = await page.evaluate(async ({ data, clip, step }) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + data;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const k = img.width / window.innerWidth;  // device pixels per CSS pixel
    const r = clip ? [Math.round(clip.x * k), Math.round(clip.y * k),
      Math.max(1, Math.round(clip.w * k)), Math.max(1, Math.round(clip.h * k))]
      : [0, 0, img.width, img.height];
    const d = g.getImageData(...r).data;
    const rgb = [];
    for (let i = 0; i < d.length; i += 4 * step) rgb.push(d[i], d[i + 1], d[i + 2]);
    return { width: img.width, height: img.height, rgb };
  }, { data: b64, clip, step });
  return { file, ...got };
}

// Takes a screenshot and counts its distinct colours (sampled). A blank or single-colour page
// gives 1.
export async function screenshotColourStats(page, name) {
  const { file, width, height, rgb } = await screenshotPixels(page, name, { step: 97 });
  const colours = new Set();
  for (let i = 0; i < rgb.length; i += 3) colours.add((rgb[i] << 16) | (rgb[i + 1] << 8) | rgb[i + 2]);
  return { file, width, height, distinct: colours.size };
}
