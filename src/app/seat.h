#pragma once
// Who plays a seat: a person, or the computer at one of docs/ai.md's levels. A game with a
// computer seat keeps its seats in its record's header (`Seats: person, hard`), so a save
// reopens with the computer still playing; a game without one writes no such line.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace carc::app {

enum class Seat : uint8_t { kPerson, kEasy, kMedium, kHard };
inline constexpr Seat kSeats[] = {Seat::kPerson, Seat::kEasy, Seat::kMedium, Seat::kHard};
inline constexpr std::string_view kSeatsHeader = "Seats";

// The level's name as docs/ai.md and `carc arena` give it ("easy"...), "person" for a person.
std::string_view seatName(Seat s);
// The level `ai::levelConfig` takes, "" for a person.
std::string_view seatLevel(Seat s);
// A seat from its name; false for a name that is none.
bool seatFromName(std::string_view name, Seat& out);

// The header value for `seats` ("person, hard"), "" when every seat is a person's.
std::string seatsHeaderValue(const std::vector<Seat>& seats);
// The seats a header value gives `players` players; every seat a person's for a value that is
// not one name per player.
std::vector<Seat> seatsFromHeaderValue(std::string_view value, size_t players);

}  // namespace carc::app
