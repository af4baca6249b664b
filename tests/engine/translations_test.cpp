// The page's texts (assets/i18n): every language has every key, and fills in the same values.
// A key missing from a translation would show English in the middle of Czech or Romanian; a
// placeholder dropped or added would lose a name or a number, or show "{1}".
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <string>

namespace {

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

TEST(Translations, EveryLanguageHasEveryKeyAndItsValues) {
  const auto en = readTexts("en");
  ASSERT_GT(en.size(), 100u);
  for (const char* code : {"cs", "ro"}) {
    const auto texts = readTexts(code);
    for (const auto& [key, english] : en) {
      const auto it = texts.find(key);
      if (it == texts.end()) {
        ADD_FAILURE() << code << " lacks " << key;
        continue;
      }
      EXPECT_FALSE(it->second.empty()) << code << ": " << key;
      // An English text of just "{0}" is the engine's own English reason; a translation words
      // the kind of problem instead, with the other values the page passes ({1}: a line, a
      // size).
      if (english != "{0}") {
        EXPECT_EQ(placeholders(it->second), placeholders(english)) << code << ": " << key;
      }
    }
    for (const auto& entry : texts) {
      EXPECT_EQ(en.count(entry.first), 1u) << code << " has " << entry.first << ", English not";
    }
  }
}

}  // namespace
