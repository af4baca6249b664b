#include "app/i18n.h"

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

const char* I18n::tr(std::string_view key) const {
  const std::string k(key);
  auto it = tables_[current_].find(k);
  if (it != tables_[current_].end()) return it->second.c_str();
  it = tables_[0].find(k);
  if (it != tables_[0].end()) return it->second.c_str();
  // Unknown key: remember it so the returned pointer stays valid.
  static std::unordered_map<std::string, std::string> missing;
  return missing.emplace(k, k).first->second.c_str();
}

std::string I18n::format(std::string_view key, const std::vector<std::string>& args) const {
  const std::string_view t = tr(key);
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

I18n& i18n() {
  static I18n instance;
  return instance;
}

std::string trf(std::string_view key, const std::vector<std::string>& args) {
  return i18n().format(key, args);
}

}  // namespace carc::app
