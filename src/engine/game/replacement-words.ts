// Replacement effects the engine applies, as printed (CR 614.1): pure text, for the Oracle reader
// (src/engine/oracle/clauses.ts) and the modules that apply them.

/** Applied by game/empty-library-draw.ts wherever a card is drawn (Jace, Wielder of Mysteries; Laboratory Maniac). */
export const WINS_INSTEAD = /^if you would draw a card while your library has no cards in it, you win the game instead\.?$/i
