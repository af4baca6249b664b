#pragma once
// The text notation for game records and positions (docs/notation.md): parse, replay, print.
// Parsing checks syntax (errors name line and column); replaying checks the rules (errors name
// the line and the rule broken). A record that stops mid-game denotes that position.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/game.h"

namespace carc {

struct NotationError {
  int line = 0;
  int column = 0;  // 0 when the whole line is meant
  std::string message;
  // The record is well formed but names a game mode or expansion this version does not have
  // (a link or file from a newer version): worded as that, not as a mistake in the record.
  bool unsupported = false;
  std::string str() const;  // "line 4, column 7: ..."
};

// What a header holds, in a record and so in every save and link made from one: names (players,
// the mode, expansions, header keys) of 1..kMaxNameBytes bytes, header values of at most
// kMaxHeaderValueBytes, at most kMaxExtraHeaders lines besides the known ones.
constexpr size_t kMaxNameBytes = 256;
constexpr size_t kMaxHeaderValueBytes = 1024;
constexpr size_t kMaxExtraHeaders = 32;  // kept "Key: value" header lines (Event, Date, ...)

// Where a header breaks those limits, or text that would not print back unchanged on its line
// (a line feed, ',' in a list item, '#', a space at either end): the field, its index (a player,
// an expansion, an extra line) and what is wrong; field kNone if nothing is.
struct HeaderProblem {
  enum Field : uint8_t { kNone, kMode, kPlayer, kExpansion, kExtra } field = kNone;
  size_t index = 0;
  std::string why;
};
// The one home of those rules: parseRecord holds a record's header to them, and checkSetup
// (codec.h) a save's or a link's, so that whatever opens can be saved and opened again.
HeaderProblem checkHeader(std::string_view mode, const std::vector<std::string>& players,
                          const std::vector<std::string>& expansions,
                          const std::vector<std::pair<std::string, std::string>>& extra);

struct RecordHeader {
  std::string mode = "base";
  std::vector<std::string> players;     // 2..6 names
  std::vector<std::string> expansions;  // catalog names, in header order
  bool seeded = true;                   // draws from Seed, else each turn line names its draw
  uint64_t seed = 0;
  std::vector<std::pair<std::string, std::string>> extra;  // other "Key: value" lines, kept
  int resultLine = 0;                                      // "Result:" line, 0 if none
  int modeLine = 0, expansionsLine = 0, playersLine = 0;   // their lines, 0 if none
  std::vector<int> extraLines;                             // the line of each of `extra`
  std::vector<int> result;                                 // its scores, in player order
};

struct Token {
  std::string text;
  int column = 0;
};

// One line after the header: "discard X" or a turn "N. TILE X,Y rR MEEPLE tag:value ...".
// A turn line may stop after the tile (drawn) or the rotation (placed): a position mid-turn.
struct RecordLine {
  int line = 0;
  bool discard = false;
  bool final = false;  // "final tag:value ...": decisions taken at final scoring
  int number = 0;
  Token tile;
  bool placed = false;
  int x = 0, y = 0, rot = 0;
  Token place;  // the "X,Y" token, for error columns
  bool hasMeeple = false;
  Token meeple;              // "-" or a location (N, NNE, ..., C)
  std::vector<Token> extra;  // expansion decisions "tag:value"
};

struct Record {
  RecordHeader header;
  std::vector<RecordLine> lines;
};

bool parseRecord(std::string_view text, Record& out, NotationError& err);

// A game loaded from a record (or a save, a link): its mode's rules, the game and the header it
// came with.
struct LoadedGame {
  RecordHeader header;
  std::unique_ptr<RuleSet> rules;
  std::unique_ptr<Game> game;
};

// Builds the rules from the header (modes/registry.h) and replays every line. On an illegal
// move, err names the line and the rule; `out` then holds the game up to the last legal action.
// `rules` overrides the registry (e.g. an expansion under test); by default the header decides.
bool replayRecord(const Record& rec, LoadedGame& out, NotationError& err,
                  std::unique_ptr<RuleSet> rules = nullptr);
// parseRecord + replayRecord. `mode`: the game mode of a header without a "Mode:" line.
bool loadRecord(std::string_view text, LoadedGame& out, NotationError& err,
                std::string_view mode = "base");

// Prints the header and the actions applied so far (game.cursor()). When the game is over the
// header gains a Result line. Printing a loaded game reproduces a canonical record exactly.
std::string printRecord(const Game& game, const RecordHeader& header);

}  // namespace carc
