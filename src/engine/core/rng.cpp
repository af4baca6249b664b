// Rng is header-only; this unit keeps the engine library non-empty and checks the header compiles
// alone.
#include "engine/core/rng.h"
