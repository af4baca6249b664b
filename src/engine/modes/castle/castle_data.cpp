// The castle format's board lines and the tile files they sit in (castle_data.h).
#include "engine/modes/castle/castle_data.h"

#include <algorithm>
#include <cstdlib>

#include "engine/core/words.h"

namespace carc::castle {

namespace {

bool readInt(std::string_view w, int lo, int hi, int& out) {
  if (w.empty() || w.size() > 9) return false;
  const std::string s(w);
  char* end = nullptr;
  const long v = std::strtol(s.c_str(), &end, 10);
  if (*end || v < lo || v > hi) return false;
  out = static_cast<int>(v);
  return true;
}

bool readXY(std::string_view w, int& x, int& y) {
  const size_t comma = w.find(',');
  return comma != std::string_view::npos && readInt(w.substr(0, comma), -64, 64, x) &&
         readInt(w.substr(comma + 1), -64, 64, y);
}

FeatureKind kindNamed(std::string_view w) {
  for (int k = 1; k < kFeatureKinds; ++k)
    if (kKindNames[k] == w) return static_cast<FeatureKind>(k);
  return FeatureKind::None;
}

struct PendingStart {
  int x, y, line;
  std::string file, tile;
};

// What the directives of all files say before the board is resolved.
struct Draft {
  std::vector<std::string> rows;
  int boardLine = 0;
  std::string boardFile;
  int boardFileIndex = 0;
  std::vector<PendingStart> starts;
};

bool readWallTile(const std::vector<std::string_view>& w, CastleData& out, std::string& why) {
  int n = 0, count = 0;
  if (w.size() < 4 || !readInt(w[1], 1, kWallTileKinds - 1, n) || !readInt(w[2], 0, 9, count)) {
    why = "expected: walltile N(1-9) COUNT EFFECT [ARG]";
    return false;
  }
  WallTile t;
  t.count = count;
  const std::string_view e = w[3];
  const std::string_view arg = w.size() > 4 ? w[4] : std::string_view();
  if (e == "extra-turn" && w.size() == 4) {
    t.effect = WallEffect::ExtraTurn;
  } else if ((e == "double" || e == "finish") && w.size() == 5) {
    t.effect = e == "double" ? WallEffect::Double : WallEffect::Finish;
    t.kind = kindNamed(arg);
    if (t.kind != FeatureKind::Path && t.kind != FeatureKind::House &&
        t.kind != FeatureKind::Tower) {
      why =
          "a wall tile doubles or finishes a path, house or tower, not '" + std::string(arg) + "'";
      return false;
    }
  } else if ((e == "market-value" || e == "keep-bonus" || e == "points") && w.size() == 5 &&
             readInt(arg, 0, 99, t.amount)) {
    t.effect = e == "market-value" ? WallEffect::MarketValue
               : e == "keep-bonus" ? WallEffect::KeepBonus
                                   : WallEffect::Points;
  } else {
    why = "unknown wall tile effect '" + std::string(e) + "' (or its argument)";
    return false;
  }
  out.wall[static_cast<size_t>(n)] = t;
  return true;
}

// One board line; false with `why` on a malformed one.
bool readDirective(const std::vector<std::string_view>& w, const std::string& file, int line,
                   Draft& d, CastleData& out, std::string& why) {
  const std::string_view k = w[0];
  if (k == "board") {
    d.rows.clear();
    d.starts.clear();
    d.boardLine = line;
    d.boardFile = file;
    d.boardFileIndex = static_cast<int>(out.fileTiles.size());
  } else if (k == "start") {
    PendingStart s{0, 0, line, file, ""};
    if (w.size() != 3 || !readXY(w[1], s.x, s.y)) return why = "expected: start X,Y TILE", false;
    s.tile = std::string(w[2]);
    d.starts.push_back(s);
  } else if (k == "corner") {
    Tower t;
    if (w.size() < 2 || w.size() > 3 || !readInt(w[1], 0, kTrackSpaces - 2, t.space) ||
        (w.size() == 3 && w[2] != "empty"))
      return why = "expected: corner SPACE(0-98) [empty]", false;
    t.holdsTile = w.size() == 2;
    out.towers.push_back(t);
  } else if (k == "walltile") {
    return readWallTile(w, out, why);
  } else if (k == "option") {
    if (w.size() == 3 && w[1] == "incomplete-value" && (w[2] == "as-complete" || w[2] == "half"))
      out.incomplete = w[2] == "half" ? IncompleteValue::Half : IncompleteValue::AsComplete;
    else
      return why = "expected: option incomplete-value as-complete|half", false;
  }
  return true;
}

// The map's tile spaces and their neighbours; then the start spaces on its wall cells.
bool resolveBoard(const Draft& d, CastleData& out, DataError& err) {
  auto fail = [&](const std::string& file, int line, std::string msg) {
    err = DataError{file, line, std::move(msg)};
    return false;
  };
  if (d.rows.size() < 3) return fail(d.boardFile, d.boardLine, "no board (at least 3 rows)");
  out.width = static_cast<int>(d.rows[0].size());
  out.height = static_cast<int>(d.rows.size());
  out.minX = out.minY = -1;
  out.cellAt.assign(static_cast<size_t>(out.width * out.height), -1);
  out.cells = 0;
  for (int r = 0; r < out.height; ++r) {
    const std::string& row = d.rows[static_cast<size_t>(r)];
    if (static_cast<int>(row.size()) != out.width)
      return fail(d.boardFile, d.boardLine, "board rows differ in length");
    for (int c = 0; c < out.width; ++c) {
      if (row[static_cast<size_t>(c)] != '#') continue;
      if (r == 0 || c == 0 || r == out.height - 1 || c == out.width - 1)
        return fail(d.boardFile, d.boardLine, "a tile space on the map's outer ring (wall)");
      if (out.cells == kMaxCells) return fail(d.boardFile, d.boardLine, "more than 128 spaces");
      out.cellX[static_cast<size_t>(out.cells)] = static_cast<int8_t>(c - 1);
      out.cellY[static_cast<size_t>(out.cells)] = static_cast<int8_t>(r - 1);
      out.cellAt[static_cast<size_t>(r * out.width + c)] = out.cells++;
    }
  }
  for (int i = 0; i < out.cells; ++i)
    for (int e = 0; e < 4; ++e) {
      const int n = out.cell(out.cellX[static_cast<size_t>(i)] + kDx[e],
                             out.cellY[static_cast<size_t>(i)] + kDy[e]);
      out.neighbour[static_cast<size_t>(i)][static_cast<size_t>(e)] =
          n < 0 ? kWall : static_cast<uint8_t>(n);
    }
  out.starts.clear();
  out.boardFile = d.boardFileIndex;
  for (const PendingStart& p : d.starts) {
    StartSpace s;
    s.x = p.x;
    s.y = p.y;
    s.type = out.tiles.find(p.tile);
    if (s.type < 0 ||
        !(out.tiles.types[static_cast<size_t>(s.type)].flags & out.tiles.flag("startspace")))
      return fail(p.file, p.line, "'" + p.tile + "' is no start tile");
    if (out.cell(p.x, p.y) >= 0) return fail(p.file, p.line, "a start space on a tile space");
    int found = 0;
    for (int dir = 0; dir < 4; ++dir) {
      const int c = out.cell(p.x + kDx[dir], p.y + kDy[dir]);
      if (c < 0) continue;
      ++found;
      s.cell = c;
      s.edge = oppositeEdge(dir);
      s.rot = dir;  // the start tile's printed north turned toward its tile space
    }
    if (found != 1) return fail(p.file, p.line, "a start space must touch exactly one tile space");
    if (static_cast<int>(out.starts.size()) == kMaxStarts)
      return fail(p.file, p.line, "too many start spaces");
    for (const StartSpace& o : out.starts)
      if (o.cell == s.cell && o.edge == s.edge) return fail(p.file, p.line, "two start spaces");
    out.neighbour[static_cast<size_t>(s.cell)][static_cast<size_t>(s.edge)] =
        static_cast<uint8_t>(kStartBase + out.starts.size());
    out.starts.push_back(s);
  }
  return true;
}

bool checkTrack(CastleData& out, DataError& err) {
  std::sort(out.towers.begin(), out.towers.end(),
            [](const Tower& a, const Tower& b) { return a.space < b.space; });
  int holding = 0;
  for (size_t i = 0; i < out.towers.size(); ++i) {
    holding += out.towers[i].holdsTile;
    if (i && out.towers[i].space <= out.towers[i - 1].space + 1)
      return err.message = "corner towers overlap", false;
  }
  if (static_cast<int>(out.towers.size()) > kMaxTowers)
    return err.message = "more than 16 corner towers", false;
  if (holding > out.wallTileCount())
    return err.message = "more towers holding a wall tile than wall tiles", false;
  return true;
}

}  // namespace

std::string DataError::str() const {
  return file + ":" + std::to_string(line) + ": " + message;
}

bool parseCastleData(const std::vector<std::pair<std::string, std::string_view>>& files,
                     const std::vector<std::string_view>& extra, const DirectiveReader& reader,
                     CastleData& out, DataError& err) {
  static const std::string_view kOwn[] = {"board", "start", "corner", "walltile", "option"};
  Draft d;
  for (const auto& [name, text] : files) {
    // Board lines are taken out (left blank, so that tile errors keep their line numbers).
    std::string tileText;
    int line = 0;
    for (size_t pos = 0; pos <= text.size();) {
      size_t nl = text.find('\n', pos);
      if (nl == std::string_view::npos) nl = text.size();
      const std::string_view raw = text.substr(pos, nl - pos);
      pos = nl + 1;
      ++line;
      tileText += '\n';
      // A row's text holds '#' (a tile space), so a row line is read before comments are cut.
      const auto rw = words(raw);
      if (!rw.empty() && rw[0] == "row") {
        if (rw.size() < 2 || (rw.size() > 2 && rw[2][0] != '#')) {
          err = DataError{name, line, "expected: row TEXT [# comment]"};
          return false;
        }
        d.rows.emplace_back(rw[1]);
        continue;
      }
      const size_t hash = raw.find('#');
      const auto w = words(hash == std::string_view::npos ? raw : raw.substr(0, hash));
      if (w.empty()) continue;
      const bool own = std::find(std::begin(kOwn), std::end(kOwn), w[0]) != std::end(kOwn);
      const bool theirs = std::find(extra.begin(), extra.end(), w[0]) != extra.end();
      std::string why;
      if (own && !readDirective(w, name, line, d, out, why)) {
        err = DataError{name, line, why};
        return false;
      }
      if (theirs && !reader(w, why)) {
        err = DataError{name, line, why.empty() ? "malformed line" : why};
        return false;
      }
      if (!own && !theirs) tileText.insert(tileText.size() - 1, raw);
    }
    TileSetError te;
    const size_t before = out.tiles.types.size();
    if (!parseTileSet(tileText, out.tiles, te)) {
      err = DataError{name, te.line, te.message};
      return false;
    }
    std::pair<int, int> added{0, 0};
    for (size_t t = before; t < out.tiles.types.size(); ++t) {
      added.first += out.tiles.types[t].count;
      added.second += out.tiles.types[t].count > 0;
    }
    out.fileTiles.push_back(added);
  }
  if (!resolveBoard(d, out, err)) return false;
  err.file = files.empty() ? std::string() : files.front().first;
  return checkTrack(out, err);
}

}  // namespace carc::castle
