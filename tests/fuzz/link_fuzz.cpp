// libFuzzer target: the share-link decoder (and the save decoder on the same bytes). Any input
// must give a game or a message, never a crash; a decoded game must encode and decode again to
// the same position.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "engine/record/link.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  carc::LoadedGame g;
  std::string why;
  if (carc::openFragment(in, g, why)) {
    std::string frag;
    carc::GameRecord shared = carc::recordOf(*g.game, g.header);
    shared.extra.clear();  // links do not carry extra header lines
    const bool codable = carc::checkSetup(shared).empty() && g.game->cursor() <= 1024;
    if (!carc::encodeLink(*g.game, g.header, frag, why)) {
      if (codable) std::abort();  // a game within the limits must always be linkable
      return 0;
    }
    carc::LoadedGame back;
    if (!carc::decodeLink(frag, back, why)) std::abort();
    if (back.rules->hash(back.game->state()) != g.rules->hash(g.game->state()) && g.game->over())
      std::abort();
  } else if (why.empty()) {
    std::abort();
  }
  // The same bytes as a binary save and as a text save.
  carc::GameRecord rec;
  if (carc::decodeSave(in, rec, why)) {
    carc::LoadedGame s;
    carc::rebuildGame(rec, s, why);
  } else if (why.empty()) {
    std::abort();
  }
  if (carc::saveFromText(in, rec, why)) {
    carc::LoadedGame s;
    carc::rebuildGame(rec, s, why);
  }
  return 0;
}
