// Tile-set text parser and the per-rotation tables. Format: docs/engine.md, "Tile files".
#include <cstdlib>

#include "engine/core/tile.h"
#include "engine/core/words.h"

namespace carc {

namespace {

int kindFromName(std::string_view s) {
  for (int k = 1; k < kFeatureKinds; ++k)
    if (kKindNames[k] == s) return k;
  return -1;
}

uint32_t flagBit(TileSet& set, std::string_view name) {
  for (size_t i = 0; i < set.flagNames.size(); ++i)
    if (set.flagNames[i] == name) return 1u << i;
  if (set.flagNames.size() >= 32) return 0;
  set.flagNames.emplace_back(name);
  return 1u << (set.flagNames.size() - 1);
}

// Location mask a word covers for a segment of the given kind: an edge name means the whole edge
// for cities and fields, the middle slot for roads; half-edge names one slot; C the centre.
int locationMask(std::string_view w, FeatureKind kind) {
  int loc = locationFromName(w);
  if (loc < 0) return 0;
  if (loc != kCentre && isMiddle(loc) && !endsAtEdgeMiddle(kind)) {
    int e = slotEdge(loc);
    return 7 << (e * 3);
  }
  return 1 << loc;
}

// Segments printed by the middle of their first edge (fields keep the half-edge names).
bool namedByEdgeMiddle(FeatureKind k) {
  return closesByEdges(k) || k >= FeatureKind::Path;
}

// Fills rotation tables, checks the declared edge letters and finds duplicate rotations.
bool compile(TileType& t, std::string_view edgesDecl, bool oriented, std::string& why) {
  for (int r = 0; r < 4; ++r) {
    TileVariant& v = t.rot[r];
    v.seg.fill(-1);
    v.canon.fill(0);
    for (int s = 0; s < t.segCount; ++s) {
      bool canonSet = false;
      for (int loc = 0; loc < kLocations; ++loc) {
        if (!(t.seg[s].slots & (1 << loc))) continue;
        int b = rotateSlot(loc, r);
        v.seg[b] = static_cast<int8_t>(s);
      }
      // Canonical location: the middle of the first edge for roads, cities and the Castle's
      // features, else the first board location in N, NNE.. order; the centre last.
      for (int e = 0; e < 4 && !canonSet; ++e) {
        int m = middleSlot(e);
        if (v.seg[m] == s && namedByEdgeMiddle(t.seg[s].kind)) {
          v.canon[s] = static_cast<uint8_t>(m);
          canonSet = true;
        }
      }
      for (int loc = 0; loc < kLocations && !canonSet; ++loc)
        if (v.seg[loc] == s) {
          v.canon[s] = static_cast<uint8_t>(loc);
          canonSet = true;
        }
      if (!canonSet) {
        why = "segment " + std::to_string(s + 1) + " covers no location";
        return false;
      }
    }
    v.edges = 0;
    for (int e = 0; e < 4; ++e) {
      int s = v.seg[middleSlot(e)];
      int code = s < 0 ? 0 : static_cast<int>(t.seg[s].kind);
      v.edges = static_cast<uint16_t>(v.edges | (code << (4 * e)));
    }
  }
  for (int e = 0; e < 4; ++e) {
    int code = (t.rot[0].edges >> (4 * e)) & 15;
    if (kEdgeLetters[code] != edgesDecl[e]) {
      why = std::string("edge ") + std::string(kEdgeNames[e]) + " is declared '" + edgesDecl[e] +
            "' but its segments make it '" + kEdgeLetters[code] + "'";
      return false;
    }
  }
  t.closingSegs = 0;
  for (int s = 0; s < t.segCount; ++s)
    if (closesByEdges(t.seg[s].kind)) t.closingSegs = static_cast<uint16_t>(t.closingSegs | 1 << s);
  // Rotation r duplicates an earlier q if the segments map one-to-one with equal properties.
  t.distinctRotations = 0;
  for (int r = 0; r < 4; ++r) {
    int same = -1;
    for (int q = 0; q < r && same < 0 && !oriented; ++q) {
      std::array<int, kMaxSegmentsPerTile> map;
      map.fill(-1);
      bool ok = true;
      for (int loc = 0; loc < kLocations && ok; ++loc) {
        int a = t.rot[r].seg[loc], b = t.rot[q].seg[loc];
        if ((a < 0) != (b < 0))
          ok = false;
        else if (a >= 0) {
          if (map[a] < 0) map[a] = b;
          ok = map[a] == b;
        }
      }
      for (int s = 0; s < t.segCount && ok; ++s) {
        const Segment &x = t.seg[s], &y = t.seg[map[s]];
        ok = x.kind == y.kind && x.pennants == y.pennants && x.flags == y.flags;
        uint16_t mapped = 0;
        for (int u = 0; u < t.segCount; ++u)
          if (x.touches & (1 << u)) mapped = static_cast<uint16_t>(mapped | (1 << map[u]));
        ok = ok && mapped == y.touches;
      }
      if (ok) same = t.canonicalRot[q];
    }
    if (same < 0) {
      t.canonicalRot[r] = static_cast<uint8_t>(r);
      t.distinct[t.distinctRotations++] = static_cast<uint8_t>(r);
    } else {
      t.canonicalRot[r] = static_cast<uint8_t>(same);
    }
  }
  return true;
}

}  // namespace

int TileSet::find(std::string_view id) const {
  for (size_t i = 0; i < types.size(); ++i)
    if (types[i].id == id) return static_cast<int>(i);
  return -1;
}

uint32_t TileSet::flag(std::string_view n) const {
  for (size_t i = 0; i < flagNames.size(); ++i)
    if (flagNames[i] == n) return 1u << i;
  return 0;
}

int TileSet::totalTiles() const {
  int n = 0;
  for (const auto& t : types) n += t.count;
  return n;
}

bool parseTileSet(std::string_view text, TileSet& out, TileSetError& err) {
  int lineNo = 0;
  TileType* cur = nullptr;
  std::string curEdges;
  bool curOriented = false;
  int tileLine = 0;
  auto fail = [&](std::string msg) {
    err.line = lineNo;
    err.message = std::move(msg);
    return false;
  };
  auto finish = [&]() -> bool {
    if (!cur) return true;
    std::string why;
    if (!compile(*cur, curEdges, curOriented, why)) {
      lineNo = tileLine;  // name the tile's own line
      return fail("tile " + cur->id + ": " + why);
    }
    cur = nullptr;
    return true;
  };
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    std::string_view line = text.substr(pos, nl - pos);
    pos = nl + 1;
    ++lineNo;
    if (size_t hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
    auto w = words(line);
    if (w.empty()) continue;
    if (w[0] == "tileset") {
      if (w.size() != 2) return fail("expected: tileset NAME");
      if (!out.name.empty()) out.name += "+";
      out.name += std::string(w[1]);
    } else if (w[0] == "tile") {
      if (!finish()) return false;
      if (w.size() < 4) return fail("expected: tile ID COUNT EDGES [flags]");
      if (out.find(w[1]) >= 0) return fail("duplicate tile id " + std::string(w[1]));
      if (w[1].size() > 7) return fail("tile id longer than 7 characters");
      out.types.emplace_back();
      cur = &out.types.back();
      tileLine = lineNo;
      cur->id = std::string(w[1]);
      char* end = nullptr;
      std::string cnt(w[2]);
      long n = std::strtol(cnt.c_str(), &end, 10);
      if (*end || n < 0 || n > 100) return fail("bad tile count '" + cnt + "'");
      cur->count = static_cast<int>(n);
      if (w[3].size() != 4) return fail("edges must be 4 letters (N E S W)");
      curEdges = std::string(w[3]);
      cur->edges = curEdges;
      curOriented = false;
      for (size_t i = 4; i < w.size(); ++i) {
        std::string_view f = w[i];
        std::string_view key = f.substr(0, f.find('='));
        std::string_view val =
            f.find('=') == std::string_view::npos ? "" : f.substr(f.find('=') + 1);
        cur->flags |= flagBit(out, key);
        cur->attrs.emplace_back(std::string(key), std::string(val));
        if (key == "oriented") curOriented = true;
        if (key == "start") {
          if (out.startType >= 0) return fail("a second start tile");
          out.startType = static_cast<int>(out.types.size() - 1);
        }
        // An expansion's own start tile (the orange wind rose) takes the place of the base one;
        // the base start type then goes into the bag with all its copies.
        if (key == "replaces-start") out.startType = static_cast<int>(out.types.size() - 1);
      }
    } else {
      if (!cur) return fail("segment line before any 'tile' line");
      int k = kindFromName(w[0]);
      if (k < 0) return fail("unknown segment kind '" + std::string(w[0]) + "'");
      if (cur->segCount >= kMaxSegmentsPerTile) return fail("too many segments");
      Segment& s = cur->seg[cur->segCount];
      s.kind = static_cast<FeatureKind>(k);
      bool touching = false;
      std::vector<int> touchLocs;
      for (size_t i = 1; i < w.size(); ++i) {
        std::string_view t = w[i];
        if (t == "touches") {
          touching = true;
        } else if (locationFromName(t) >= 0) {
          if (touching) {
            touchLocs.push_back(locationFromName(t));
          } else {
            int m = locationMask(t, s.kind);
            if (s.slots & m) return fail("location " + std::string(t) + " given twice");
            s.slots = static_cast<uint16_t>(s.slots | m);
          }
        } else if (t == "pennant") {
          ++s.pennants;
        } else {
          std::string_view key = t.substr(0, t.find('='));
          s.flags |= flagBit(out, key);
        }
      }
      if (s.kind == FeatureKind::Cloister && s.slots == 0) s.slots = 1 << kCentre;
      if (s.slots == 0) return fail("segment covers no location");
      for (int j = 0; j < cur->segCount; ++j)
        if (cur->seg[j].slots & s.slots)
          return fail("segment overlaps segment " + std::to_string(j + 1));
      if (s.kind == FeatureKind::Cloister) cur->cloisterSeg = cur->segCount;
      // Touch references name a location of an earlier segment (e.g. "touches N" = the city on N).
      for (int loc : touchLocs) {
        int found = -1;
        for (int j = 0; j < cur->segCount; ++j)
          if (cur->seg[j].slots & (1 << loc)) found = j;
        if (found < 0)
          return fail("'touches " + std::string(kLocationNames[loc]) +
                      "' names no earlier segment");
        s.touches = static_cast<uint16_t>(s.touches | (1 << found));
      }
      ++cur->segCount;
    }
  }
  return finish();
}

TileCore coreOf(const TileType& t) {
  TileCore c;
  c.kind.fill(FeatureKind::None);
  c.pennants.fill(0);
  c.openEnds.fill(0);
  for (int s = 0; s < t.segCount; ++s) {
    c.kind[s] = t.seg[s].kind;
    c.pennants[s] = t.seg[s].pennants;
    // Rotation does not change how many edge middles a segment covers.
    if (closesByEdges(t.seg[s].kind))
      for (int e = 0; e < 4; ++e) c.openEnds[s] += t.rot[0].seg[middleSlot(e)] == s;
  }
  c.flags = t.flags;
  c.closingSegs = t.closingSegs;
  c.cloisterSeg = static_cast<int8_t>(t.cloisterSeg);
  c.segCount = static_cast<uint8_t>(t.segCount);
  for (int r = 0; r < 4; ++r) {
    c.rot[r].seg = t.rot[r].seg;
    c.rot[r].edges = t.rot[r].edges;
    c.rot[r].canon = t.rot[r].canon;
  }
  return c;
}

}  // namespace carc
