#pragma once
// The base game's estimate (RuleSet::estimate): each player's expected final score, for computer
// players (a greedy ranking, a search's leaf). What they have, plus for each feature holding
// followers the value final scoring is expected to give its majority (completion odds from the
// open ends and the tiles left), plus what the followers still in hand are likely to bring.
// Cheap: a walk over the figures and their features, no search.
#include <vector>

namespace carc {

class Rules;
struct State;

// The model's numbers. The follower and growth weights were tuned by greedy-against-greedy
// games (400 paired games per setting; a follower in hand worth 0, 1.5, 4.5 or 6 points lost
// 23-47% against 3); the completion odds are data in estimate.cpp.
struct EstimateWeights {
  // Tiles a city or road is expected to gain per open end before it is finished or the game ends.
  double growthPerOpenEnd = 0.5;
  // A follower in hand: worth this many points while enough turns are left to use it, fading
  // over the last `handFadeTurns` turns of its owner; only as many as one every
  // `turnsPerFollower` of the owner's turns left count.
  double followerInHand = 3.0;
  double handFadeTurns = 8;
  double turnsPerFollower = 2.5;
  // Share of a cloister's empty neighbour cells expected to be filled: 1 - exp(-tilesLeft / this)
  // (fitted to the share filled by the game's end in the games that measured the completion odds
  // in estimate.cpp: 0.15 with 3 tiles left, 0.53 with 21, 0.82 with 51).
  double cloisterFillTiles = 28;
};

void estimateFinalScores(const Rules& r, const State& s, std::vector<double>& out,
                         const EstimateWeights& w = EstimateWeights{});

}  // namespace carc
