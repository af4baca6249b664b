// The site's icons, drawn here at build time (no art is copied in): a land tile as the game
// draws them, a city on its top edge with a road running into the city's gate, as PNG files.
import zlib from 'node:zlib';

const FIELD = [0x5f, 0x8f, 0x3a];
const CITY = [0xc9, 0xa1, 0x5a];   // the page's accent (shell.css's loading bar)
const WALL = [0x7d, 0x5d, 0x2c];
const ROAD = [0xec, 0xe4, 0xcc];
export const BACKGROUND = [0x29, 0x30, 0x29];  // the page's background (shell.css), the theme colour

// How deep the city reaches into the tile at u (0..1 across): deepest in the middle.
const cityEdge = (u) => 0.2 + 0.16 * (1 - (2 * u - 1) ** 2);

// The colour of the tile at (u, v) in 0..1, or null outside its rounded corners.
function tileColour(u, v) {
  const r = 0.1, cu = Math.min(Math.max(u, r), 1 - r), cv = Math.min(Math.max(v, r), 1 - r);
  if (u < 0 || v < 0 || u > 1 || v > 1 || (u - cu) ** 2 + (v - cv) ** 2 > r * r) return null;
  const edge = cityEdge(u);
  if (v < edge - 0.035) return CITY;
  if (v < edge + 0.005) return WALL;
  if (Math.abs(u - 0.5) < 0.065 && v > edge) return ROAD;
  return FIELD;
}

// RGBA pixels of a size x size icon: the tile filling it ("any": transparent corners), or inside
// the middle 70% of a square of the background colour ("maskable": a launcher may cut it to a
// circle, which keeps the middle 80%).
export function drawIcon(size, { maskable = false } = {}) {
  const px = Buffer.alloc(size * size * 4);
  const inset = maskable ? 0.15 : 0.02, span = 1 - 2 * inset, k = 4;  // 4x4 samples a pixel
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < k; sy++) {
        for (let sx = 0; sx < k; sx++) {
          const u = ((x + (sx + 0.5) / k) / size - inset) / span;
          const v = ((y + (sy + 0.5) / k) / size - inset) / span;
          const c = tileColour(u, v) || (maskable ? BACKGROUND : null);
          if (!c) continue;
          r += c[0]; g += c[1]; b += c[2]; a += 1;
        }
      }
      const o = (y * size + x) * 4;
      if (a) { px[o] = Math.round(r / a); px[o + 1] = Math.round(g / a); px[o + 2] = Math.round(b / a); }
      px[o + 3] = Math.round((255 * a) / (k * k));
    }
  }
  return px;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

// A PNG file (8-bit RGBA, no filtering) of size x size RGBA pixels.
export function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);  // bit depth 8, colour type RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0)),
  ]);
}
