// Minimal static server for the built site (wasm cannot load from file://), with the headers a
// host should send (docs/hosting.md): application/wasm, files with a content hash in their name
// cached for a year as immutable, every other file revalidated (ETag) on each use.
// Usage: node web/serve.mjs DIR [PORT] [HOST]. Serves gzip when the browser accepts it.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.json': 'application/json', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.data': 'application/octet-stream', '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8', '.carc': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
// `shell.0123456789.js`: a release's hashed names (web/release/make.mjs).
const HASHED = /\.[0-9a-f]{8,64}\.[a-z0-9]+$/;
export const cacheControl = (file) =>
  HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';

export function startServer(root, port = 8080, host = '127.0.0.1') {
  root = path.resolve(root);
  const gzCache = new Map();  // path -> {mtime, body}
  const server = http.createServer((req, res) => {
    let rel;
    try { rel = decodeURIComponent(new URL(req.url, 'http://x').pathname); } catch {
      res.writeHead(400); res.end('bad request'); return;
    }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.join(root, path.normalize(rel));
    if (!file.startsWith(root + path.sep)) { res.writeHead(403); res.end('forbidden'); return; }
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) {  // a folder's address without its slash
        res.writeHead(301, { Location: encodeURI(rel) + '/' }); res.end(); return;
      }
      if (err || !st.isFile()) { res.writeHead(404); res.end('not found'); return; }
      const type = TYPES[path.extname(file)] || 'application/octet-stream';
      const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
      const headers = { 'Content-Type': type, 'Cache-Control': cacheControl(file), ETag: etag,
        Vary: 'Accept-Encoding' };
      if (req.headers['if-none-match'] === etag) { res.writeHead(304, headers); res.end(); return; }
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] || '') && type !== 'image/png';
      if (!gzip) {
        headers['Content-Length'] = st.size;
        res.writeHead(200, headers);
        if (req.method === 'HEAD') { res.end(); return; }
        fs.createReadStream(file).pipe(res);
        return;
      }
      let hit = gzCache.get(file);
      if (!hit || hit.mtime !== st.mtimeMs) {
        hit = { mtime: st.mtimeMs, body: zlib.gzipSync(fs.readFileSync(file), { level: 6 }) };
        gzCache.set(file, hit);
      }
      headers['Content-Encoding'] = 'gzip';
      headers['Content-Length'] = hit.body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : hit.body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'build/wasm/site', port = '8080', host = '127.0.0.1'] = process.argv.slice(2);
  startServer(dir, Number(port), host).then((s) => {
    console.log(`Carcassonne is being served at http://${host}:${s.address().port}/ (Ctrl+C to stop)`);
  }, (e) => {
    console.error(`Could not serve on ${host}:${port}: ${e.message}`);
    process.exit(1);
  });
}
