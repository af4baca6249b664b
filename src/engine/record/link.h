#pragma once
// Share links (docs/saves.md): a game in a URL fragment, "#g1.<base64url>".
//
// The payload is a small header (flags, players, names, expansions, seed, move count) followed by
// the moves, each coded as its index in the list of legal actions of its decision; the indexes
// are packed as one mixed-radix number (exact arithmetic coding over uniform choices), so a
// forced move costs nothing and a full 72-tile base game takes about 110 characters. A CRC
// catches damaged or truncated links.
//
// A finished game carries its seed. A game in progress carries only public information: no seed
// (the draw order so far is coded as explicit draws; the opener's bag holds the remaining tiles
// as counts and is drawn in a fresh random order, see randomDraw) and, for every expansion
// decision, only which public class the choice fell in (choices a non-acting player cannot tell
// apart through Expansion::hideFrom are one class: hidden bets stay hidden).
//
// Decoding is bounded whatever the input (kMaxFragmentChars, kMaxLinkActions, varint lengths)
// and every failure is a message, never a crash.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "engine/record/codec.h"

namespace carc {

constexpr int kLinkVersion = 1;             // the "g1." tag
constexpr size_t kMaxFragmentChars = 4096;  // longer fragments are refused before decoding
constexpr size_t kMaxLinkActions = 4096;    // moves in one link
constexpr size_t kMaxLinkNameBytes = kMaxNameBytes;

struct LinkInfo {
  RecordProblem problem = RecordProblem::kNone;  // set when decoding fails
  int recordLine = 0;           // kBadRecord: the line of the record in the fragment at fault
  int recordColumn = 0;         // and its column (0: the whole line)
  bool recordOneLine = false;   // kBadRecord: a record typed without its line breaks (%0A)
  bool inProgress = false;      // public view of a game in progress (explicit draws, no seed)
  bool hiddenReplaced = false;  // some hidden choice was replaced by its class's first member
  int moves = 0;                // actions decoded
  size_t payloadBytes = 0;
};

// The fragment (without '#') for the game as it stands (actions up to game.cursor(); the redo
// tail is not shared). Names come from `header`. False with `why` if the game cannot be coded
// (more than kMaxLinkActions moves, a name too long, an action not in its legal list).
bool encodeLink(const Game& game, const RecordHeader& header, std::string& fragment,
                std::string& why);
// Forces the public (in-progress) form even for a finished game (tests, "share position").
bool encodeLinkPublic(const Game& game, const RecordHeader& header, std::string& fragment,
                      std::string& why);

// Decodes "g1.<...>", "#g1.<...>" or a whole URL ending in "#g1.<...>", replaying every move.
// On failure `why` says what was wrong (damaged, truncated, oversized, future version, ...) and
// `out` is empty. `rules` overrides the registry (an expansion under test).
bool decodeLink(std::string_view fragment, LoadedGame& out, std::string& why,
                LinkInfo* info = nullptr, std::unique_ptr<RuleSet> rules = nullptr);

// What the embed page and the game page accept after '#': a link ("g1.<...>") or a record in
// the text notation, percent-encoded or not ("Carcassonne 1\nPlayers: ..."). Bounded likewise.
// `mode`: the game mode of a record without a "Mode:" line (a link always names its own).
bool openFragment(std::string_view fragment, LoadedGame& out, std::string& why,
                  LinkInfo* info = nullptr, std::string_view mode = "base");

// For a game opened from an in-progress link (explicit draws): a draw action for a tile taken
// uniformly from the remaining copies (RuleSet::tilesLeft; so the opener's order is fresh and
// fair). Only valid when rules.decision(p) is kPhaseDraw and tiles are left.
Action randomDraw(const RuleSet& rules, const Position& p, Rng& rng);

// Percent-decoding for fragments ("%0A" -> '\n', '+' kept); false on a bad escape.
bool percentDecode(std::string_view in, std::string& out);

}  // namespace carc
