// libFuzzer target: the record notation parser and replayer. Any input must give a game or a
// message naming a line, never a crash; a loaded game must print, load again to the same
// position, and survive a save and a link round trip.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "engine/record/link.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  carc::LoadedGame g;
  carc::NotationError err;
  if (!carc::loadRecord(in, g, err)) {
    if (err.message.empty()) std::abort();
    return 0;
  }
  const uint64_t hash = g.rules->hash(g.game->state());
  const std::string text = carc::printRecord(*g.game, g.header);
  carc::LoadedGame again;
  if (!carc::loadRecord(text, again, err)) std::abort();
  if (again.rules->hash(again.game->state()) != hash) std::abort();
  // Binary save round trip (names beyond the save limits are refused with a message).
  std::string why;
  const carc::GameRecord rec = carc::recordOf(*g.game, g.header);
  if (carc::checkSetup(rec).empty()) {
    carc::LoadedGame saved;
    if (!carc::loadSaveText(carc::saveToText(rec), saved, why)) std::abort();
    if (saved.rules->hash(saved.game->state()) != hash) std::abort();
  }
  // Link round trip (finished games exactly; in-progress ones as their public view).
  std::string frag;
  if (carc::encodeLink(*g.game, g.header, frag, why)) {
    carc::LoadedGame linked;
    if (!carc::decodeLink(frag, linked, why)) std::abort();
    if (g.game->over() && linked.rules->hash(linked.game->state()) != hash) std::abort();
  }
  return 0;
}
