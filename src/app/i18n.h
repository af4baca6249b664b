#pragma once
// User-facing strings as data: assets/i18n/<code>.txt, embedded at build time. Lines are
// `key = text` (`#` starts a comment, `\n` in a text is a line break, {0} {1} ... are filled by
// format()). A key missing from a language falls back to English, then to the key itself.
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace carc::app {

struct Language {
  std::string code;  // "en"
  std::string name;  // "English" (the language's own name: key language.name)
};

class I18n {
 public:
  I18n();
  const std::vector<Language>& languages() const { return languages_; }
  const std::string& code() const { return languages_[current_].code; }
  // Switches language by code; false (and no change) if there is no such language.
  bool select(std::string_view code);
  // Text for a key in the current language.
  const char* tr(std::string_view key) const;
  // tr(key) with {0}, {1}, ... replaced by args.
  std::string format(std::string_view key, const std::vector<std::string>& args) const;
  // Increases on every language change (caches of translated text compare it).
  int revision() const { return revision_; }

 private:
  using Table = std::unordered_map<std::string, std::string>;
  std::vector<Language> languages_;
  std::vector<Table> tables_;
  size_t current_ = 0;
  int revision_ = 0;
};

// The one instance the app uses, and short helpers for it.
I18n& i18n();
inline const char* tr(std::string_view key) {
  return i18n().tr(key);
}
std::string trf(std::string_view key, const std::vector<std::string>& args);

}  // namespace carc::app
