#pragma once
// What the page holds between frames about a decision's marks on the board and the choices listed
// beside it (choice_spots.h, expansion_view.h, board_view.cpp, panels.cpp): the keyboard's pick,
// a two-step choice's first step, the marker group shown, the choice hovered and the spots ringed
// for it, the "which one?" menu over marks that lie on one another, and the checks that keep the
// marks apart and in view. Each is valid at the session revision it records.
#include <imgui.h>

#include <string>
#include <vector>

#include "app/camera.h"
#include "app/spot_feature.h"

namespace carc::app {

struct ChoiceMarks {
  // The keyboard's pick in this position (Tab, Shift+Tab): a meeple spot or an expansion choice,
  // an index into meepleSpots or the listed choices (-1: none); Enter or Space takes it.
  struct KeyPick {
    int revision = -1, index = -1;
  } keyPick;
  int keyPicked(int revision) const { return keyPick.revision == revision ? keyPick.index : -1; }
  // Choices made in two steps (choice_spots.h): the first step picked at this revision.
  int firstStep = -1, firstStepRevision = -1;
  // A decision whose board markers come in groups shows one group at a time (the panel and a key
  // switch; ui_module.h: markerGroup).
  int markerGroup = 0;
  // The choice button under the mouse (or held by a finger) last frame, by id, at that revision;
  // the board rings the spots it refers to (choice_spots.h) and records them for the test hook.
  std::string hovered;
  int hoveredRevision = -1;
  std::vector<ImVec2> ringed;
  // A choice about a proposed pair: the pair, steadily ringed while no choice is hovered.
  std::vector<ImVec2> proposed;
  // A two-step choice's second step: the follower picked first, marked on the board (a steady
  // white ring) while no choice is hovered; `on` false otherwise. For the test hook.
  struct {
    bool on = false;
    ImVec2 at;
  } pickedOwn;
  // keepChoiceSpotsInView: the list last checked (revision, swap step) and frames until the check.
  int viewKey = -1, viewFrames = 0;
  // separateDecisionSpots: the position last checked.
  int spotsKey = -1;
  // A tap or click on a decision's marks that lie on one another: the choices under it (indices
  // into the legal list), asked in a small menu there, at `revision`; `hot`, the one whose button
  // is under the mouse or a finger (ringed on the board); `view`, the board's view then (the menu
  // closes when the board moves); `features`, each choice's feature (its button's note).
  struct {
    std::vector<int> actions;
    ImVec2 at;
    int revision = -1, hot = -1;
    Camera view;
    std::vector<SpotFeature> features;
  } which;
  // separateMeepleSpots: the position last checked, and the view before and after its zoom (at
  // `revision`; -1: none to undo).
  struct MeepleZoom {
    int checked = -1, revision = -1;
    Camera before, zoomed;
  } meepleZoom;
  // A touch screen: the follower step's spot (its location) or the expansion decision's mark (its
  // action's index in the legal list) a first tap lit, at `revision`; a second tap on it takes it.
  struct {
    int revision = -1, loc = -1, action = -1;
  } tapped;
  // The features of the lit follower spot and of the hovered expansion mark (spot_feature.h),
  // kept while they stay lit.
  SpotFeature spotFeature, markFeature;
  // The lit mark's words (its choice, its feature, what taking it changes) at `markRevision`.
  std::string markWords;
  int markRevision = -1;
  // The hovered choice's features (its followers' or its module's, ui_module.h: choiceFeatures),
  // as drawn last frame, and their words; for the test hook.
  std::vector<SpotFeature> choiceFeatures;
  std::vector<int> choiceOwners;  // the follower's owner of each, -1 for a module's feature
  std::string choiceWords;
  Rect choiceLabel;  // where their words were drawn
};

}  // namespace carc::app
