// Binary saves with cereal (docs/saves.md). Writing uses cereal's BinaryOutputArchive; reading
// uses BoundedInput, a cereal input archive over a byte span that never throws and never reads
// past the end, and every size is checked against the limits before anything is allocated (an
// untrusted size field must not reach std::vector::resize).
#include "engine/record/codec.h"

#include <cctype>
#include <cereal/archives/binary.hpp>
#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/utility.hpp>
#include <cereal/types/vector.hpp>
#include <cstring>
#include <sstream>

#include "engine/modes/registry.h"

namespace carc {

template <class Archive>
void serialize(Archive& ar, Action& a) {
  ar(a.kind, a.tile, a.x, a.y, a.rot, a.loc, a.arg0, a.arg1);
}

namespace {

constexpr char kMagic[8] = {'C', 'A', 'R', 'C', 'S', 'A', 'V', 'E'};
constexpr std::string_view kTextPrefix = "carcsave";

// Reads cereal's binary layout from a byte span. A read past the end sets `failed` and yields
// zeros instead of throwing (exceptions may be disabled in the WebAssembly build).
class BoundedInput : public cereal::InputArchive<BoundedInput, cereal::AllowEmptyClassElision> {
 public:
  explicit BoundedInput(std::string_view bytes)
      : cereal::InputArchive<BoundedInput, cereal::AllowEmptyClassElision>(this), b_(bytes) {}
  void loadBinary(void* data, size_t n) {
    if (failed_ || n > b_.size() - pos_) {
      failed_ = true;
      std::memset(data, 0, n);
      pos_ = b_.size();
      return;
    }
    std::memcpy(data, b_.data() + pos_, n);
    pos_ += n;
  }
  bool failed() const { return failed_; }
  size_t pos() const { return pos_; }
  size_t remaining() const { return b_.size() - pos_; }

 private:
  std::string_view b_;
  size_t pos_ = 0;
  bool failed_ = false;
};

template <class T>
typename std::enable_if<std::is_arithmetic<T>::value, void>::type CEREAL_LOAD_FUNCTION_NAME(
    BoundedInput& ar, T& t) {
  ar.loadBinary(std::addressof(t), sizeof(t));
}
template <class T>
void CEREAL_LOAD_FUNCTION_NAME(BoundedInput& ar, cereal::BinaryData<T>& bd) {
  ar.loadBinary(bd.data, static_cast<size_t>(bd.size));
}
template <class T>
void CEREAL_SERIALIZE_FUNCTION_NAME(BoundedInput& ar, cereal::SizeTag<T>& t) {
  ar(t.size);
}

bool spaceChar(char c) {
  return std::isspace(static_cast<unsigned char>(c)) != 0;
}

bool readString(BoundedInput& ar, std::string& s, size_t cap) {
  cereal::size_type n = 0;
  ar(cereal::make_size_tag(n));
  if (ar.failed() || n > cap || n > ar.remaining()) return false;
  s.resize(static_cast<size_t>(n));
  if (n) ar(cereal::binary_data(&s[0], static_cast<size_t>(n)));
  return !ar.failed();
}

// Reads a size tag and checks it against a cap and the bytes left (each item >= minItemBytes).
// `cut`, if given, is set when the count is within the cap but the bytes left are too few: a save
// cut short, not an oversized one.
bool readCount(BoundedInput& ar, size_t& count, size_t cap, size_t minItemBytes,
               bool* cut = nullptr) {
  cereal::size_type n = 0;
  ar(cereal::make_size_tag(n));
  if (ar.failed() || n > cap) return false;
  if (n * minItemBytes > ar.remaining()) {
    if (cut) *cut = true;
    return false;
  }
  count = static_cast<size_t>(n);
  return true;
}

bool decodeV1(BoundedInput& ar, GameRecord& r, std::string& why) {
  const std::string damaged = "the save is damaged: ";
  if (!readString(ar, r.mode, kMaxNameBytes)) return refuse(why, damaged + "bad game mode field");
  size_t n = 0;
  if (!readCount(ar, n, kMaxPlayers, 8)) return refuse(why, damaged + "bad player list");
  r.players.resize(n);
  for (std::string& p : r.players)
    if (!readString(ar, p, kMaxNameBytes)) return refuse(why, damaged + "bad player name");
  if (!readCount(ar, n, kMaxExpansions, 8)) return refuse(why, damaged + "bad expansion list");
  r.expansions.resize(n);
  for (std::string& e : r.expansions)
    if (!readString(ar, e, kMaxNameBytes)) return refuse(why, damaged + "bad expansion name");
  uint8_t seeded = 0;
  ar(seeded, r.seed);
  if (seeded > 1) return refuse(why, damaged + "bad draw mode");
  r.seeded = seeded == 1;
  if (!readCount(ar, n, kMaxExtraHeaders, 16)) return refuse(why, damaged + "bad header list");
  r.extra.resize(n);
  for (auto& kv : r.extra)
    if (!readString(ar, kv.first, kMaxNameBytes) || !readString(ar, kv.second, 1024))
      return refuse(why, damaged + "bad header line");
  ar(r.cursor);
  const std::string truncated = "the save is truncated (it ends in the middle of the game)";
  bool cut = false;
  if (!readCount(ar, n, kMaxSaveActions, sizeof(Action), &cut))
    return refuse(why, ar.failed() ? damaged + "it ends too early"
                       : cut       ? truncated
                                   : "the save is oversized or damaged: too many actions");
  r.actions.resize(n);
  for (Action& a : r.actions) ar(a);
  if (ar.failed()) return refuse(why, truncated);
  return true;
}

}  // namespace

std::string nameForRecord(std::string_view typed) {
  std::string n;
  for (char c : typed)
    if (nameChar(static_cast<unsigned char>(c))) n += c;
  while (!n.empty() && spaceChar(n.back())) n.pop_back();
  size_t lead = 0;
  while (lead < n.size() && spaceChar(n[lead])) ++lead;
  n.erase(0, lead);
  if (n.size() > kMaxNameBytes) {
    size_t cut = kMaxNameBytes;
    while (cut > 0 && (static_cast<unsigned char>(n[cut]) & 0xC0) == 0x80) --cut;  // UTF-8
    n.resize(cut);
    while (!n.empty() && spaceChar(n.back())) n.pop_back();
  }
  return n;
}

std::string checkSetup(const GameRecord& r) {
  if (HeaderProblem bad = checkHeader(r.mode, r.players, r.expansions, r.extra);
      bad.field != HeaderProblem::kNone)
    return bad.why;
  if (r.cursor > r.actions.size())
    return "the position (" + std::to_string(r.cursor) + ") is past the last action (" +
           std::to_string(r.actions.size()) + ")";
  return {};
}

namespace {

std::string describe(const RuleSet& rules, const Position& s, const Action& a) {
  const Decision d = rules.decision(s);
  if (taggedDecision(d)) return "expansion decision '" + std::string(rules.decisionTag(d)) + "'";
  switch (d.phase) {
    case kPhaseDraw:
      return "draw of " + rules.tileId(a.tile);
    case kPhasePlaceTile:
      return "placement of " + rules.tileId(rules.drawnTile(s)) + " at " + std::to_string(a.x) +
             "," + std::to_string(a.y) + " r" + std::to_string(a.rot);
    case kPhasePlaceMeeple:
      return a.kind == kActPass ? std::string("pass") : "meeple " + rules.printFollower(s, a);
    default:
      return "move";
  }
}

}  // namespace

GameRecord recordOf(const Game& game, const RecordHeader& header) {
  GameRecord r;
  r.mode = header.mode;
  r.players = header.players;
  if (static_cast<int>(r.players.size()) != game.setup().players) {
    r.players.clear();
    for (int p = 0; p < game.setup().players; ++p) r.players.push_back("P" + std::to_string(p + 1));
  }
  r.expansions = header.expansions;
  r.seeded = !game.setup().explicitDraws;
  r.seed = r.seeded ? game.setup().seed : 0;
  r.extra = header.extra;
  r.actions = game.actions();
  r.cursor = static_cast<uint32_t>(game.cursor());
  return r;
}

bool rebuildGame(const GameRecord& rec, LoadedGame& out, std::string& why,
                 std::unique_ptr<RuleSet> custom, RecordProblem* problem) {
  out = LoadedGame{};
  if (problem) *problem = RecordProblem::kNone;
  if (std::string bad = checkSetup(rec); !bad.empty())
    return refuse(problem, RecordProblem::kDamaged, why, bad);
  if (rec.actions.size() > kMaxSaveActions)
    return refuse(problem, RecordProblem::kOversized, why,
                  "too many actions (" + std::to_string(rec.actions.size()) + ")");
  LoadedGame g;
  g.header.mode = rec.mode;
  g.header.players = rec.players;
  g.header.expansions = rec.expansions;
  g.header.seeded = rec.seeded;
  g.header.seed = rec.seed;
  g.header.extra = rec.extra;
  std::string w;
  g.rules = custom ? std::move(custom) : makeRuleSet(rec.mode, rec.expansions, w);
  if (!g.rules) return refuse(problem, RecordProblem::kUnsupported, why, w);
  GameSetup setup;
  setup.players = static_cast<int>(rec.players.size());
  setup.seed = rec.seed;
  setup.explicitDraws = !rec.seeded;
  {  // the mode's own refusal of the setup (The Castle: exactly 2 players)
    Position p = g.rules->newPosition();
    if (const std::string bad = g.rules->setup(p, setup); !bad.empty())
      return refuse(problem, RecordProblem::kBadRecord, why, bad);
  }
  g.game = std::make_unique<Game>(*g.rules, setup);
  for (size_t i = 0; i < rec.actions.size(); ++i) {
    const Position& s = g.game->state();
    const Action& a = rec.actions[i];
    const std::string what = describe(*g.rules, s, a);
    const int player = g.rules->decision(s).player;
    w = g.game->play(a);
    if (!w.empty())
      return refuse(problem, RecordProblem::kBadRecord, why,
                    "move " + std::to_string(i + 1) + " of " + std::to_string(rec.actions.size()) +
                        " (turn " + std::to_string(g.rules->turn(s) + 1) + ", " +
                        rec.players[static_cast<size_t>(player) % rec.players.size()] +
                        "): " + what + ": " + w);
  }
  g.game->seek(rec.cursor);
  out = std::move(g);
  return true;
}

std::string encodeSave(const GameRecord& r) {
  std::ostringstream os(std::ios::binary);
  {
    cereal::BinaryOutputArchive ar(os);
    ar(cereal::binary_data(kMagic, sizeof(kMagic)));
    ar(static_cast<uint32_t>(kSaveFormatVersion));
    ar(r.mode, r.players, r.expansions, static_cast<uint8_t>(r.seeded ? 1 : 0), r.seed, r.extra,
       r.cursor, r.actions);
  }
  std::string out = os.str();
  const uint32_t crc = crc32(out);
  for (int k = 0; k < 4; ++k) out += static_cast<char>((crc >> (8 * k)) & 0xff);
  return out;
}

bool decodeSave(std::string_view bytes, GameRecord& out, std::string& why, RecordProblem* problem) {
  out = GameRecord{};
  if (problem) *problem = RecordProblem::kNone;
  auto damaged = [&](std::string msg) {
    return refuse(problem, RecordProblem::kDamaged, why, std::move(msg));
  };
  if (bytes.size() > kMaxSaveBytes)
    return refuse(problem, RecordProblem::kOversized, why,
                  "the save is oversized (" + std::to_string(bytes.size()) + " bytes; at most " +
                      std::to_string(kMaxSaveBytes) + ")");
  const size_t head = bytes.size() < sizeof(kMagic) ? bytes.size() : sizeof(kMagic);
  if (bytes.empty() || std::memcmp(bytes.data(), kMagic, head) != 0)
    return refuse(problem, RecordProblem::kWrongFormat, why,
                  "not a saved game (it does not start with CARCSAVE)");
  if (bytes.size() < sizeof(kMagic) + 8) return damaged("the save is truncated");
  BoundedInput ar(bytes);
  char magic[sizeof(kMagic)];
  uint32_t version = 0;
  ar(cereal::binary_data(magic, sizeof(magic)));
  ar(version);
  if (version == 0) return damaged("the save is damaged: format version 0");
  if (version > kSaveFormatVersion)
    return refuse(problem, RecordProblem::kNewerVersion, why,
                  "this save was made by a newer version of the game (save format " +
                      std::to_string(version) + "; this version reads formats up to " +
                      std::to_string(kSaveFormatVersion) + ")");
  const std::string_view body = bytes.substr(0, bytes.size() - 4);
  uint32_t stored = 0;
  for (int k = 0; k < 4; ++k)
    stored |= static_cast<uint32_t>(static_cast<unsigned char>(bytes[body.size() + k])) << (8 * k);
  BoundedInput in(body);
  in(cereal::binary_data(magic, sizeof(magic)));
  in(version);
  GameRecord r;
  // One decoder per released version; a new format adds a case and keeps the old ones.
  const bool ok = decodeV1(in, r, why);
  if (crc32(body) != stored)
    return damaged(ok ? "the save is damaged or was edited (its checksum does not match)"
                      : why + " (and its checksum does not match)");
  if (!ok) return damaged(why);
  if (in.remaining())
    return damaged("the save is damaged: " + std::to_string(in.remaining()) +
                   " unexpected bytes after the game");
  // An intact save whose names a record cannot hold was made before setup cleaned typed names
  // ("Ann " from a phone keyboard, "Smith, John"): it opens with them cleaned.
  for (size_t p = 0; p < r.players.size(); ++p) {
    const std::string clean = nameForRecord(r.players[p]);
    r.players[p] = clean.empty() ? "P" + std::to_string(p + 1) : clean;
  }
  if (std::string bad = checkSetup(r); !bad.empty()) return damaged("the save is damaged: " + bad);
  out = std::move(r);
  return true;
}

std::string saveToText(const GameRecord& rec) {
  return std::string(kTextPrefix) + std::to_string(kSaveFormatVersion) + "." +
         base64url(encodeSave(rec));
}

bool saveFromText(std::string_view text, GameRecord& out, std::string& why,
                  RecordProblem* problem) {
  out = GameRecord{};
  if (problem) *problem = RecordProblem::kNone;
  auto damaged = [&](std::string msg) {
    return refuse(problem, RecordProblem::kDamaged, why, std::move(msg));
  };
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
    text.remove_suffix(1);
  if (text.size() > kMaxSaveBytes / 3 * 4 + 64)
    return refuse(problem, RecordProblem::kOversized, why,
                  "the save is oversized (" + std::to_string(text.size()) + " characters)");
  if (text.substr(0, kTextPrefix.size()) != kTextPrefix)
    return refuse(problem, RecordProblem::kWrongFormat, why,
                  "not a saved game (it does not start with 'carcsave')");
  const size_t dot = text.find('.');
  if (dot == std::string_view::npos) return damaged("the save is truncated (no data)");
  const std::string_view ver = text.substr(kTextPrefix.size(), dot - kTextPrefix.size());
  uint64_t v = 0;
  if (ver.empty() || ver.size() > 9) return damaged("the save's version tag is malformed");
  for (char c : ver) {
    if (c < '0' || c > '9') return damaged("the save's version tag is malformed");
    v = v * 10 + static_cast<uint64_t>(c - '0');
  }
  if (v > kSaveFormatVersion)
    return refuse(problem, RecordProblem::kNewerVersion, why,
                  "this save was made by a newer version of the game (save format " +
                      std::string(ver) + "; this version reads formats up to " +
                      std::to_string(kSaveFormatVersion) + ")");
  std::string bytes;
  if (!fromBase64url(text.substr(dot + 1), bytes, why))
    return damaged("the save is damaged: " + why);
  return decodeSave(bytes, out, why, problem);
}

bool loadSaveText(std::string_view text, LoadedGame& out, std::string& why,
                  RecordProblem* problem) {
  GameRecord r;
  if (!saveFromText(text, r, why, problem)) return false;
  RecordProblem kind = RecordProblem::kNone;
  if (rebuildGame(r, out, why, nullptr, &kind)) return true;
  if (kind == RecordProblem::kBadRecord) why = "the save holds an illegal game: " + why;
  if (problem) *problem = kind;
  return false;
}

bool refuse(std::string& why, std::string msg) {
  why = std::move(msg);
  return false;
}

bool refuse(RecordProblem* problem, RecordProblem kind, std::string& why, std::string msg) {
  if (problem) *problem = kind;
  return refuse(why, std::move(msg));
}

// ---- byte helpers

namespace {
constexpr char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
int b64value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}
}  // namespace

std::string base64url(std::string_view bytes) {
  std::string o;
  o.reserve((bytes.size() * 4 + 2) / 3);
  uint32_t acc = 0;
  int bits = 0;
  for (char ch : bytes) {
    acc = (acc << 8) | static_cast<unsigned char>(ch);
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      o += kB64[(acc >> bits) & 63];
    }
  }
  if (bits) o += kB64[(acc << (6 - bits)) & 63];
  return o;
}

bool fromBase64url(std::string_view text, std::string& out, std::string& why) {
  out.clear();
  while (!text.empty() && text.back() == '=') text.remove_suffix(1);
  if (text.size() % 4 == 1) {
    why = "its length is not possible for base64url (a character is missing or extra)";
    return false;
  }
  out.reserve(text.size() * 3 / 4);
  uint32_t acc = 0;
  int bits = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const int v = b64value(text[i]);
    if (v < 0) {
      const auto c = static_cast<unsigned char>(text[i]);
      why = "character " +
            (c >= 0x21 && c < 0x7f ? "'" + std::string(1, text[i]) + "'"
                                   : "code " + std::to_string(static_cast<int>(c))) +
            " at position " + std::to_string(i + 1) + " is not base64url";
      return false;
    }
    acc = (acc << 6) | static_cast<uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((acc >> bits) & 0xff);
    }
  }
  return true;
}

uint32_t crc32(std::string_view bytes, uint32_t crc) {
  crc = ~crc;
  for (char ch : bytes) {
    crc ^= static_cast<unsigned char>(ch);
    for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

}  // namespace carc
