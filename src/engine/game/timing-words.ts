// The activation timing restrictions the timing rules check (src/engine/game/timing.ts, CR 602.5d),
// in a module of its own so the Oracle reader can use it.
export const TIMING_RESTRICTIONS = /\bactivate (?:only as a sorcery|only during your turn)\.?$/i
