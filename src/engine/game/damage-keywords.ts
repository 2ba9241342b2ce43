// The keywords the game core models, each with the rule it follows: their effects on damage and on
// state-based actions are applied by src/engine/game (damage.ts, state-based-actions.ts), so the
// Oracle reader counts them as understood.
export const DAMAGE_KEYWORDS = {
  deathtouch: '702.2b', // destroyed by any damage from it (704.5h)
  lifelink: '702.15b', // its controller gains that much life (120.3f)
  infect: '702.90b', // -1/-1 counters to creatures, poison to players (120.3b, 120.3d)
  wither: '702.80a', // -1/-1 counters to creatures (120.3d)
  indestructible: '702.12b', // not destroyed by lethal damage or deathtouch (704.5g–h)
} as const
export type DamageKeyword = keyof typeof DAMAGE_KEYWORDS
