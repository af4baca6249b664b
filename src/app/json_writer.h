#pragma once
// A minimal JSON writer for the test hook (objects, arrays, numbers, strings, booleans).
#include <cstdio>
#include <string>

namespace carc::app {

class JsonWriter {
 public:
  JsonWriter& key(const char* k) {
    comma();
    str(k);
    out_ += ':';
    fresh_ = true;
    return *this;
  }
  JsonWriter& beginObject() { return open('{'); }
  JsonWriter& endObject() { return close('}'); }
  JsonWriter& beginArray() { return open('['); }
  JsonWriter& endArray() { return close(']'); }
  JsonWriter& value(const std::string& s) {
    comma();
    str(s.c_str());
    return *this;
  }
  JsonWriter& value(const char* s) { return value(std::string(s ? s : "")); }
  JsonWriter& value(bool b) {
    comma();
    out_ += b ? "true" : "false";
    return *this;
  }
  JsonWriter& value(int v) {
    comma();
    out_ += std::to_string(v);
    return *this;
  }
  JsonWriter& value(double v) {
    comma();
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    out_ += buf;
    return *this;
  }
  JsonWriter& null() {
    comma();
    out_ += "null";
    return *this;
  }
  template <class T>
  JsonWriter& field(const char* k, const T& v) {
    key(k);
    return value(v);
  }
  const std::string& str() const { return out_; }

 private:
  JsonWriter& open(char c) {
    comma();
    out_ += c;
    fresh_ = true;
    return *this;
  }
  JsonWriter& close(char c) {
    out_ += c;
    fresh_ = false;
    return *this;
  }
  void comma() {
    if (!fresh_ && !out_.empty()) out_ += ',';
    fresh_ = false;
  }
  void str(const char* s) {
    out_ += '"';
    for (; *s; ++s) {
      const unsigned char c = static_cast<unsigned char>(*s);
      if (c == '"' || c == '\\') {
        out_ += '\\';
        out_ += static_cast<char>(c);
      } else if (c < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        out_ += buf;
      } else {
        out_ += static_cast<char>(c);
      }
    }
    out_ += '"';
  }
  std::string out_;
  bool fresh_ = true;
};

}  // namespace carc::app
