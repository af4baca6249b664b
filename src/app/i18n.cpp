#include "app/i18n.h"

#include <cstdio>

#include "engine/assets.h"

namespace carc::app {
namespace {

constexpr const char* kCodes[] = {"en", "ro", "cs"};  // English first: the fallback

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

std::unordered_map<std::string, std::string> parse(std::string_view text) {
  std::unordered_map<std::string, std::string> out;
  while (!text.empty()) {
    const size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    line = trim(line);
    if (line.empty() || line.front() == '#') continue;
    const size_t eq = line.find('=');
    if (eq == std::string_view::npos) continue;
    std::string value;
    const std::string_view raw = trim(line.substr(eq + 1));
    for (size_t i = 0; i < raw.size(); ++i) {
      if (raw[i] == '\\' && i + 1 < raw.size() && raw[i + 1] == 'n') {
        value += '\n';
        ++i;
      } else {
        value += raw[i];
      }
    }
    out[std::string(trim(line.substr(0, eq)))] = std::move(value);
  }
  return out;
}

// t with {0}, {1}, ... replaced by args (a placeholder without an argument is dropped).
std::string fill(std::string_view t, const std::vector<std::string>& args) {
  std::string out;
  for (size_t i = 0; i < t.size(); ++i) {
    if (t[i] == '{' && i + 2 < t.size() && t[i + 2] == '}' && t[i + 1] >= '0' && t[i + 1] <= '9') {
      const size_t a = static_cast<size_t>(t[i + 1] - '0');
      if (a < args.size()) out += args[a];
      i += 2;
    } else {
      out += t[i];
    }
  }
  return out;
}

}  // namespace

I18n::I18n() {
  for (const char* code : kCodes) {
    const std::string_view text = assets::find(std::string("i18n/") + code + ".txt");
    if (text.empty() && !languages_.empty()) continue;
    tables_.push_back(parse(text));
    const auto name = tables_.back().find("language.name");
    languages_.push_back({code, name == tables_.back().end() ? code : name->second});
  }
}

bool I18n::select(std::string_view code) {
  for (size_t i = 0; i < languages_.size(); ++i)
    if (languages_[i].code == code) {
      if (current_ != i) ++revision_;
      current_ = i;
      return true;
    }
  return false;
}

const std::string* I18n::find(size_t table, const std::string& key) const {
  const auto it = tables_[table].find(key);
  return it == tables_[table].end() ? nullptr : &it->second;
}

const char* I18n::tr(std::string_view key) const {
  const std::string k(key);
  if (const std::string* t = find(current_, k)) return t->c_str();
  if (const std::string* t = find(0, k)) return t->c_str();
  // Unknown key: shown as itself.
  const auto [it, added] = missing_.insert(k);
  if (added) {
    missingOrder_.push_back(k);
    // A console error in the browser: every browser test fails on a raw key shown.
    std::fprintf(stderr, "i18n: no text for key '%s'\n", k.c_str());
  }
  return it->c_str();
}

const char* I18n::plural(std::string_view key, long long n) const {
  const std::string base = std::string(key) + ".";
  const std::string own = base + pluralCategory(code(), n), other = base + "other";
  if (const std::string* t = find(current_, own)) return t->c_str();
  if (const std::string* t = find(current_, other)) return t->c_str();
  // Not translated: English's form for n (its rule, not the current language's).
  if (const std::string* t = find(0, base + pluralCategory(languages_[0].code, n)))
    return t->c_str();
  if (const std::string* t = find(0, other)) return t->c_str();
  return tr(key);
}

std::string I18n::format(std::string_view key, const std::vector<std::string>& args) const {
  return fill(tr(key), args);
}

std::vector<std::string> I18n::formatEach(std::string_view key,
                                          const std::vector<std::string>& args) const {
  std::vector<std::string> out;
  const std::string k(key);
  for (size_t i = 0; i < tables_.size(); ++i)
    if (const std::string* t = find(i, k)) out.push_back(fill(*t, args));
  return out;
}

std::string I18n::formatPlural(std::string_view key, long long n,
                               const std::vector<std::string>& args) const {
  return fill(plural(key, n), args);
}

I18n& i18n() {
  static I18n instance;
  return instance;
}

std::string trf(std::string_view key, const std::vector<std::string>& args) {
  return i18n().format(key, args);
}

std::string trn(std::string_view key, long long n, const std::vector<std::string>& args) {
  return i18n().formatPlural(key, n, args);
}

std::string trCount(std::string_view key, long long n) {
  return trn(key, n, {std::to_string(n)});
}

}  // namespace carc::app
