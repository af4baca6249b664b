#pragma once
// The board places an expansion decision's listed choices refer to. A button reading "Swap your
// follower on the city at 0,-1 with Bob's on the city at -1,1" names grid coordinates the board
// does not show: so each such button gets a number, the board shows the same number next to the
// follower(s) it means, and a hovered (or, on a touch screen, held) button rings them. The panel's
// buttons, the board's badges and rings, and the test hook all read this one mapping.
#include <imgui.h>

#include <string>
#include <vector>

#include "app/camera.h"
#include "app/choice_marks.h"

namespace carc::app {

class GameView;

// One button of the pending decision's list, in the order the panel shows them.
struct ListedChoice {
  std::string id;      // the button's id ("dec3", "swap_from1")
  int action = -1;     // index into the legal actions; -1 for a first step of a two-step swap
  int firstStep = -1;  // that first step's own follower (figure index)
  int number = 0;      // 1, 2, ... if it names followers on the board; 0 otherwise
};

struct ChoiceList {
  std::vector<ListedChoice> items;
  bool twoStep = false;  // many choices grouped by a first step: the first step, then the choice
  int firstStep = -1;    // the own follower picked in the first step (second step), or -1
};

// The buttons the panel lists now (the two steps resolved from ChoiceMarks::firstStep).
void listChoices(const GameView& shown, const ChoiceMarks& marks, ChoiceList& out);

// A board place a choice refers to, on screen.
struct ChoiceSpot {
  int figure = -1;  // a follower (index into State::figures), else -1
  ImVec2 at;
  bool badge = true;  // carries the choice's number (the second step's own follower does not:
                      // it is the same for every choice listed)
};
// The followers a choice names (a swap's two, a refusal's one, a first step's own follower), or
// for an action marked on the board its marker's spot (`markerGroup`: the group of markers shown,
// ChoiceMarks::markerGroup).
void choiceSpots(const GameView& shown, int markerGroup, const ChoiceList& list,
                 const ListedChoice& c, std::vector<ChoiceSpot>& out);

// A number drawn on the board next to a follower.
struct ChoiceBadge {
  int number = 0;
  int choice = 0;  // index into ChoiceList::items
  ImVec2 at;       // centre
  float radius = 0;
  ImVec2 follower;  // the follower's spot it belongs to (a badge pushed off its place is joined
                    // to it by a line)
  bool pushed = false;
};
// Badges of all numbered choices: beside the follower's head (never over it), several at one
// follower in a row; where neighbouring followers' badges would overlap (small tiles), pushed
// apart.
void choiceBadges(const GameView& shown, int markerGroup, const ChoiceList& list,
                  std::vector<ChoiceBadge>& out);

// Once per new list (a position, a swap's step), when the layout has settled (on a phone the turn
// bar grows to hold the choices and may cover the board): if a numbered follower is out of view,
// fits the camera to the numbered followers' tiles: the tile a decision is about out of view is
// brought into it. Call every frame before the board is drawn. Not behind the pass-the-device
// screen (`passScreenUp`); `marks` keeps the list checked.
void keepChoiceSpotsInView(const GameView& shown, bool passScreenUp, ChoiceMarks& marks,
                           Camera& camera);

// The board's part: badges, and rings around the spots of the hovered choice (ChoiceMarks::hovered,
// set by the panel last frame). Records the ringed spots in ChoiceMarks::ringed for the test hook.
void drawChoiceMarks(const GameView& shown, ChoiceMarks& marks, ImDrawList* dl);

}  // namespace carc::app
