// window.carc.state(): what the app shows, in CSS pixels, for browser tests and the timing
// script. Built only when asked.
#include <imgui.h>

#include "app/action_text.h"
#include "app/app.h"
#include "app/choice_spots.h"
#include "app/expansion_view.h"
#include "app/i18n.h"
#include "app/json_writer.h"
#include "app/modes/registry.h"
#include "app/screens.h"
#include "app/spot_feature.h"
#include "app/ui.h"
#include "platform/platform.h"

namespace carc::app {
namespace {

// A rectangle's corners as fields x0, y0, x1, y1 of the object being written.
void corners(JsonWriter& j, const Rect& r) {
  j.field("x0", static_cast<double>(r.x0)).field("y0", static_cast<double>(r.y0));
  j.field("x1", static_cast<double>(r.x1)).field("y1", static_cast<double>(r.y1));
}

// key: [{x, y}, ...]
void cellList(JsonWriter& j, const char* key, const std::vector<Cell>& cells) {
  j.key(key).beginArray();
  for (const Cell& c : cells) j.beginObject().field("x", c.x).field("y", c.y).endObject();
  j.endArray();
}

void point(JsonWriter& j, ImVec2 p, const Camera& cam) {
  j.field("sx", static_cast<double>(p.x)).field("sy", static_cast<double>(p.y));
  j.field("visible", cam.view().contains(p) && !ui::overWindow(p));
}

// `key`: an array of points on the screen (point()).
void points(JsonWriter& j, const char* key, const std::vector<ImVec2>& ps, const Camera& cam) {
  j.key(key).beginArray();
  for (const ImVec2& p : ps) {
    j.beginObject();
    point(j, p, cam);
    j.endObject();
  }
  j.endArray();
}

const char* phaseName(const GameSession& s) {
  const Decision d = s.decision();
  if (s.game().over()) return "over";
  if (taggedDecision(d)) return "expansion";  // answered by choices (an expansion's or the mode's)
  switch (d.phase) {
    case kPhasePlaceTile:
      return "place";
    case kPhasePlaceMeeple:
      return "meeple";
    case kPhaseDraw:
      return "draw";
    default:
      return "over";
  }
}

// What screen is up and what it is made of: language, texts, viewport, board area.
void writePage(App& app, JsonWriter& j) {
  const ImGuiIO& io = ImGui::GetIO();
  const bool inGame = app.screen == Screen::Game && app.session.active();
  const bool privacy = inGame && app.passScreenUp();
  const bool asking = inGame && app.undoAskUp();  // an undo waits for another player's agreement
  j.field("screen", !inGame ? "setup" : asking ? "undo_ask" : privacy ? "pass" : "game");
  if (asking) j.field("undoAsk", app.undoAsk.player);
  j.field("undoFree", app.setup.undoFree);
  if (!app.notices.quick.text.empty() && app.notices.quick.box.w() > 0) {  // drawn this frame
    j.key("note").beginObject().field("text", app.notices.quick.text);
    corners(j, app.notices.quick.box);
    j.endObject();
  }
  if (privacy) j.field("passReason", passReason(app.shown()));
  j.field("language", i18n().code());
  j.key("missingKeys").beginArray();  // raw keys shown for want of a text (I18n::missingKeys)
  for (const std::string& k : i18n().missingKeys()) j.value(k);
  j.endArray();
  j.key("labels").beginObject();
  for (const char* k : {"app.title", "menu.undo", "menu.new", "setup.start", "turn.skip",
                        "panel.log", "final.title", "panel.meeples"})
    j.field(k, tr(k));
  j.endObject();
  j.key("viewport").beginObject();
  j.field("w", static_cast<double>(io.DisplaySize.x))
      .field("h", static_cast<double>(io.DisplaySize.y));
  j.field("dpr", platform::devicePixelRatio()).field("compact", app.layout.compact);
  j.endObject();
  j.key("boardRect").beginObject();
  corners(j, app.camera.view());
  j.endObject();
  j.field("tilePx", static_cast<double>(app.camera.tilePx()));
  j.field("gliding", app.camera.gliding());
  j.field("keyPick", app.keyPicked());
  j.field("hoveredCell", app.hoveredCell);
  if (app.session.active()) j.field("figurePx", static_cast<double>(figureHeight(app.shown())));
}

// The recorded items (ui.h) by id: rectangle, label, clipping.
void writeButtons(JsonWriter& j) {
  j.key("buttons").beginObject();
  for (const auto& kv : ui::items()) {
    j.key(kv.first.c_str()).beginObject();
    j.field("x", static_cast<double>(kv.second.x0)).field("y", static_cast<double>(kv.second.y0));
    j.field("w", static_cast<double>(kv.second.w())).field("h", static_cast<double>(kv.second.h()));
    j.field("cx", static_cast<double>(kv.second.centre().x));
    j.field("cy", static_cast<double>(kv.second.centre().y));
    if (const std::string* label = ui::labelOf(kv.first)) {
      j.field("label", *label);
      j.field("textW", static_cast<double>(ui::labelWidthOf(kv.first)));
    }
    if (const Rect* c = ui::clippedBy(kv.first)) {  // scrolled out of sight, wholly or in part
      j.key("clip").beginObject();
      corners(j, *c);
      j.endObject();
    }
    j.endObject();
  }
  j.endObject();
}

// Frame timing and what the page's windows and notices show.
void writePerf(App& app, JsonWriter& j) {
  j.key("perf").beginObject();
  j.field("frameMs", test_hook_frame_ms()).field("renderMs", test_hook_render_ms());
  const ImDrawData* dd = ImGui::GetDrawData();
  j.field("vertices", dd ? dd->TotalVtxCount : 0).field("indices", dd ? dd->TotalIdxCount : 0);
  j.field("boardVertices", app.boardRenderer.vertices());
  j.endObject();
  j.field("help", app.help.open).field("menu", app.showMenu);
  j.field("notice", app.notices.notice)
      .field("savesOpen", app.savesWindow.open)
      .field("linkText", app.savesWindow.linkText);
  j.field("setupError", setupErrorText(app.setup, app.session.active(), app.session.revision()));
  j.key("setupNames").beginArray();
  for (const PlayerInfo& p : app.setup.players) j.value(p.name);
  j.endArray();
  j.key("setupSeats").beginArray();
  for (const PlayerInfo& p : app.setup.players) j.value(std::string(seatName(p.seat)));
  j.endArray();
}

// Whose turn and what it asks, the players and their scores.
void writeTurn(App& app, JsonWriter& j) {
  GameSession& gs = app.session;
  const RuleSet& r = gs.rules();
  const Decision d = gs.decision();
  const bool over = gs.over();
  j.field("prompt", turnPrompt(app.turnBoxContext()));
  j.field("phase", phaseName(gs));
  j.field("hint", over ? std::string() : decisionHint(app.shown(), d));
  j.field("current", static_cast<int>(d.player));
  j.field("turn", gs.turn());
  j.field("over", over);
  j.field("mode", std::string(r.mode()));
  j.field("drawn", gs.drawnTile() < 0 ? std::string() : r.tileId(gs.drawnTile()));
  j.field("rotation", app.turn.preferredRotation());
  j.field("bag", gs.bagCount());
  j.field("canUndo", gs.canUndo()).field("canRedo", gs.canRedo());
  j.field("cursor", static_cast<int>(gs.game().cursor()));
  j.field("message", app.notices.refused);
  j.field("finalShown", over && app.finalTable.open);
  // Who plays each seat, and whether the computer decides now (its move is coming).
  j.key("seats").beginArray();
  for (Seat seat : app.session.seats()) j.value(std::string(seatName(seat)));
  j.endArray();
  j.field("computerDecides", app.computerDecides());
  if (app.turn.hasPick()) {
    j.key("pick")
        .beginObject()
        .field("x", app.turn.pickX())
        .field("y", app.turn.pickY())
        .endObject();
  }
  j.key("expansions").beginArray();
  for (const std::string& e : gs.config().expansions) j.value(e);
  j.endArray();
  j.key("players").beginArray();
  for (int p = 0; p < gs.players(); ++p) {
    j.beginObject();
    j.field("name", app.playerName(p)).field("score", gs.total(p));
    j.field("supply", gs.supply(p));
    j.key("breakdown").beginObject();
    const std::vector<std::string>& columns = r.scoreColumns();
    for (size_t k = 0; k < columns.size(); ++k)
      j.field(columns[k].c_str(), gs.score(p, static_cast<int>(k)));
    j.endObject();
    j.endObject();
  }
  j.endArray();
  // What the game's mode and expansions show of their own (ui_module.h: hookFields).
  for (const UiModule* m : uiModulesOf(r)) m->hookFields(app.shown(), j);
}

// The final step's labels as drawn this frame (the viewer's final step, a finished game's board):
// each scoring with what every player took, the players the label names, the cells outlined (a
// stake's origin tile among them), the log's words and where the label is.
void writeFinalLabels(App& app, JsonWriter& j, const char* key) {
  j.key(key).beginArray();
  for (const FinalLabel& l : app.finalStep.labels) {
    j.beginObject().field("feature", std::string(kKindNames[static_cast<size_t>(l.kind)]));
    j.field("column", app.session.rules().scoreColumns()[static_cast<size_t>(l.column)]);
    j.key("points").beginArray();
    for (int n : l.points) j.value(n);
    j.endArray();
    j.key("players").beginArray();
    for (int p : l.players) j.value(p);
    j.endArray();
    cellList(j, "cells", l.cells);
    if (l.hasOrigin)
      j.key("origin").beginObject().field("x", l.origin.x).field("y", l.origin.y).endObject();
    j.field("text", l.text);
    j.key("label");
    if (l.shown) {
      j.beginObject();
      corners(j, l.box);
      j.endObject();
    } else {
      j.null();
    }
    j.endObject();
  }
  j.endArray();
}

// The embed viewer's caption, its final step's labels and its totals.
void writeViewer(App& app, JsonWriter& j) {
  {
    j.field("viewerCaption", viewerCaption(app.viewerBar()))
        .field("viewerNext", viewerNext(app.viewerBar()));
    // The final step (a finished game's, after its last move): its scorings as labelled, each
    // with what every player took, the players the label names, the cells outlined (a stake's
    // origin tile among them) and the log's words; the bar's totals.
    j.field("viewerFinal", app.viewerFinal());
    // Whether the final labels are compact (smaller, lost stakes left out): a small frame.
    j.field("viewerCompact", app.viewerFinal() && app.finalStep.compact);
    writeFinalLabels(app, j, "viewerScores");
    j.key("viewerTotals").beginArray();
    for (int p = 0; p < app.session.players(); ++p) j.value(app.shownTotal(p));
    j.endArray();
  }
}

// A lit spot's or mark's feature: its words and its tiles (cells, and their squares on screen).
// A feature's object (spot_feature.h): its spot, words, kind and tiles on screen.
void writeFeatureObject(App& app, JsonWriter& j, const SpotFeature& f) {
  j.beginObject();
  j.field("loc", f.loc).field("placed", f.placed).field("text", f.text);
  j.field("feature", std::string(kKindNames[static_cast<size_t>(f.kind)]));
  j.key("cells").beginArray();
  const float t = app.camera.tilePx();
  for (const Cell& c : f.cells) {
    const ImVec2 tl = app.camera.cellTopLeft(c.x, c.y);
    j.beginObject().field("x", c.x).field("y", c.y);
    j.field("sx0", static_cast<double>(tl.x)).field("sy0", static_cast<double>(tl.y));
    j.field("sx1", static_cast<double>(tl.x + t)).field("sy1", static_cast<double>(tl.y + t));
    j.endObject();
  }
  j.endArray();
  j.endObject();
}

void writeSpotFeature(App& app, JsonWriter& j, const char* key, const SpotFeature& f) {
  if (!f.found) return;
  j.key(key);
  writeFeatureObject(app, j, f);
}

// The placement's legal cells and the meeple step's spots.
void writeLegal(App& app, JsonWriter& j) {
  const BoardModel& b = app.board();
  const Decision d = app.session.decision();
  j.key("legal").beginArray();
  if (d.owner == 0 && d.phase == kPhasePlaceTile)
    for (const auto& kv : app.session.placements()) {
      j.beginObject();
      j.field("x", kv.first.first).field("y", kv.first.second);
      j.key("rots").beginArray();
      for (int rr = 0; rr < 4; ++rr)
        if ((kv.second >> rr) & 1) j.value(rr);
      j.endArray();
      j.field("shownRot", app.turn.rotationFor(kv.second));
      point(j, app.camera.cellCentre(kv.first.first, kv.first.second), app.camera);
      j.endObject();
    }
  j.endArray();
  j.key("meepleSpots").beginArray();
  std::vector<MeepleSpot> spots;
  meepleSpots(app.shown(), spots);
  const int lit = litMeepleSpot(app.shown(), app.marks, app.touch.lastWasTouch(), spots);
  for (size_t i = 0; i < spots.size(); ++i) {
    const MeepleSpot& m = spots[i];
    j.beginObject();
    j.field("loc", m.loc).field("name", std::string(kLocationNames[m.loc]));
    j.field("lit", static_cast<int>(i) == lit);
    const int seg = b.segmentAt(app.tileSet(), b.lastPlaced, m.loc);
    const FeatureKind kind = seg < 0 ? FeatureKind::None : b.segs[static_cast<size_t>(seg)].kind;
    j.field("feature", std::string(kKindNames[static_cast<size_t>(kind)]));
    point(j, m.at, app.camera);
    j.endObject();
  }
  j.endArray();
  // The lit spot's feature as the board outlines and words it (spot_feature.h; its figures'
  // notes: meepleSpotWords).
  if (lit >= 0) {
    SpotFeature f = spotFeature(app.shown(), app.marks.spotFeature, b.lastPlaced,
                                spots[static_cast<size_t>(lit)].loc, d.player);
    f.text = meepleSpotWords(app.shown(), f);
    writeSpotFeature(app, j, "litFeature", f);
  }
}

// An expansion decision: its tile, its actions in words, its marks on the board.
void writeDecision(App& app, JsonWriter& j) {
  const Decision d = app.session.decision();
  if (const int bt = decisionTile(app.shown(), d); bt >= 0) {
    const Cell c = app.board().cellOf(bt);
    j.key("decisionTile").beginObject().field("x", c.x).field("y", c.y).endObject();
  }
  j.key("decisionActions").beginArray();
  if (taggedDecision(d)) {
    const ActionList& l = app.session.legal();
    for (int i = 0; i < l.count; ++i) {
      const Action& a = l.items[i];
      j.beginObject().field("kind", static_cast<int>(a.kind)).field("x", static_cast<int>(a.x));
      j.field("y", static_cast<int>(a.y)).field("loc", static_cast<int>(a.loc));
      j.field("arg0", static_cast<int>(a.arg0)).field("arg1", static_cast<int>(a.arg1));
      j.field("label", notationText(app.shown(), d, a));
      j.field("text", choiceText(app.shown(), d, a));
      j.endObject();
    }
  }
  j.endArray();
  // The feature of the expansion mark last lit at this position (board_view.cpp).
  if (app.marks.markFeature.revision == app.session.revision())
    writeSpotFeature(app, j, "markFeature", app.marks.markFeature);
  // The lit mark's words as the board shows them (tooltip or a finger's label), and the mark a
  // finger's first tap lit (its action's index; -1: none).
  if (app.marks.markRevision == app.session.revision()) j.field("markWords", app.marks.markWords);
  const auto& tapped = app.marks.tapped;
  j.field("tappedMark", tapped.revision == app.session.revision() ? tapped.action : -1);
  j.key("decisionSpots").beginArray();
  std::vector<LocatedAction> located;
  locatedActions(app.shown(), app.marks.markerGroup, located);
  for (const LocatedAction& m : located) {
    j.beginObject().field("index", m.index);
    point(j, m.at, app.camera);
    j.endObject();
  }
  j.endArray();
}

// The listed choices that refer to board places and the neutral figures.
void writeChoices(App& app, JsonWriter& j) {
  // The listed choices that refer to board places: their numbers, the followers they name and
  // the badges beside those; and the spots ringed for the hovered one.
  j.key("choices").beginArray();
  ChoiceList list;
  listChoices(app.shown(), app.marks, list);
  std::vector<ChoiceBadge> badges;
  choiceBadges(app.shown(), app.marks.markerGroup, list, badges);
  std::vector<ChoiceSpot> cs;
  for (size_t i = 0; i < list.items.size(); ++i) {
    const ListedChoice& c = list.items[i];
    j.beginObject().field("id", c.id).field("action", c.action);
    j.field("swapFrom", c.firstStep).field("number", c.number);
    j.key("spots").beginArray();
    choiceSpots(app.shown(), app.marks.markerGroup, list, c, cs);
    for (const ChoiceSpot& p : cs) {
      j.beginObject().field("figure", p.figure).field("badge", p.badge);
      point(j, p.at, app.camera);
      j.endObject();
    }
    j.endArray();
    j.key("badges").beginArray();
    for (const ChoiceBadge& b : badges)
      if (b.choice == static_cast<int>(i)) {
        j.beginObject().field("number", b.number).field("r", static_cast<double>(b.radius));
        point(j, b.at, app.camera);
        j.endObject();
      }
    j.endArray();
    j.endObject();
  }
  j.endArray();
  j.field("hoveredChoice", app.marks.hovered);
  // The hovered choice's features as the board outlines and words them (choice_spots.cpp).
  j.field("choiceWords", app.marks.choiceWords);
  const Rect& cl = app.marks.choiceLabel;
  j.key("choiceLabel").beginObject().field("sx0", static_cast<double>(cl.x0));
  j.field("sy0", static_cast<double>(cl.y0)).field("sx1", static_cast<double>(cl.x1));
  j.field("sy1", static_cast<double>(cl.y1)).endObject();
  j.key("choiceFeatures").beginArray();
  if (!app.marks.choiceWords.empty())
    for (size_t k = 0; k < app.marks.choiceFeatures.size(); ++k) {
      if (!app.marks.choiceFeatures[k].found) continue;
      writeFeatureObject(app, j, app.marks.choiceFeatures[k]);
    }
  j.endArray();
  j.key("choiceOwners").beginArray();
  if (!app.marks.choiceWords.empty())
    for (size_t k = 0; k < app.marks.choiceFeatures.size(); ++k)
      if (app.marks.choiceFeatures[k].found) j.value(app.marks.choiceOwners[k]);
  j.endArray();
  points(j, "ringed", app.marks.ringed, app.camera);
  points(j, "proposed", app.marks.proposed, app.camera);
  if (app.marks.pickedOwn.on) {
    j.key("pickedOwn").beginObject();
    point(j, app.marks.pickedOwn.at, app.camera);
    j.endObject();
  }
  j.key("neutralFigures").beginArray();
  std::vector<NeutralFigure> neutral;
  neutralFigures(app.shown(), neutral);
  for (const NeutralFigure& f : neutral)
    j.beginObject().field("name", f.name).field("x", f.x).field("y", f.y).endObject();
  j.endArray();
}

// The placed tiles and the figures on them.
void writeBoard(App& app, JsonWriter& j) {
  const BoardModel& b = app.board();
  const RuleSet& r = app.session.rules();
  j.key("board").beginArray();
  for (const PlacedView& p : b.placed) {
    j.beginObject().field("tile", r.tileId(p.type)).field("x", p.x);
    j.field("y", p.y).field("r", p.rot);
    if (p.fixed) j.field("fixed", true);  // printed on the board (a start space)
    // The text painted on it (its symbols' labels), as baked: stale if never re-baked.
    if (const std::string* label = app.meshes.bakedLabel(p.type, p.rot); label && !label->empty())
      j.field("label", *label);
    point(j, app.camera.cellCentre(p.x, p.y), app.camera);
    j.endObject();
  }
  j.endArray();
  j.key("figures").beginArray();
  for (const FigureView& f : b.figures) {
    const SegmentView& n = b.segs[static_cast<size_t>(f.seg)];
    const Cell c = b.cellOf(n.placed);
    j.beginObject().field("owner", f.owner).field("type", f.kind);
    j.field("x", c.x).field("y", c.y);
    j.field("feature", std::string(kKindNames[static_cast<size_t>(n.kind)]));
    ImVec2 at;
    if (figureSpot(app.shown(), f.seg, at)) point(j, at, app.camera);
    j.endObject();
  }
  j.endArray();
}

// Last turn's scorings, as the board labels them.
void writeScores(App& app, JsonWriter& j) {
  j.key("lastScores").beginArray();
  const int from = app.scoringsShownFrom();
  size_t labelled = 0;  // the board labels scorings that have tiles
  for (const GameEvent& e : app.session.game().events()) {
    if (e.type != GameEvent::kScore || from < 0 || e.action < from || e.score.final) continue;
    j.beginObject().field("feature", std::string(kKindNames[static_cast<size_t>(e.score.kind)]));
    j.field("column", app.session.rules().scoreColumns()[e.score.column]);
    j.field("value", static_cast<int>(e.score.value))
        .field("winners", static_cast<int>(e.score.winners));
    j.field("tiles", static_cast<int>(e.score.tileCount));
    j.key("earned").beginArray();  // all each player took from it
    for (int p = 0; p < app.session.players(); ++p) j.value(e.score.earned(p));
    j.endArray();
    if (e.score.tileCount && labelled < app.scoreLabels.size()) {
      j.key("label").beginObject();
      corners(j, app.scoreLabels[labelled]);
      if (labelled < app.scoreLabelTexts.size()) j.field("text", app.scoreLabelTexts[labelled]);
      ++labelled;
      j.endObject();
    }
    j.endObject();
  }
  j.endArray();
}

// The log: its lines, those drawn, and the cells outlined.
void writeLog(App& app, JsonWriter& j) {
  const RuleSet& r = app.session.rules();
  const auto& log = gameLog(app.shown(), app.log.cache);
  std::vector<Cell> cells;
  j.field("logLines", static_cast<int>(log.size()));
  j.field("logLast", log.empty() ? std::string() : log.back().text);
  j.key("logScroll").beginObject();
  j.field("y", static_cast<double>(app.log.scroll.x))
      .field("max", static_cast<double>(app.log.scroll.y));
  j.endObject();
  // The log's lines drawn this frame: text, the tile pictured (id, app.turn) and its rectangle,
  // the board cells the line concerns; the cells of the line under the mouse, and those of a
  // line just clicked while they are outlined.
  j.key("logRows").beginArray();
  for (const LogView::Row& row : app.log.rows) {
    const LogLine& l = log[static_cast<size_t>(row.line)];
    j.beginObject().field("line", row.line).field("text", l.text);
    corners(j, row.row);
    if (l.tile >= 0) {
      j.field("tile", r.tileId(l.tile)).field("r", l.rot);
      j.key("picture").beginObject();
      corners(j, row.picture);
      j.endObject();
    }
    logLineCells(app.shown(), l, cells);
    if (!cells.empty()) cellList(j, "cells", cells);
    j.endObject();
  }
  j.endArray();
  j.key("logBox").beginObject();
  corners(j, app.log.clip);
  j.endObject();
  if (!app.log.hover.empty()) cellList(j, "logHover", app.log.hover);
  if (app.log.flashing()) cellList(j, "logFlash", app.log.flashCells);
  j.key("logTail").beginArray();
  for (size_t i = log.size() > 12 ? log.size() - 12 : 0; i < log.size(); ++i) j.value(log[i].text);
  j.endArray();
}

}  // namespace

std::string App::stateJson() {
  JsonWriter j;
  j.beginObject();
  writePage(*this, j);
  writeButtons(j);
  writePerf(*this, j);
  if (screen == Screen::Game && session.active()) {
    writeTurn(*this, j);
    if (viewer) writeViewer(*this, j);
    // A finished game's board in the game page shows the final scoring as the viewer's final
    // step does.
    // Points on their way to a score: who, how many, how far (0-1), where the badge is and
    // where it goes.
    if (!scoreFlights.shown().empty()) {
      j.key("scoreFlights").beginArray();
      for (const ShownFlight& f : scoreFlights.shown())
        j.beginObject()
            .field("player", f.player)
            .field("points", f.points)
            .field("progress", static_cast<double>(f.progress))
            .field("x", static_cast<double>(f.at.x))
            .field("y", static_cast<double>(f.at.y))
            .field("toX", static_cast<double>(f.target.x))
            .field("toY", static_cast<double>(f.target.y))
            .endObject();
      j.endArray();
    }
    j.key("scoresSent").beginArray();
    for (const ScoreFlight& f : scoreFlights.lastSent())
      j.beginObject().field("player", f.player).field("points", f.points).endObject();
    j.endArray();
    if (gameFinal()) {
      j.field("boardFinal", true);
      writeFinalLabels(*this, j, "finalScores");
    }
    writeLegal(*this, j);
    writeDecision(*this, j);
    writeChoices(*this, j);
    writeBoard(*this, j);
    writeScores(*this, j);
    writeLog(*this, j);
  }
  j.endObject();
  return j.str();
}

}  // namespace carc::app
