#include "app/expansions/wind_roses.h"

#include <cmath>

#include "app/game_view.h"
#include "app/i18n.h"
#include "app/paint_kit.h"
#include "app/palette.h"
#include "app/screens.h"
#include "engine/modes/base/expansions/wind_roses.h"

namespace carc::app {
namespace {

// A quarter rose's section ("NE", or "N" in the Spielbox variant) as the language writes it
// (rose.NE: Czech "SV", Romanian "NE"); the section itself where no language names it.
std::string sectionLabel(const std::string& section) {
  const std::string key = "rose." + section;
  const char* text = tr(key);
  return key == text ? section : std::string(text);
}

// The section a quarter rose's symbol names ("rose=NE" -> "NE"), or "" for another symbol.
std::string quarterSection(const std::string& sym) {
  const size_t eq = sym.find('=');
  if (sym.compare(0, 4, "rose") != 0 || eq == std::string::npos || sym.size() - eq - 1 > 2)
    return {};
  return sym.substr(eq + 1);
}

class WindRosesUi final : public UiModule {
 public:
  const char* name() const override { return "wind-roses"; }

  // The Spielbox variant's sections (a quarter rose's "spielbox" attribute, N or S) are what it
  // scores in then, not its printed NE/SE/SW/NW: its label says so.
  void symbolRules(const RuleSet& rules, SymbolRules& out) const override {
    out.hidden.push_back("spielbox");
    if (rules.mode() != "base") return;
    const Rules& r = carc::baseRules(rules);
    const Expansion* e = r.expansion(name());
    if (e && (r.options(e) & kWindRosesSpielbox)) out.valueFrom.push_back({"rose", "spielbox"});
  }
  bool paintSymbol(ImDrawList* dl, const std::string& sym, ImVec2 origin, float s,
                   ImVec2 at) const override {
    if (sym.find("rose") == std::string::npos && sym.find("wind") == std::string::npos)
      return false;
    // A compass rose on a pale plaque: faceted points, lit like the tiles' roofs, the north one
    // in the rose's colour.
    const ImVec2 c(origin.x + at.x * s, origin.y + at.y * s);
    kit::paintPlaque(dl, c, 0.13f * s, palette::kPennantMark);
    const ImU32 col = sym.find("blue") != std::string::npos ? IM_COL32(40, 90, 200, 255)
                                                            : IM_COL32(230, 120, 30, 255);
    kit::Ray rays[8];  // the short diagonal points first, under the main ones
    for (int k = 0; k < 8; ++k) {
      const int d = k < 4 ? k * 2 + 1 : (k - 4) * 2;
      const bool main = d % 2 == 0;
      const ImU32 shade = d == 0 ? col : main ? palette::kOutline : palette::kWall;
      rays[k] = {-1.5707963f + static_cast<float>(d) * 0.7853982f,
                 (main ? 0.11f : 0.07f) * s,
                 0.026f * s,
                 0.7853982f,
                 kit::tint(shade, main ? 0.45f : 0.55f),
                 shade};
    }
    kit::paintRays(dl, c, rays, 8, 0.01f * s);
    return true;  // a quarter rose's section label is drawn upright, after the turn
  }
  // A quarter rose names the board's section it scores in, whatever the tile's turn.
  std::string symbolLabel(const std::string& sym) const override {
    const std::string section = quarterSection(sym);
    return section.empty() ? "" : sectionLabel(section);
  }
  std::string symbolText(const std::string& sym) const override {
    if (sym == "rose=blue") return tr("tile.rose_blue");
    if (sym.rfind("rose=", 0) == 0 && sym != "rose=orange")  // a quarter: its section
      return trf("tile.rose", {tr(("rose." + sym.substr(5)).c_str())});
    return {};
  }

  // The reference rose's row (and column) split the board into sections; they belong to both.
  void drawBackdrop(const GameView& shown, ImDrawList* dl, const Position& view) const override {
    const Rules& r = shown.session().baseRules();
    const Expansion* e = r.expansion(name());
    if (!e) return;
    const State& s = carc::baseState(view);
    const WindRosesData& w = r.ext<WindRosesData>(s, e);
    const float t = shown.camera().tilePx();
    const ImGuiIO& io = ImGui::GetIO();
    const ImVec2 c = shown.camera().cellCentre(w.refX, w.refY);
    const ImU32 col = IM_COL32(240, 150, 40, 40);
    const bool variant = r.options(e) & kWindRosesSpielbox;
    const bool vertical = w.refRot % 2 == 1;  // after a quarter turn its north faces east
    if (!variant || !vertical)
      dl->AddRectFilled(ImVec2(0, c.y - t / 2), ImVec2(io.DisplaySize.x, c.y + t / 2), col);
    if (!variant || vertical)
      dl->AddRectFilled(ImVec2(c.x - t / 2, 0), ImVec2(c.x + t / 2, io.DisplaySize.y), col);
  }

  bool scoreLine(const GameView& shown, const ScoreEvent& s, int p, int pts, const std::string&,
                 const std::string&, std::string& line) const override {
    if (s.column != shown.session().rules().scoreColumn("windrose")) return false;
    line = trf("log.windrose", {shown.playerName(p), trCount("count.points", pts)});
    return true;
  }
  // A quarter rose outside its section scores nothing and makes no event: say so, or the rule
  // looks forgotten (a rose in its section gets a scoring line after this one).
  void afterPlacement(const GameView& shown, const Action& a, int move, int player, int tile,
                      std::vector<LogLine>& lines) const override {
    const Rules& r = shown.session().baseRules();
    bool quarter = false, scored = false;
    for (const auto& kv : r.type(tile).attrs)
      quarter |= kv.first == "rose" && kv.second.size() == 2;
    if (!quarter) return;
    const int column = r.scoreColumn("windrose");
    for (const GameEvent& e : shown.session().game().events())
      scored |= e.action == move && e.type == GameEvent::kScore && e.score.column == column;
    if (scored) return;
    LogLine w{trf("log.windrose_none", {shown.playerName(player)}), player, false, move};
    w.addCell(a.x, a.y);
    lines.push_back(w);
  }
};

}  // namespace

const UiModule& windRosesUi() {
  static const WindRosesUi instance;
  return instance;
}

}  // namespace carc::app
