// Makes a release of the site (docs/hosting.md) from a built one (build/wasm/site): the wasm,
// the scripts, the style and the icons under names holding a hash of their content (a cache
// never mixes two releases' files), the pages pointing at them and carrying the version, a web
// app manifest and the service worker that keeps the release for play with no network.
// Usage: node web/release/make.mjs FROM TO VERSION   (scripts/build.sh site runs it)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKGROUND, drawIcon, encodePng } from './icon.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SW_TEMPLATE = path.resolve(here, '../../shell/sw.js');
const THEME = '#' + BACKGROUND.map((c) => c.toString(16).padStart(2, '0')).join('');
// What the site's folder holds: the pages, the shell and the program (src/app/CMakeLists.txt).
const BUILT = ['index.html', 'embed.html', 'shell.js', 'shell.css', 'carcassonne.js', 'carcassonne.wasm'];
export const MANIFEST = 'manifest.webmanifest';
export const WORKER = 'sw.js';

const hashOf = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);

// `name.ext` as `name.<hash>.ext`.
function hashedName(name, bytes) {
  const dot = name.indexOf('.');
  return `${name.slice(0, dot)}.${hashOf(bytes)}${name.slice(dot)}`;
}

// Replaces the one `from` in `text`; a template changed so that it is not there once stops the
// release rather than ship a page pointing at files it does not have.
function replaceOnce(text, from, to, file) {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0)
    throw new Error(`${file}: expected exactly one ${JSON.stringify(from)}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

function checkVersion(version) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/.test(version || ''))
    throw new Error(`version ${JSON.stringify(version)}: letters, digits and . _ + - only (at most 64)`);
}

function icons() {
  const list = [
    { base: 'icon-192.png', size: 192, purpose: 'any' },
    { base: 'icon-512.png', size: 512, purpose: 'any' },
    { base: 'icon-maskable-512.png', size: 512, purpose: 'maskable', maskable: true },
    { base: 'apple-touch-icon.png', size: 180, maskable: true },  // iOS rounds an opaque square
  ];
  return list.map((i) => {
    const bytes = encodePng(i.size, drawIcon(i.size, { maskable: !!i.maskable }));
    return { ...i, bytes, name: hashedName(i.base, bytes) };
  });
}

function manifest(description, iconList) {
  return JSON.stringify({
    name: 'Carcassonne',
    short_name: 'Carcassonne',
    description,
    id: './',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: THEME,
    theme_color: THEME,
    icons: iconList.filter((i) => i.purpose).map((i) => ({
      src: i.name, sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose,
    })),
  }, null, 2) + '\n';
}

function page(html, file, names, version, withManifest) {
  html = replaceOnce(html, 'href="shell.css"', `href="${names['shell.css']}"`, file);
  html = replaceOnce(html, 'src="shell.js"', `src="${names['shell.js']}"`, file);
  const head = [
    `<meta name="carc-version" content="${version}">`,
    `<meta name="theme-color" content="${THEME}">`,
    `<link rel="icon" href="${names['icon-192.png']}">`,
    `<link rel="apple-touch-icon" href="${names['apple-touch-icon.png']}">`,
  ];
  if (withManifest) head.push(`<link rel="manifest" href="${MANIFEST}">`);
  return replaceOnce(html, '<link rel="icon" href="data:,">', head.join('\n'), file);
}

// Writes the release of the built site `from` into `to` (emptied first); returns its files
// (name -> bytes) and the content hash naming its service worker's cache.
export function makeRelease({ from, to, version }) {
  checkVersion(version);
  const src = {};
  for (const f of BUILT) {
    const p = path.join(from, f);
    if (!fs.existsSync(p)) throw new Error(`${p} is missing: build the site first (scripts/build.sh wasm)`);
    src[f] = fs.readFileSync(p);
  }
  const out = new Map();
  const names = {};
  const add = (base, bytes, hashed = true) => {
    names[base] = hashed ? hashedName(base, bytes) : base;
    out.set(names[base], bytes);
  };
  add('carcassonne.wasm', src['carcassonne.wasm']);
  // The program's own glue names its wasm too (unused: shell.js fetches it), kept in step.
  add('carcassonne.js', Buffer.from(src['carcassonne.js'].toString('utf8')
    .split('carcassonne.wasm').join(names['carcassonne.wasm'])));
  let shell = src['shell.js'].toString('utf8');
  shell = replaceOnce(shell, "'carcassonne.wasm'", `'${names['carcassonne.wasm']}'`, 'shell.js');
  shell = replaceOnce(shell, "'carcassonne.js'", `'${names['carcassonne.js']}'`, 'shell.js');
  add('shell.js', Buffer.from(shell));
  add('shell.css', src['shell.css']);
  const iconList = icons();
  for (const i of iconList) add(i.base, i.bytes);
  const index = src['index.html'].toString('utf8');
  const description = (index.match(/<meta name="description" content="([^"]*)">/) || [])[1] || '';
  add('index.html', Buffer.from(page(index, 'index.html', names, version, true)), false);
  add('embed.html', Buffer.from(page(src['embed.html'].toString('utf8'), 'embed.html', names, version, false)), false);
  add(MANIFEST, Buffer.from(manifest(description, iconList)), false);

  const pages = ['index.html', 'embed.html', MANIFEST];
  const hashed = [...out.keys()].filter((n) => !pages.includes(n)).sort();
  const siteHash = hashOf(Buffer.concat([Buffer.from(version + '\n'),
    ...[...out.keys()].sort().map((n) => Buffer.concat([Buffer.from(n + '\n'), out.get(n)]))]));
  let sw = fs.readFileSync(SW_TEMPLATE, 'utf8');
  sw = replaceOnce(sw, '@CARC_VERSION@', version, WORKER);
  sw = replaceOnce(sw, '@CARC_SITE_HASH@', siteHash, WORKER);
  sw = replaceOnce(sw, '@CARC_PAGES@', JSON.stringify(pages), WORKER);
  sw = replaceOnce(sw, '@CARC_HASHED@', JSON.stringify(hashed), WORKER);
  out.set(WORKER, Buffer.from(sw));

  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  for (const [n, bytes] of out) fs.writeFileSync(path.join(to, n), bytes);
  return { files: out, siteHash, names };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [from, to, version] = process.argv.slice(2);
  if (!from || !to || !version) {
    console.error('usage: node web/release/make.mjs FROM TO VERSION');
    process.exit(2);
  }
  try {
    const { files, siteHash } = makeRelease({ from, to, version });
    let bytes = 0;
    for (const b of files.values()) bytes += b.length;
    console.log(`release ${version}: ${files.size} files, ${bytes} bytes in ${to} (cache carcassonne-${siteHash})`);
  } catch (e) {
    console.error(`make.mjs: ${e.message}`);
    process.exit(1);
  }
}
