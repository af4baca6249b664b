#pragma once
// Decisions in words, in the current language: the labels of the decision buttons and the game
// log's lines for them, asked of the module of the mode or expansion that owns the decision
// (ui_module.h). The notation's terse values stay the fallback for an action no module words.
// Also the words modules build theirs from: a board place, a feature at a cell, a follower.
#include <string>

#include "engine/core/actions.h"

namespace carc::app {

class GameView;
struct ActionNote;

// A choice as a button shows it to the player deciding (may show their own hidden values).
std::string choiceText(const GameView& shown, const Decision& d, const Action& a);
// The first step of a choice made in two steps (ui_module.h: firstStep).
std::string firstStepText(const GameView& shown, int key);
// A line explaining a decision whose buttons alone do not say what they mean, or empty.
std::string decisionHint(const GameView& shown, const Decision& d);
// The placed tile a decision is about, which the board outlines, or -1.
int decisionTile(const GameView& shown, const Decision& d);
// A played decision as the log shows it to everyone (never a hidden value). Empty for an action
// the log leaves out. `note`: where the followers it moved stood.
std::string playedText(const GameView& shown, const Decision& d, const Action& a,
                       const ActionNote& note);
// The notation's words for an action of an expansion's decision ("tag:value").
std::string notationText(const GameView& shown, const Decision& d, const Action& a);

// "3,4".
std::string coords(int x, int y);
// How a sentence uses a feature at a cell: its object ("the city at 3,4"), where a figure is put
// ("onto the city at 3,4", Czech "do města (3,4)") or where a follower stands ("on the city at
// 3,4", Czech "ve městě (3,4)").
enum class Role { Object, Onto, On };
// Segment `seg` of the position shown (GameView::board) in words, its cell named, with a compass
// side where its tile has two segments of its kind ("the road at 2,-1 (north)").
std::string featureText(const GameView& shown, int seg, Role role);
// The segment an action points at (x, y, loc), as in "the city at 3,4".
std::string featureAt(const GameView& shown, const Action& a, Role role);
// Where a follower (figure index) stands, while it still stands there: "on the city at 3,4".
std::string figureFeature(const GameView& shown, int figure);

}  // namespace carc::app
