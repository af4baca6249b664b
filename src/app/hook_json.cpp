// window.carc.state(): what the app shows, in CSS pixels, for browser tests and the timing
// script. Built only when asked.
#include <imgui.h>

#include "app/action_text.h"
#include "app/app.h"
#include "app/choice_spots.h"
#include "app/expansion_view.h"
#include "app/i18n.h"
#include "app/json_writer.h"
#include "app/screens.h"
#include "app/ui.h"
#include "engine/modes/base/expansion.h"
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
  if (d.owner) return "expansion";
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

}  // namespace

std::string App::stateJson() {
  JsonWriter j;
  const ImGuiIO& io = ImGui::GetIO();
  j.beginObject();
  const bool inGame = screen == Screen::Game && session.active();
  const bool privacy = inGame && passScreenUp();
  j.field("screen", !inGame ? "setup" : privacy ? "pass" : "game");
  if (privacy) j.field("passReason", passReason(*this));
  j.field("language", i18n().code());
  j.key("missingKeys").beginArray();  // raw keys shown for want of a text (I18n::missingKeys)
  for (const std::string& k : i18n().missingKeys()) j.value(k);
  j.endArray();
  j.key("labels").beginObject();
  for (const char* k : {"app.title", "menu.undo", "menu.new", "setup.start", "turn.skip",
                        "panel.log", "final.title"})
    j.field(k, tr(k));
  j.endObject();
  j.key("viewport").beginObject();
  j.field("w", static_cast<double>(io.DisplaySize.x))
      .field("h", static_cast<double>(io.DisplaySize.y));
  j.field("dpr", platform::devicePixelRatio()).field("compact", layout.compact);
  j.endObject();
  j.key("boardRect").beginObject();
  corners(j, camera.view());
  j.endObject();
  j.field("tilePx", static_cast<double>(camera.tilePx()));
  j.field("gliding", camera.gliding());
  j.field("keyPick", keyPicked());
  j.field("hoveredCell", hoveredCell);
  if (session.active()) j.field("figurePx", static_cast<double>(figureHeight(*this)));
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
  j.key("perf").beginObject();
  j.field("frameMs", test_hook_frame_ms()).field("renderMs", test_hook_render_ms());
  const ImDrawData* dd = ImGui::GetDrawData();
  j.field("vertices", dd ? dd->TotalVtxCount : 0).field("indices", dd ? dd->TotalIdxCount : 0);
  j.field("boardVertices", boardRenderer.vertices());
  j.endObject();
  j.field("help", showHelp).field("menu", showMenu);
  j.field("notice", notice).field("savesOpen", showSaves).field("linkText", linkText);
  j.field("setupError", setupErrorText(*this));
  j.key("setupNames").beginArray();
  for (const PlayerInfo& p : setup.players) j.value(p.name);
  j.endArray();
  if (inGame) {
    j.field("prompt", turnPrompt(*this));
    const State& s = session.baseState();
    const Decision d = session.decision();
    const Rules& r = session.baseRules();
    j.field("phase", phaseName(session));
    j.field("hint", s.over() ? std::string() : decisionHint(*this, d));
    j.field("current", static_cast<int>(d.player));
    j.field("turn", static_cast<int>(s.turn));
    j.field("over", s.over());
    j.field("drawn", s.drawn == kNone8 ? std::string() : r.type(s.drawn).id);
    j.field("rotation", turn.preferredRotation());
    j.field("bag", static_cast<int>(s.bagCount));
    j.field("canUndo", session.canUndo()).field("canRedo", session.canRedo());
    j.field("cursor", static_cast<int>(session.game().cursor()));
    j.field("message", message);
    if (viewer) {
      j.field("viewerCaption", viewerCaption(*this)).field("viewerNext", viewerNext(*this));
      // The final step (a finished game's, after its last move): its scorings as labelled, each
      // with what every player took, the players the label names, the cells outlined (a bet's
      // bookmaker tile among them) and the log's words; the bar's totals.
      j.field("viewerFinal", viewerFinal());
      // Whether the final labels are compact (smaller, lost bets left out): a small frame.
      j.field("viewerCompact", viewerFinal() && finalCompact);
      j.key("viewerScores").beginArray();
      for (const FinalLabel& l : finalLabels) {
        j.beginObject().field("feature", std::string(kKindNames[static_cast<size_t>(l.kind)]));
        j.field("column", session.rules().scoreColumns()[static_cast<size_t>(l.column)]);
        j.key("points").beginArray();
        for (int n : l.points) j.value(n);
        j.endArray();
        j.key("players").beginArray();
        for (int p : l.players) j.value(p);
        j.endArray();
        cellList(j, "cells", l.cells);
        if (l.hasOrigin)
          j.key("bookmaker")
              .beginObject()
              .field("x", l.origin.x)
              .field("y", l.origin.y)
              .endObject();
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
      j.key("viewerTotals").beginArray();
      for (int p = 0; p < session.baseState().players; ++p) j.value(shownTotal(p));
      j.endArray();
    }
    j.field("finalShown", s.over() && showFinal);
    if (turn.hasPick()) {
      j.key("pick").beginObject().field("x", turn.pickX()).field("y", turn.pickY()).endObject();
    }
    j.key("expansions").beginArray();
    for (const std::string& e : session.config().expansions) j.value(e);
    j.endArray();
    j.key("players").beginArray();
    for (int p = 0; p < s.players; ++p) {
      j.beginObject();
      j.field("name", playerName(p)).field("score", s.total(p));
      j.field("supply", static_cast<int>(s.supply[static_cast<size_t>(p)]));
      j.key("breakdown").beginObject();
      const std::vector<std::string>& columns = session.rules().scoreColumns();
      for (size_t k = 0; k < columns.size(); ++k)
        j.field(columns[k].c_str(), static_cast<int>(s.score[static_cast<size_t>(p)][k]));
      j.endObject();
      j.endObject();
    }
    j.endArray();
    j.key("legal").beginArray();
    if (d.owner == 0 && d.phase == kPhasePlaceTile)
      for (const auto& kv : session.placements()) {
        j.beginObject();
        j.field("x", kv.first.first).field("y", kv.first.second);
        j.key("rots").beginArray();
        for (int rr = 0; rr < 4; ++rr)
          if ((kv.second >> rr) & 1) j.value(rr);
        j.endArray();
        j.field("shownRot", turn.rotationFor(kv.second));
        point(j, camera.cellCentre(kv.first.first, kv.first.second), camera);
        j.endObject();
      }
    j.endArray();
    j.key("meepleSpots").beginArray();
    std::vector<MeepleSpot> spots;
    meepleSpots(*this, spots);
    const int lit = litMeepleSpot(*this, spots);
    for (size_t i = 0; i < spots.size(); ++i) {
      const MeepleSpot& m = spots[i];
      j.beginObject();
      j.field("loc", m.loc).field("name", std::string(kLocationNames[m.loc]));
      j.field("lit", static_cast<int>(i) == lit);
      const TileType& t = r.type(s.board.tiles[s.lastTile].type);
      const int local = t.rot[s.board.tiles[s.lastTile].rot].seg[m.loc];
      j.field("feature", std::string(kKindNames[static_cast<size_t>(t.seg[local].kind)]));
      point(j, m.at, camera);
      j.endObject();
    }
    j.endArray();
    if (const int bt = decisionTile(*this, d); bt >= 0)
      j.key("decisionTile")
          .beginObject()
          .field("x", static_cast<int>(s.board.tiles[bt].x))
          .field("y", static_cast<int>(s.board.tiles[bt].y))
          .endObject();
    j.key("decisionActions").beginArray();
    if (d.owner != 0) {
      const ActionList& l = session.legal();
      for (int i = 0; i < l.count; ++i) {
        const Action& a = l.items[i];
        j.beginObject().field("kind", static_cast<int>(a.kind)).field("x", static_cast<int>(a.x));
        j.field("y", static_cast<int>(a.y)).field("loc", static_cast<int>(a.loc));
        j.field("arg0", static_cast<int>(a.arg0)).field("arg1", static_cast<int>(a.arg1));
        const Expansion* e = r.expansions()[d.owner - 1u];
        j.field("label", std::string(e->notationTag(d)) + ":" + e->printValue(r, s, d, a));
        j.field("text", choiceText(*this, d, a));
        j.endObject();
      }
    }
    j.endArray();
    j.key("decisionSpots").beginArray();
    std::vector<LocatedAction> located;
    locatedActions(*this, located);
    for (const LocatedAction& m : located) {
      j.beginObject().field("index", m.index);
      point(j, m.at, camera);
      j.endObject();
    }
    j.endArray();
    // The listed choices that refer to board places: their numbers, the followers they name and
    // the badges beside those; and the spots ringed for the hovered one.
    j.key("choices").beginArray();
    ChoiceList list;
    listChoices(*this, list);
    std::vector<ChoiceBadge> badges;
    choiceBadges(*this, list, badges);
    std::vector<ChoiceSpot> cs;
    for (size_t i = 0; i < list.items.size(); ++i) {
      const ListedChoice& c = list.items[i];
      j.beginObject().field("id", c.id).field("action", c.action);
      j.field("swapFrom", c.swapFrom).field("number", c.number);
      j.key("spots").beginArray();
      choiceSpots(*this, list, c, cs);
      for (const ChoiceSpot& p : cs) {
        j.beginObject().field("figure", p.figure).field("badge", p.badge);
        point(j, p.at, camera);
        j.endObject();
      }
      j.endArray();
      j.key("badges").beginArray();
      for (const ChoiceBadge& b : badges)
        if (b.choice == static_cast<int>(i)) {
          j.beginObject().field("number", b.number).field("r", static_cast<double>(b.radius));
          point(j, b.at, camera);
          j.endObject();
        }
      j.endArray();
      j.endObject();
    }
    j.endArray();
    j.field("hoveredChoice", hoveredChoice);
    points(j, "ringed", ringedSpots, camera);
    points(j, "proposed", proposedSpots, camera);
    if (pickedOwnSpot.on) {
      j.key("pickedOwn").beginObject();
      point(j, pickedOwnSpot.at, camera);
      j.endObject();
    }
    j.key("neutralFigures").beginArray();
    std::vector<NeutralFigure> neutral;
    neutralFigures(*this, neutral);
    for (const NeutralFigure& f : neutral)
      j.beginObject().field("name", f.name).field("x", f.x).field("y", f.y).endObject();
    j.endArray();
    j.key("board").beginArray();
    for (int i = 0; i < s.board.tileCount; ++i) {
      const PlacedTile& p = s.board.tiles[i];
      j.beginObject().field("tile", r.type(p.type).id).field("x", static_cast<int>(p.x));
      j.field("y", static_cast<int>(p.y)).field("r", static_cast<int>(p.rot));
      // The text painted on it (a quarter rose's section), as baked: stale if never re-baked.
      if (const std::string* label = meshes.bakedLabel(p.type, p.rot); label && !label->empty())
        j.field("label", *label);
      point(j, camera.cellCentre(p.x, p.y), camera);
      j.endObject();
    }
    j.endArray();
    j.key("figures").beginArray();
    for (int i = 0; i < s.figureCount; ++i) {
      const Figure& f = s.figures[i];
      const SegNode& n = s.features.nodes[f.seg];
      const PlacedTile& p = s.board.tiles[n.tile];
      j.beginObject()
          .field("owner", static_cast<int>(f.owner))
          .field("type", static_cast<int>(f.type));
      j.field("x", static_cast<int>(p.x)).field("y", static_cast<int>(p.y));
      j.field("feature", std::string(kKindNames[static_cast<size_t>(n.kind)]));
      ImVec2 at;
      bool lying = false;
      if (figureSpot(*this, s, f.seg, at, lying)) point(j, at, camera);
      j.endObject();
    }
    j.endArray();
    j.key("lastScores").beginArray();
    const int from = scoringsShownFrom();
    size_t labelled = 0;  // the board labels scorings that have tiles
    for (const GameEvent& e : session.game().events()) {
      if (e.type != GameEvent::kScore || from < 0 || e.action < from || e.score.final) continue;
      j.beginObject().field("feature", std::string(kKindNames[static_cast<size_t>(e.score.kind)]));
      j.field("column", session.rules().scoreColumns()[e.score.column]);
      j.field("value", static_cast<int>(e.score.value))
          .field("winners", static_cast<int>(e.score.winners));
      j.field("tiles", static_cast<int>(e.score.tileCount));
      j.key("earned").beginArray();  // all each player took from it
      for (int p = 0; p < session.baseState().players; ++p) j.value(e.score.earned(p));
      j.endArray();
      if (e.score.tileCount && labelled < scoreLabels.size()) {
        j.key("label").beginObject();
        corners(j, scoreLabels[labelled++]);
        j.endObject();
      }
      j.endObject();
    }
    j.endArray();
    const auto& log = gameLog(*this);
    std::vector<Cell> cells;
    j.field("logLines", static_cast<int>(log.size()));
    j.field("logLast", log.empty() ? std::string() : log.back().text);
    j.key("logScroll").beginObject();
    j.field("y", static_cast<double>(logScroll.x)).field("max", static_cast<double>(logScroll.y));
    j.endObject();
    // The log's lines drawn this frame: text, the tile pictured (id, turn) and its rectangle,
    // the board cells the line concerns; the cells of the line under the mouse, and those of a
    // line just clicked while they are outlined.
    j.key("logRows").beginArray();
    for (const LogRow& row : logRows) {
      const LogLine& l = log[static_cast<size_t>(row.line)];
      j.beginObject().field("line", row.line).field("text", l.text);
      corners(j, row.row);
      if (l.tile >= 0) {
        j.field("tile", r.type(l.tile).id).field("r", l.rot);
        j.key("picture").beginObject();
        corners(j, row.picture);
        j.endObject();
      }
      logLineCells(*this, l, cells);
      if (!cells.empty()) cellList(j, "cells", cells);
      j.endObject();
    }
    j.endArray();
    j.key("logBox").beginObject();
    corners(j, logClip);
    j.endObject();
    if (!logHover.empty()) cellList(j, "logHover", logHover);
    if (flashing()) cellList(j, "logFlash", flashCells);
    j.key("logTail").beginArray();
    for (size_t i = log.size() > 12 ? log.size() - 12 : 0; i < log.size(); ++i)
      j.value(log[i].text);
    j.endArray();
  }
  j.endObject();
  return j.str();
}

}  // namespace carc::app
