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
