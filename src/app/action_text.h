#pragma once
// Expansion decisions in words, in the current language: the labels of the decision buttons and
// the game log's lines for them. The notation's terse values ("mw:magician@3,4:N") stay the
// fallback for an action this file does not know.
#include <string>

#include "engine/core/actions.h"
#include "engine/modes/base/expansion.h"

namespace carc::app {

class App;
struct ActionNote;

// A choice as a button shows it to the player deciding (may show their own bet chip).
std::string choiceText(App& app, const Decision& d, const Action& a);
// The first step of a La Porxada swap: "Swap your follower on the city at 0,-1 …".
std::string swapFromText(App& app, int figure);
// A line explaining a decision whose buttons alone do not say what they mean (a bet: what the
// chips' numbers count and pay), or empty.
std::string decisionHint(App& app, const Decision& d);
// The placed tile a decision is about (a bet's or a final settlement's bookmaker tile), which
// the board outlines, or -1.
int decisionTile(App& app, const Decision& d);
// A played decision as the log shows it to everyone (never a hidden chip's value). Empty for
// an action the log leaves out. `note`: where the followers a swap or refusal moved stood.
std::string playedText(App& app, const Decision& d, const Action& a, const ActionNote& note);

}  // namespace carc::app
