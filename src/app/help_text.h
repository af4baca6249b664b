#pragma once
// The rules help window (help_text.cpp): the mode and each expansion shown, from the
// translations (help.<name> keys), the values reconstructed where the published rules are silent
// (from the engine), the controls and the release. It is given what to explain (HelpContext).
#include <string>
#include <vector>

#include "app/layout.h"
#include "engine/core/rule_set.h"

namespace carc::app {

// What the help reads in a frame.
struct HelpContext {
  const Layout& layout;
  // The mode first, then its expansions as a game's header lists them ("name(option ...)"): the
  // game's, or before one those the setup has chosen.
  std::vector<std::string> sections;
  bool coarsePointer = false;  // a phone: the touch controls only
  bool touch = false;          // the last input was a finger's (a drag scrolls)
};

class RulesHelp {
 public:
  bool open = false;
  void draw(const HelpContext& ctx);

 private:
  // The reconstructed values of the sections last shown (made again when they change).
  std::vector<ReconstructedItem> items_;
  std::vector<std::string> itemsFor_ = {"?"};
};

}  // namespace carc::app
