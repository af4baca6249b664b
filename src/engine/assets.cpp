#include "engine/assets.h"

namespace carc::assets {

std::string_view find(std::string_view name) {
  for (const Entry* e = kEntries; !e->name.empty(); ++e)
    if (e->name == name) return e->text;
  return {};
}

}  // namespace carc::assets
