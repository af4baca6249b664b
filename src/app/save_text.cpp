// The wording of link, save and storage problems (save_text.h).
#include "app/save_text.h"

#include <iterator>

#include "app/i18n.h"

namespace carc::app {

std::string recordPlace(int line, int column) {
  const std::string l = std::to_string(line);
  return column > 0 ? trf("record.place_column", {l, std::to_string(column)})
                    : trf("record.place", {l});
}

std::string problemText(std::string_view family, RecordProblem kind, const std::string& why,
                        int line, int column) {
  static constexpr const char* kKinds[] = {
      "", "empty", "oversized", "wrong_format", "damaged", "newer", "unsupported", "bad_record",
  };
  static_assert(std::size(kKinds) == static_cast<size_t>(RecordProblem::kBadRecord) + 1,
                "a key per RecordProblem");
  const auto k = static_cast<size_t>(kind);
  if (k == 0 || k >= std::size(kKinds)) return why;
  const size_t open = why.find('\''), close = why.find('\'', open + 1);
  const std::string quoted =
      close == std::string::npos ? std::string() : why.substr(open + 1, close - open - 1);
  return trf(std::string(family) + ".problem." + kKinds[k],
             {why, recordPlace(line, column), quoted});
}

std::string linkProblemText(const LinkInfo& info, const std::string& why,
                            const std::string& fragment) {
  // A wiki editor's ?lang= or &move= put after the '#' reads as a damaged game: say where it goes.
  for (const char* param : {"lang=", "move="})
    if (fragment.find(std::string("&") + param) != std::string::npos ||
        fragment.find(std::string("?") + param) != std::string::npos)
      return tr("link.problem.params_after_hash");
  // A record typed into the address bar without its line breaks: said as such in every language.
  if (info.recordOneLine) return trf("link.problem.one_line", {why});
  return problemText("link", info.problem, why, info.recordLine, info.recordColumn);
}

std::string storedProblemText(const platform::SaveResult& r) {
  const RecordProblem kind =
      r.refusal ? static_cast<RecordProblem>(r.refusal) : RecordProblem::kDamaged;
  return problemText("save", kind, r.reason);
}

std::string storageText(const platform::SaveResult& r, std::string_view name) {
  using platform::SaveStatus;
  switch (r.status) {
    case SaveStatus::kOk:
      return {};
    case SaveStatus::kUnavailable:
      return tr("saves.off");
    case SaveStatus::kQuotaExceeded:  // the autosave, or a new save under a name
      return name.empty() ? tr("saves.full") : trf("saves.slot_full", {std::string(name)});
    case SaveStatus::kNotFound:
      return tr("saves.not_found");
    case SaveStatus::kDamaged:
      return trf("saves.slot_bad", {storedProblemText(r)});
    case SaveStatus::kNameEmpty:
      return tr("saves.name_empty");
    case SaveStatus::kNameTooLong:
      return trn("saves.name_long", platform::kMaxSlotNameChars,
                 {std::to_string(platform::kMaxSlotNameChars)});
    case SaveStatus::kNameControls:
      return tr("saves.name_controls");
    case SaveStatus::kNameTaken: {
      std::string shown;
      platform::SaveStore::normalizeName(name, shown);  // as the store compared it
      return trf("saves.name_taken", {shown});
    }
    case SaveStatus::kTooManySlots:
      return trn("saves.too_many", platform::kMaxSlots, {std::to_string(platform::kMaxSlots)});
    case SaveStatus::kError:
      return tr("saves.store_error");
  }
  return r.message;
}

std::string storageReason(const platform::SaveResult& r) {
  return r.status == platform::SaveStatus::kQuotaExceeded ? tr("saves.full_reason")
                                                          : storageText(r);
}

}  // namespace carc::app
