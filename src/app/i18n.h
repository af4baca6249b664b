#pragma once
// User-facing strings as data: assets/i18n/<code>.txt, embedded at build time. Lines are
// `key = text` (`#` starts a comment, `\n` in a text is a line break, {0} {1} ... are filled by
// format()). A key missing from a language falls back to English, then to the key itself.
//
// Texts that word a count have one key per plural form: `key.one`, `key.few`, `key.many`,
// `key.other` (CLDR's category names), each language giving exactly the forms its rule in
// pluralCategory() uses (English: one, other; Czech and Romanian: one, few, other). plural()
// picks the form for a number.
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace carc::app {

// The plural form a language uses for a whole number n (CLDR's rules for whole numbers):
//   English: 1 -> "one"; everything else -> "other" (1 tile, 0 tiles, 2 tiles).
//   Czech: 1 -> "one" (1 bod); 2-4 -> "few" (2 body); 0 and 5+ -> "other" (5 bodů).
//   Romanian: 1 -> "one" (1 punct); 0, 2-19 and numbers ending in 01-19 above 100 -> "few"
//   (2 puncte, 119 puncte); the rest -> "other" (20 de puncte, 100 de puncte).
// Any other language: English's rule.
inline const char* pluralCategory(std::string_view code, long long n) {
  if (n < 0) n = -n;
  if (code == "cs") return n == 1 ? "one" : n >= 2 && n <= 4 ? "few" : "other";
  if (code == "ro") {
    const long long r = n % 100;
    return n == 1 ? "one" : n == 0 || (r >= 1 && r <= 19) ? "few" : "other";
  }
  return n == 1 ? "one" : "other";
}

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
  // The plural form of key for the number n: key.<category> in the current language, else its
  // key.other; else English's form for n (key.one or key.other); else tr(key).
  const char* plural(std::string_view key, long long n) const;
  // plural(key, n) with {0}, {1}, ... replaced by args (n itself is usually args[0]).
  std::string formatPlural(std::string_view key, long long n,
                           const std::vector<std::string>& args) const;
  // format(key, args) in each language (English first), for a text to be recognised whatever the
  // language it was made in.
  std::vector<std::string> formatEach(std::string_view key,
                                      const std::vector<std::string>& args) const;
  // Increases on every language change (caches of translated text compare it).
  int revision() const { return revision_; }
  // Keys asked for that no language has (shown as the key itself), in the order first asked:
  // a raw key on screen is a bug, which the browser tests read through the test hook.
  const std::vector<std::string>& missingKeys() const { return missingOrder_; }

 private:
  using Table = std::unordered_map<std::string, std::string>;
  const std::string* find(size_t table, const std::string& key) const;
  std::vector<Language> languages_;
  std::vector<Table> tables_;
  size_t current_ = 0;
  int revision_ = 0;
  // Each missing key, shown as its own text: a node-based set, so the pointer tr() returns for it
  // stays valid.
  mutable std::unordered_set<std::string> missing_;
  mutable std::vector<std::string> missingOrder_;
};

// The one instance the app uses, and short helpers for it.
I18n& i18n();
inline const char* tr(std::string_view key) {
  return i18n().tr(key);
}
std::string trf(std::string_view key, const std::vector<std::string>& args);
// The form of key for the count n, with {0}, {1}, ... filled from args.
std::string trn(std::string_view key, long long n, const std::vector<std::string>& args);
// A count in words, from a plural key whose forms hold just {0}: trCount("count.points", 1) is
// "1 point", trCount("count.points", 20) in Romanian "20 de puncte".
std::string trCount(std::string_view key, long long n);

}  // namespace carc::app
