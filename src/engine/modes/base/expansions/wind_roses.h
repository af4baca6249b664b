#pragma once
// Wind Roses (minis.md section 2, seed 004). The orange rose is the start tile; placing a
// quarter-rose tile in the matching section of the current reference rose scores 3 points at
// once; the blue rose becomes the reference (with its own orientation) when placed. Option
// "spielbox": the Spielbox 2013 variant with two sections (north and south).
#include "engine/modes/base/expansion.h"
#include "engine/modes/base/rules.h"

namespace carc {

enum : uint32_t { kWindRosesSpielbox = 1 };  // option bit

struct WindRosesData {
  int8_t refX, refY;  // the reference rose's cell
  uint8_t refRot;     // its rotation: its printed north faces edge refRot
  uint8_t pad;
  uint32_t roseFlag;  // TileSet flag bit of rose tiles
};

class WindRoses final : public Expansion {
 public:
  std::string_view name() const override { return "wind-roses"; }
  // No decisions of its own (no wire values); its points have their column.
  std::vector<std::string_view> scoreColumns() const override { return {"windrose"}; }
  // afterPlacement runs on rose tiles only (the default hookOnTile).
  std::string_view tileFlag() const override { return "rose"; }
  int stateBytes() const override { return sizeof(WindRosesData); }
  std::vector<std::string_view> optionNames() const override { return {"spielbox"}; }
  std::vector<Reconstructed> reconstructed(const Rules&) const override;
  unsigned hooks() const override { return hookBit(kHookAfterPlacement); }
  // Which rose a tile is and the sections it names (its attributes, decoded once): direction
  // bits of its section (bits 0-3) and of its Spielbox section (from kSpielboxShift), and
  // kWordBlue / kWordOrange.
  uint32_t tileWord(const Rules&, const TileType&) const override;
  static constexpr int kSpielboxShift = 4;
  static constexpr uint32_t kWordBlue = 1u << 8, kWordOrange = 1u << 9;
  void onSetup(const Rules&, State&) const override;
  void afterPlacement(const Rules&, State&, EventSink*) const override;

  static constexpr int kPoints = 3;
  // Whether cell (x, y) lies in the section a quarter tile names ("NE", ... or "N"/"S" in the
  // Spielbox variant) of the reference rose at (rx, ry) turned `rot` quarter turns clockwise.
  // The reference's own row and column belong to both neighbouring sections.
  static bool inSection(std::string_view section, int x, int y, int rx, int ry, int rot);
  // The same with the section as direction bits (1 N, 2 E, 4 S, 8 W; 0 matches nothing).
  static bool inSection(unsigned directions, int x, int y, int rx, int ry, int rot);
  // A section's letters as direction bits, or 0 if it is empty or not made of N E S W.
  static unsigned sectionDirections(std::string_view section);
};

const WindRoses& windRoses();
inline const Expansion& windRosesExpansion() {
  return windRoses();
}

}  // namespace carc
