// The page's "…" for a text too wide for its place (src/app/text_fit.h, used by ui::ellipsize for
// player names): the longest start that fits with "…", cut between UTF-8 characters only (never
// inside a character's bytes, never between a letter and its combining accent), spaces before the
// "…" dropped.
#include "app/text_fit.h"

#include <gtest/gtest.h>

#include <string>

namespace {

using carc::app::fitText;

// Decodes UTF-8 strictly; false on a cut character or a stray continuation byte.
bool validUtf8(const std::string& s, int* chars = nullptr) {
  int n = 0;
  for (size_t i = 0; i < s.size(); ++n) {
    const auto b = static_cast<unsigned char>(s[i]);
    const int len = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
    if (!len || i + len > s.size()) return false;
    for (int k = 1; k < len; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
    i += len;
  }
  if (chars) *chars = n;
  return true;
}

// A stand-in for the font: a unit per byte, so a character of 2-4 bytes is 2-4 units wide, and a
// start cut inside a character would be narrower than one cut before it (a naive cut would
// take it); a combining accent 1 (as a font without its glyph draws a stand-in: a cut before
// it would be narrower), "…" 1.
float measure(const std::string& s) {
  float w = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    const auto b = static_cast<unsigned char>(s[i]);
    const auto c = i + 1 < s.size() ? static_cast<unsigned char>(s[i + 1]) : 0;
    if (s.compare(i, 3, "\u2026") == 0) {
      w += 1;
      i += 2;
    } else if ((b == 0xCC && c >= 0x80) || (b == 0xCD && c >= 0x80 && c <= 0xAF)) {
      w += 1;
      ++i;
    } else {
      w += 1;
    }
  }
  return w;
}

const std::string kEll = "\u2026";

bool endsWithEllipsis(const std::string& s) {
  return s.size() >= 3 && s.compare(s.size() - 3, 3, kEll) == 0;
}

TEST(TextFit, TextThatFitsIsUnchanged) {
  EXPECT_EQ(fitText("Bob", 3, measure), "Bob");
  EXPECT_EQ(fitText("Zdeňka", 7, measure), "Zdeňka");  // ň: 2 bytes
  EXPECT_EQ(fitText("", 0, measure), "");
}

TEST(TextFit, LongNameEndsInEllipsisAndFits) {
  const std::string name = "Maximilian Alexander von Habsburg-Lothrin";
  const std::string got = fitText(name, 20, measure);
  EXPECT_EQ(got, "Maximilian Alexande" + kEll);
  EXPECT_LE(measure(got), 20);
}

TEST(TextFit, SpacesBeforeTheEllipsisGo) {
  // "Anna " fits with the ellipsis, "Anna B" does not: "Anna…", not "Anna …".
  EXPECT_EQ(fitText("Anna Bellová", 6, measure), "Anna" + kEll);
}

TEST(TextFit, NothingFitsGivesTheEllipsisAlone) {
  EXPECT_EQ(fitText("Šťastná", 1, measure), kEll);
  EXPECT_EQ(fitText("Šťastná", 0, measure), kEll);
  // Room for the ellipsis and one byte, not for Š's two: not a half Š.
  EXPECT_EQ(fitText("Šťastná", 2, measure), kEll);
  EXPECT_EQ(fitText("Šťastná", 3, measure), "Š" + kEll);
}

// Every width from nothing to the whole text, for names with 2-, 3- and 4-byte characters and a
// combining accent: the result is valid UTF-8, starts the text, ends in "…" unless whole, fits
// (unless nothing does) and is the longest such start (one more character would not fit).
TEST(TextFit, EveryWidthCutsBetweenCharactersOnly) {
  const std::string names[] = {
      "Zdeňka Šťastná-Nováková", "Ștefan Țărănescu-Popovici",
      "\u20ac\u20ac\u2605 \U0001F600\U0001F600 Ölçer",
      "S\u030Ctefan Nova\u0301k",  // Š and á as a letter and a combining mark
  };
  for (const std::string& name : names) {
    ASSERT_TRUE(validUtf8(name));
    for (float w = 0; w <= measure(name) + 1; w += 0.5f) {
      const std::string got = fitText(name, w, measure);
      ASSERT_TRUE(validUtf8(got)) << name << " at " << w;
      if (got == name) {
        EXPECT_LE(measure(name), w);
        continue;
      }
      ASSERT_TRUE(endsWithEllipsis(got)) << got;
      const std::string kept = got.substr(0, got.size() - 3);
      EXPECT_EQ(name.compare(0, kept.size(), kept), 0) << got << " starts " << name;
      if (got != kEll) {
        EXPECT_LE(measure(got), w) << got;
      }
      EXPECT_TRUE(kept.empty() || kept.back() != ' ') << got;
      // Never between a letter and its combining accent.
      if (kept.size() < name.size()) {
        const auto b = static_cast<unsigned char>(name[kept.size()]);
        EXPECT_NE(b, 0xCC) << got;
      }
      // The longest: the next cut point (next character and its accents) does not fit.
      size_t next = kept.size();
      while (next < name.size() && name[next] == ' ') ++next;
      do {
        ++next;
      } while (next < name.size() && !carc::app::textCutAllowed(name, next));
      if (next < name.size()) {
        EXPECT_GT(measure(name.substr(0, next) + kEll), w) << got << " at " << w;
      }
    }
  }
}

}  // namespace
