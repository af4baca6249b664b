// The release's figures (docs/hosting.md): its files' sizes raw and gzipped, the bytes a host
// sends for a first visit and for a second one (the service worker's cache), and the time to the
// first interactive frame on a first visit, a second visit and a visit with the network off, over
// this machine's loopback and over a mobile network's speed.
// Usage: node web/perf/measure-release.mjs [runs]   (needs scripts/build.sh site)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { releaseDir } from '../lib/release.mjs';
import { startServer } from '../serve.mjs';

const runs = Number(process.argv[2] || 5);
const ARGS = ['--no-sandbox', '--use-gl=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
  '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync'];

let raw = 0, gz = 0;
console.log(`Release files (${releaseDir}):`);
for (const f of fs.readdirSync(releaseDir).sort()) {
  const b = fs.readFileSync(path.join(releaseDir, f));
  const g = zlib.gzipSync(b, { level: 9 }).length;
  raw += b.length; gz += g;
  console.log(`  ${f.padEnd(34)} ${String(b.length).padStart(9)} B raw ${String(g).padStart(9)} B gzip`);
}
console.log(`  total ${raw} B raw, ${gz} B gzip -9 (${(gz / 1048576).toFixed(2)} MiB)`);

// Bytes the server writes (headers and bodies, gzip level 6 as web/serve.mjs sends them).
const server = await startServer(releaseDir, 0);
let sent = 0;
server.on('connection', (s) => s.on('close', () => { sent += s.bytesWritten; }));
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ARGS });

// performance.now() at the second frame (ImGui's windows are drawn from it: the first
// interactive one), counted from the navigation's start.
// A mobile network (4 Mbit/s down, 100 ms round trips), applied to the page's own requests (not
// to the service worker's, which only revalidate the page on a second visit).
const MOBILE = { offline: false, latency: 100, downloadThroughput: 4e6 / 8, uploadThroughput: 1e6 / 8 };

// The first visit also waits for the service worker to take the page (its files cached).
async function visit(context, { worker = false, network = null } = {}) {
  const page = await context.newPage();
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.goto(url);
  await page.waitForFunction(() => window.carc && window.carc.frames() >= 2, null, { timeout: 60000 });
  const t = await page.evaluate(() => window.__secondFrame);
  if (worker) await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
  await page.close();
  return t;
}

function secondFrameClock() {
  const tick = () => {
    if (window.carc && window.carc.frames() >= 2) { window.__secondFrame = performance.now(); return; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const times = { first: [], second: [], offline: [], mobileFirst: [], mobileSecond: [] };
const bytes = { first: [], second: [] };
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(secondFrameClock);
  const closeAll = async () => { server.closeAllConnections(); await new Promise((r) => setTimeout(r, 100)); };
  sent = 0;
  times.first.push(await visit(context, { worker: true }));
  await closeAll();
  bytes.first.push(sent);
  sent = 0;
  times.second.push(await visit(context));
  await closeAll();
  bytes.second.push(sent);
  await context.setOffline(true);
  times.offline.push(await visit(context));
  await context.close();
  const mobile = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await mobile.addInitScript(secondFrameClock);
  times.mobileFirst.push(await visit(mobile, { worker: true, network: MOBILE }));
  times.mobileSecond.push(await visit(mobile, { network: MOBILE }));
  await mobile.close();
}
await browser.close();
server.close();

const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const span = (a) => `median ${median(a).toFixed(0)}, min ${Math.min(...a).toFixed(0)}, max ${Math.max(...a).toFixed(0)}`;
console.log(`Bytes sent by the host (gzip level 6, headers included): first visit ${span(bytes.first)} B, ` +
            `second visit ${span(bytes.second)} B`);
console.log(`Time to the first interactive frame in headless Chromium (ms from navigation), ${runs} runs:`);
console.log(`  first visit (network)       ${span(times.first)}`);
console.log(`  second visit (worker cache) ${span(times.second)}`);
console.log(`  network off (worker cache)  ${span(times.offline)}`);
console.log(`  first visit, 4 Mbit/s 100 ms ${span(times.mobileFirst)}`);
console.log(`  second visit, same network  ${span(times.mobileSecond)}`);
