// The release folder (scripts/build.sh site, docs/hosting.md) as a host would serve it: copied
// into a folder of a fresh web root (a wiki's or a game site's), served by web/serve.mjs, replaced
// by the next release the way a deploy replaces it (old files gone), or taken offline.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, siteDir } from './browser.mjs';
import { startServer } from '../serve.mjs';
import { makeRelease } from '../release/make.mjs';

export const releaseDir = process.env.CARC_RELEASE_DIR || path.join(repoRoot, 'build/release/site');

const sha = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

// The release folder, checked to hold the wasm of the site the other tests test (a release made
// before the last build would test an older game).
export function checkedRelease() {
  const index = path.join(releaseDir, 'index.html');
  assert.ok(fs.existsSync(index), `${releaseDir} is missing: run scripts/build.sh site`);
  const wasm = fs.readdirSync(releaseDir).find((f) => /^carcassonne\.[0-9a-f]+\.wasm$/.test(f));
  assert.ok(wasm, `${releaseDir} holds no hashed wasm`);
  assert.equal(sha(path.join(releaseDir, wasm)), sha(path.join(siteDir, 'carcassonne.wasm')),
    `${releaseDir} is older than ${siteDir}: run scripts/build.sh site`);
  return releaseDir;
}

// The version a release's pages carry.
export function versionOf(dir) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  return html.match(/<meta name="carc-version" content="([^"]+)">/)[1];
}

// Another release of the same game: the built site with its style changed by a comment (so one
// hashed file is new and the old one is gone from the host), under `version`.
export function secondRelease(version) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'carc-release2-'));
  const from = path.join(tmp, 'built');
  fs.cpSync(siteDir, from, { recursive: true });
  fs.appendFileSync(path.join(from, 'shell.css'), `/* ${version} */\n`);
  const out = path.join(tmp, 'site');
  const made = makeRelease({ from, to: out, version });
  return { dir: out, siteHash: made.siteHash, cleanup: () => fs.rmSync(tmp, { recursive: true, force: true }) };
}

function copyInto(from, to) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  for (const f of fs.readdirSync(from)) fs.copyFileSync(path.join(from, f), path.join(to, f));
}

// Serves `dir` as the folder `sub` of a new web root on 127.0.0.1; `extra`: more files at the
// root (name -> text: a wiki page). `url` is the folder's address; `origin` the root's.
export async function hostRelease(dir, { sub = 'games/carcassonne/', extra = {} } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'carc-host-'));
  const folder = path.join(root, sub);
  copyInto(dir, folder);
  for (const [name, text] of Object.entries(extra)) fs.writeFileSync(path.join(root, name), text);
  let server = await startServer(root, 0);
  const port = server.address().port;
  const stop = () => new Promise((r) => { server.closeAllConnections(); server.close(r); });
  return {
    port,
    origin: `http://127.0.0.1:${port}/`,
    url: `http://127.0.0.1:${port}/${sub}`,
    deploy(next) { copyInto(next, folder); },          // a new release in place of the old
    stop,                                               // the host gone: nothing answers
    async restart() { server = await startServer(root, port); },
    async close() { await stop(); fs.rmSync(root, { recursive: true, force: true }); },
  };
}
