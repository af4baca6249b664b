#pragma once
// What went wrong with a link, a saved game, an imported file or the browser's storage, in the
// page's language (i18n): the engine and the store say it in English with a kind or a status,
// and these word it. No ImGui: the save policy (save_policy.h) and its tests use them too.
#include <string>
#include <string_view>

#include "engine/record/codec.h"
#include "engine/record/link.h"
#include "platform/storage.h"

namespace carc::app {

// Where in a record a problem lies: "line 5" or "line 5, column 7".
std::string recordPlace(int line, int column);

// Why a link ("link") or a saved game or imported file ("save") could not be opened: the kind of
// problem, worded by the key "<family>.problem.<kind>"; the engine's own English reason with its
// details is {0} (the English text of most of these keys). `line`, `column`: for a record that
// is not valid, where it is at fault ({1}); {2}: the first name the reason quotes ('mode' or
// 'expansion' the version lacks), so a translation can name it too.
std::string problemText(std::string_view family, RecordProblem kind, const std::string& why,
                        int line = 0, int column = 0);

// Why a link in the address bar could not be opened (`fragment`: the text after its '#').
std::string linkProblemText(const LinkInfo& info, const std::string& why,
                            const std::string& fragment);

// A stored game the store refused (SaveStatus::kDamaged): the engine's refusal of its content
// (SaveResult::refusal, a RecordProblem) or a damaged envelope around it.
std::string storedProblemText(const platform::SaveResult& r);

// The store's problems, from the status alone (each status has one message). `name`: the slot
// name as typed, for kNameTaken and a full store.
std::string storageText(const platform::SaveResult& r, std::string_view name = {});

// Why a save failed, inside a sentence that says what was kept instead: full storage as a short
// reason (its sentence, "the game was not saved and the previous save is kept", said otherwise).
std::string storageReason(const platform::SaveResult& r);

}  // namespace carc::app
