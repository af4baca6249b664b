#pragma once
// Binary saves (docs/saves.md): a game as its setup plus its action log, serialized with cereal
// and versioned. A save never stores the State (about 16 KB, docs/engine.md): the setup and the
// actions (8 bytes each, ~142 for a base game) are smaller and exact, because the random
// generator lives in the State.
// Loading rebuilds the game by replaying every action through the rules, so a damaged or
// tampered save is refused with a message naming what was wrong; nothing is ever half-loaded.
//
// Every blob starts with the magic "CARCSAVE" and its format version. A later version of the game
// reads every earlier format (tests/golden/ holds one save per released format version).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/record/notation.h"

namespace carc {

// The save format written by this version; every version up to it is read.
constexpr uint32_t kSaveFormatVersion = 1;

// Limits applied while decoding any input (saves, links): decoding is bounded in memory and time.
constexpr size_t kMaxSaveBytes = 256 * 1024;   // a whole binary save
constexpr size_t kMaxSaveActions = 16 * 1024;  // actions in a save (redo tail included)
constexpr size_t kMaxExpansions = 16;
// (The header's own limits, kMaxNameBytes and the others, are the notation's: notation.h.)

// Why a save, a link or a record could not be opened, by kind: a frontend words the kind in the
// player's language (the English reason in `why` has the details).
enum class RecordProblem : uint8_t {
  kNone,
  kEmpty,         // nothing to open (a link with nothing after '#')
  kOversized,     // longer than any game, or claims more moves than one holds
  kWrongFormat,   // not a save / not a link: it does not start as one
  kDamaged,       // damaged or truncated: bad characters, checksum, fields or moves
  kNewerVersion,  // a format or flag of a newer version of the game
  kUnsupported,   // a game mode or expansion this version does not have
  kBadRecord,     // well formed, but the game in it breaks a rule (or a record does not parse)
};

// What a save holds: the setup and every action played (with the undone ones still redoable).
struct GameRecord {
  std::string mode = "base";
  std::vector<std::string> players;     // 2..6 names, in turn order
  std::vector<std::string> expansions;  // header names, options included ("name(opt)")
  bool seeded = true;                   // false: draws are kActDraw actions in `actions`
  uint64_t seed = 0;
  std::vector<std::pair<std::string, std::string>> extra;  // other header lines, kept
  std::vector<Action> actions;                             // every action, redo tail included
  uint32_t cursor = 0;                                     // actions applied (<= actions.size())
};

// "" if the setup part of a record (mode, names, expansions, header lines, cursor) is within the
// limits and prints back in the notation unchanged (checkHeader, notation.h), else what is wrong.
std::string checkSetup(const GameRecord& rec);
// Whether a player name may hold character c (as checkSetup reads names): no line feed, ','
// or '#'. Spaces are kept inside a name only (nameForRecord).
constexpr bool nameChar(char32_t c) {
  return c != '\n' && c != ',' && c != '#';
}
// A name as typed, made one checkSetup accepts: the characters nameChar refuses left out, spaces
// at either end trimmed (a phone keyboard adds one after a word), at most kMaxNameBytes (cut at
// a character's start). May be empty: the caller picks a default.
std::string nameForRecord(std::string_view typed);

// The record of a game as it stands (names and extra lines from `header`).
GameRecord recordOf(const Game& game, const RecordHeader& header);

// Rebuilds the game: rules from mode + expansions (modes/registry.h; or `rules` if given), then
// every action replayed with every rule checked, then the cursor restored. On failure `why` says
// what was wrong ("move 37 of 142 (turn 19, Bob): illegal placement of J at 3,2 r2: edges must
// match...") and `out` is left empty; `problem`, if given, gets its kind.
bool rebuildGame(const GameRecord& rec, LoadedGame& out, std::string& why,
                 std::unique_ptr<RuleSet> rules = nullptr, RecordProblem* problem = nullptr);

// Binary save: cereal BinaryOutputArchive layout (little-endian), see docs/saves.md.
std::string encodeSave(const GameRecord& rec);
// Decodes any version <= kSaveFormatVersion; checks the structure and limits (not the rules:
// rebuildGame does that). Never throws; `why` names what was wrong, `problem` its kind.
bool decodeSave(std::string_view bytes, GameRecord& out, std::string& why,
                RecordProblem* problem = nullptr);

// The save as text (for localStorage and files): "carcsave1." + base64url(encodeSave(rec)).
std::string saveToText(const GameRecord& rec);
bool saveFromText(std::string_view text, GameRecord& out, std::string& why,
                  RecordProblem* problem = nullptr);
// saveFromText + rebuildGame.
bool loadSaveText(std::string_view text, LoadedGame& out, std::string& why,
                  RecordProblem* problem = nullptr);

// ---- helpers shared by saves and links
// A refusal: `why` = msg, *problem = kind (if problem is given); returns false.
bool refuse(RecordProblem* problem, RecordProblem kind, std::string& why, std::string msg);
// A refusal whose kind the caller does not report: `why` = msg; returns false.
bool refuse(std::string& why, std::string msg);
std::string base64url(std::string_view bytes);  // no padding
// Decodes base64url (padding '=' tolerated at the end); false with `why` on a bad character.
bool fromBase64url(std::string_view text, std::string& out, std::string& why);
uint32_t crc32(std::string_view bytes, uint32_t crc = 0);

}  // namespace carc
