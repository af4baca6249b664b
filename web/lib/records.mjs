// Short La Porxada positions for browser tests: the opening turns of games from
// `carc random --players 2 --expansions la-porxada --seed N`, cut where La Porxada is placed; a
// test adds the rest of that turn (its decisions) when it needs them.
const header = (seed) => `Carcassonne 1\nMode: base\nPlayers: P1, P2\nExpansions: la-porxada\nSeed: ${seed}\n\n`;

// Seed 56: Player 2 has two followers, Player 1 two: four swaps, listed at once.
export const FOUR_SWAPS = `${header(56)}1. A -1,0 r3 -
2. U -1,-1 r0 NNW
3. H -2,0 r0 S
4. W 1,0 r2 N
5. U -3,0 r1 N
6. U 0,1 r0 -
7. N -1,-2 r1 -
8. LP 0,-2 r0`;

// Seed 5: Player 1 has two followers, Player 2 three: six swaps, in two steps. The game went on
// with swap@-1,1:NNW=1,2:SSE, refused by P2 at the cost of the follower at 1,0.
export const SIX_SWAPS = `${header(5)}1. G 0,1 r0 NNW
2. R 1,1 r0 N
3. E -1,1 r1 NNW
4. F 1,2 r0 SSE
5. U -1,0 r0 -
6. P 1,0 r2 NNW
7. LP 2,0 r0`;

// Seed 103: P1 places La Porxada and may swap their follower at -1,0 with P2's at 0,1; the game
// went on with swap@-1,0:NNW=0,1:S, accepted by P2.
export const ONE_SWAP = `${header(103)}1. S 0,-1 r3 E
2. U 1,0 r0 ESE
3. V -1,0 r3 NNW
4. E 0,1 r2 S
5. LP 0,-2 r0`;

// The Castle + Falcon: `carc random --mode castle --players 2 --expansions falcon --seed 69`,
// cut before its last token (final wall:P2=4@5,7:N): at the game end P2's wall tile 4 scores an
// unfinished feature they pick on the board.
export const CASTLE_WALL_FINISH = `Carcassonne 1
Mode: castle
Players: P1, P2
Expansions: falcon
Seed: 69

1. A2 0,3 r0 king@S
2. P11 0,5 r1 falconer@N
3. P3 9,2 r1 N
4. H1 8,2 r3 W
5. M1 8,3 r0 -
6. P4 1,5 r2 king@S
7. H3 2,5 r1 falconer@N
8. A1 5,9 r0 N
9. T2 2,6 r1 E
10. A3 1,4 r1 -
11. P3 9,4 r0 NNE
12. P5 2,0 r3 NNW
13. P1 0,2 r0 N
14. P2 1,0 r1 -
15. B2 7,2 r0 -
16. T1 2,4 r3 -
17. A3 6,2 r1 E
18. P9 0,4 r3 W
19. K6 6,1 r0 -
20. Q1 1,1 r1 N
21. Q3 0,6 r3 E
22. P9 6,9 r0 N
23. H2 2,3 r0 N
24. Q2 3,6 r0 E
25. T2 6,0 r2 -
26. A4 8,4 r3 -
27. P3 3,4 r1 -
28. K1 8,5 r1 E
29. P5 4,4 r0 -
30. K1 5,0 r0 -
31. K2 5,2 r0 -
32. Q1 1,6 r0 -
33. P8 1,7 r0 -
34. K1 4,2 r1 -
35. K5 8,9 r0 -
36. H1 3,2 r0 -
37. B1 5,1 r0 -
38. H1 3,1 r3 -
39. M4 4,6 r3 -
40. M3 4,1 r3 -
41. P6 8,8 r0 -
42. M3 2,2 r0 -
43. Q2 0,7 r3 -
44. P10 7,4 r0 -
45. H4 4,7 r3 E
46. P3 4,8 r1 -
47. Q3 2,1 r3 -
48. P7 5,8 r0 -
49. Q5 7,8 r1 -
50. K3 4,0 r1 -
51. Q5 4,5 r3 -
52. P1 9,3 r0 N
53. M4 6,3 r0 -
54. Q1 3,8 r2 E
55. P6 5,5 r2 -
56. K2 6,4 r2 -
57. P10 8,6 r3 -
58. M1 3,3 r0 -
59. A5 2,8 r2 N
60. P1 7,6 r1 -
61. T1 0,8 r3 -
62. A4 7,7 r2 -
63. P7 3,9 r0 -
64. M2 5,3 r0 -
65. P2 3,7 r0 -
66. H5 0,9 r1 -
67. T3 3,0 r0 -
68. Q4 6,6 r1 -
69. A5 9,5 r1 -
70. B1 1,9 r0 S tower:4
71. M1 7,1 r0 -
72. P5 6,8 r2 -
73. H2 1,2 r1 -
discard K4
74. P1 5,7 r0 N
75. A1 0,0 r1 -
discard T1
discard H1`;

// The Castle + Falcon's follower step with the king and the falconer offered: `carc random --mode
// castle --players 2 --expansions falcon --seed 22` cut after turn 4's placement, where P2 (both
// figures in hand) put the king on a path with a fountain, 2 tiles: 4 points.
export const CASTLE_KING_STEP = `Carcassonne 1
Mode: castle
Players: P1, P2
Expansions: falcon
Seed: 22

1. M1 9,2 r0 falconer@N
2. T2 8,9 r2 S
3. K2 0,5 r2 N
4. P2 0,7 r1`;
