// The page's texts (assets/i18n): every language has every key, and fills in the same values.
// A key missing from a translation would show English in the middle of Czech or Romanian; a
// placeholder dropped or added would lose a name or a number, or show "{1}". A text that words a
// count has one key per plural form (key.one, key.few, ...): every language gives exactly the
// forms its plural rule (app/i18n.h) picks, each with English's placeholders.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "app/i18n.h"
#include "engine/modes/base/catalog.h"

namespace {

constexpr const char* kPluralForms[] = {"one", "few", "many", "other"};

std::map<std::string, std::string> readTexts(const std::string& code) {
  std::ifstream in(std::string(CARC_SOURCE_DIR) + "/assets/i18n/" + code + ".txt");
  EXPECT_TRUE(in) << code;
  std::map<std::string, std::string> out;
  std::string line;
  while (std::getline(in, line)) {
    const size_t eq = line.find('=');
    if (line.empty() || line[0] == '#' || eq == std::string::npos) continue;
    auto trim = [](std::string s) {
      while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.erase(0, 1);
      while (!s.empty() && (s.back() == ' ' || s.back() == '\r')) s.pop_back();
      return s;
    };
    const std::string key = trim(line.substr(0, eq));
    EXPECT_EQ(out.count(key), 0u) << code << ": " << key << " twice";
    out[key] = trim(line.substr(eq + 1));
  }
  return out;
}

std::set<std::string> placeholders(const std::string& text) {
  std::set<std::string> out;
  for (size_t i = text.find('{'); i != std::string::npos; i = text.find('{', i + 1))
    out.insert(text.substr(i, text.find('}', i) - i + 1));
  return out;
}

// The forms a language's rule uses for whole numbers (a count is never above a few hundred).
std::set<std::string> formsUsed(const std::string& code) {
  std::set<std::string> out;
  for (long long n = 0; n <= 1000; ++n) out.insert(carc::app::pluralCategory(code, n));
  return out;
}

// Whether English words `base` by plural forms: it has base.one and base.other (score.other alone
// is the score column "Other").
bool isPlural(const std::string& base, const std::map<std::string, std::string>& en) {
  return en.count(base + ".one") && en.count(base + ".other");
}

// "log.x" for "log.x.few" when English words log.x by plural forms; else "".
std::string pluralBase(const std::string& key, const std::map<std::string, std::string>& en) {
  for (const char* form : kPluralForms) {
    const std::string suffix = std::string(".") + form;
    if (key.size() > suffix.size() &&
        key.compare(key.size() - suffix.size(), suffix.size(), suffix) == 0) {
      const std::string base = key.substr(0, key.size() - suffix.size());
      return isPlural(base, en) ? base : std::string();
    }
  }
  return std::string();
}

// Every text worded by plural forms in English has exactly the forms `code`'s rule uses, none
// empty, each with the placeholders of English's .other form; and no plain `base` key.
void checkPluralForms(const std::string& code, const std::map<std::string, std::string>& texts,
                      const std::map<std::string, std::string>& en) {
  const std::set<std::string> used = formsUsed(code);
  for (const auto& [key, english] : en) {
    if (key.size() < 6 || key.compare(key.size() - 6, 6, ".other") != 0) continue;
    const std::string base = key.substr(0, key.size() - 6);
    if (!isPlural(base, en)) continue;
    EXPECT_EQ(texts.count(base), 0u) << code << ": " << base << " is worded by plural forms";
    for (const char* form : kPluralForms) {
      const auto it = texts.find(base + "." + form);
      if (!used.count(form)) {
        EXPECT_TRUE(it == texts.end()) << code << ": " << base << "." << form << " is never used";
        continue;
      }
      if (it == texts.end()) {
        ADD_FAILURE() << code << " lacks " << base << "." << form;
        continue;
      }
      EXPECT_FALSE(it->second.empty()) << code << ": " << it->first;
      EXPECT_EQ(placeholders(it->second), placeholders(english)) << code << ": " << it->first;
    }
  }
}

TEST(Translations, PluralRules) {
  using carc::app::pluralCategory;
  for (long long n : {0, 2, 5, 11, 21, 100}) EXPECT_STREQ(pluralCategory("en", n), "other") << n;
  EXPECT_STREQ(pluralCategory("en", 1), "one");
  // Czech: 1 bod, 2-4 body, 0 and 5+ bodů (also 22 bodů).
  EXPECT_STREQ(pluralCategory("cs", 1), "one");
  for (long long n : {2, 3, 4}) EXPECT_STREQ(pluralCategory("cs", n), "few") << n;
  for (long long n : {0, 5, 11, 21, 22, 101}) EXPECT_STREQ(pluralCategory("cs", n), "other") << n;
  // Romanian: 1 punct; 0, 2-19 puncte (also 101-119); 20 de puncte, 100 de puncte, 120 de ...
  EXPECT_STREQ(pluralCategory("ro", 1), "one");
  for (long long n : {0, 2, 19, 101, 119, 1005}) EXPECT_STREQ(pluralCategory("ro", n), "few") << n;
  for (long long n : {20, 21, 99, 100, 120, 200})
    EXPECT_STREQ(pluralCategory("ro", n), "other") << n;
  EXPECT_EQ(formsUsed("en"), (std::set<std::string>{"one", "other"}));
  EXPECT_EQ(formsUsed("cs"), (std::set<std::string>{"one", "few", "other"}));
  EXPECT_EQ(formsUsed("ro"), (std::set<std::string>{"one", "few", "other"}));
}

TEST(Translations, EveryLanguageHasEveryKeyAndItsValues) {
  const auto en = readTexts("en");
  ASSERT_GT(en.size(), 100u);
  checkPluralForms("en", en, en);
  size_t plurals = 0;
  for (const auto& entry : en) plurals += !pluralBase(entry.first, en).empty();
  EXPECT_GE(plurals, 8u) << "counts are worded by plural forms (count.points, count.tiles, ...)";
  for (const char* code : {"cs", "ro"}) {
    const auto texts = readTexts(code);
    checkPluralForms(code, texts, en);
    for (const auto& [key, english] : en) {
      if (!pluralBase(key, en).empty()) continue;  // checked form by form above
      const auto it = texts.find(key);
      if (it == texts.end()) {
        ADD_FAILURE() << code << " lacks " << key;
        continue;
      }
      EXPECT_FALSE(it->second.empty()) << code << ": " << key;
      // An English text of just "{0}" is the engine's own English reason; a translation words
      // the kind of problem instead, with the other values the page passes ({1}: a line, a
      // size; {2}: the name the reason quotes).
      if (english != "{0}") {
        EXPECT_EQ(placeholders(it->second), placeholders(english)) << code << ": " << key;
      }
    }
    for (const auto& entry : texts) {
      if (!pluralBase(entry.first, en).empty()) continue;  // a form English's rule does not use
      EXPECT_EQ(en.count(entry.first), 1u) << code << " has " << entry.first << ", English not";
    }
  }
}

// Romanian declines a name by its ending ("lui Ion", "Mariei"; "lui P2" reads wrong): no text
// puts a player's name (a placeholder) after "lui", it names the player as the subject instead.
TEST(Translations, RomanianNeverDeclinesAName) {
  for (const auto& [key, text] : readTexts("ro"))
    EXPECT_EQ(text.find("lui {"), std::string::npos) << key << ": " << text;
}

// A quarter rose's tile shows its section in the language's letters (tile_painter.cpp): Czech
// S/J/V/Z (sever, jih, východ, západ), Romanian N/S/E/V (vest).
TEST(Translations, RoseSectionsInEachLanguagesLetters) {
  const std::map<std::string, std::vector<std::string>> want = {
      {"en", {"N", "S", "NE", "SE", "SW", "NW"}},
      {"cs", {"S", "J", "SV", "JV", "JZ", "SZ"}},
      {"ro", {"N", "S", "NE", "SE", "SV", "NV"}}};
  const char* sections[] = {"N", "S", "NE", "SE", "SW", "NW"};
  for (const auto& [code, letters] : want) {
    const auto texts = readTexts(code);
    for (size_t i = 0; i < letters.size(); ++i) {
      const auto it = texts.find(std::string("rose.") + sections[i]);
      ASSERT_TRUE(it != texts.end()) << code << " lacks rose." << sections[i];
      EXPECT_EQ(it->second, letters[i]) << code << ": rose." << sections[i];
    }
  }
}

// The magic figures' pawns show the initial of their name in the language (expansion_view.cpp):
// Czech K/Č (kouzelník, čarodějnice), Romanian M/V (magicianul, vrăjitoarea).
TEST(Translations, MagicFiguresInEachLanguagesInitials) {
  const std::map<std::string, std::pair<std::string, std::string>> want = {
      {"en", {"M", "W"}}, {"cs", {"K", "\u010c"}}, {"ro", {"M", "V"}}};
  for (const auto& [code, letters] : want) {
    const auto texts = readTexts(code);
    EXPECT_EQ(texts.at("fig.magician_letter"), letters.first) << code;
    EXPECT_EQ(texts.at("fig.witch_letter"), letters.second) << code;
  }
}

// Every reconstructed value the engine lists for the rules help has its wording
// (recon.<expansion>.<key>), which fills in each of the values taken from the data ({0} ...).
TEST(Translations, EveryReconstructedValueIsWorded) {
  const auto en = readTexts("en");
  std::string why;
  const auto rules =
      carc::makeRules("base", {"mage-witch", "wind-roses(spielbox)", "la-porxada", "bets"}, why);
  ASSERT_TRUE(rules) << why;
  const auto items = rules->reconstructed();
  EXPECT_GE(items.size(), 6u);
  for (const auto& it : items) {
    const std::string key = "recon." + it.owner + "." + it.key;
    const auto text = en.find(key);
    if (text == en.end()) {
      ADD_FAILURE() << "no text " << key;
      continue;
    }
    std::set<std::string> wanted;
    for (size_t v = 0; v < it.values.size(); ++v) wanted.insert("{" + std::to_string(v) + "}");
    EXPECT_EQ(placeholders(text->second), wanted) << key;
  }
}

}  // namespace
