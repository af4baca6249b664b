// Seats and their header line (seat.h).
#include "app/seat.h"

#include <iterator>

namespace carc::app {

namespace {

constexpr std::string_view kNames[] = {"person", "easy", "medium", "hard"};

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

}  // namespace

std::string_view seatName(Seat s) {
  return kNames[static_cast<size_t>(s)];
}

std::string_view seatLevel(Seat s) {
  return s == Seat::kPerson ? std::string_view() : seatName(s);
}

bool seatFromName(std::string_view name, Seat& out) {
  for (size_t i = 0; i < std::size(kNames); ++i)
    if (kNames[i] == name) {
      out = static_cast<Seat>(i);
      return true;
    }
  return false;
}

std::string seatsHeaderValue(const std::vector<Seat>& seats) {
  bool computer = false;
  std::string out;
  for (Seat s : seats) {
    computer |= s != Seat::kPerson;
    out += (out.empty() ? "" : ", ") + std::string(seatName(s));
  }
  return computer ? out : std::string();
}

std::vector<Seat> seatsFromHeaderValue(std::string_view value, size_t players) {
  std::vector<Seat> seats;
  while (!value.empty() || seats.size() < players) {
    const size_t comma = value.find(',');
    Seat s = Seat::kPerson;
    if (!seatFromName(trimmed(value.substr(0, comma)), s) || seats.size() == players)
      return std::vector<Seat>(players, Seat::kPerson);
    seats.push_back(s);
    value = comma == std::string_view::npos ? std::string_view() : value.substr(comma + 1);
  }
  return seats;
}

}  // namespace carc::app
