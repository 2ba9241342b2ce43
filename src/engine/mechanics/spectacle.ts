// Spectacle (CR 702.137): "You may cast this spell for [cost] rather than its mana cost if an
// opponent lost life this turn." The life lost is any loss this turn, damage included (CR 120.3a,
// 119.3); how much, and how many opponents lost it, doesn't change the cost (Spawn of Mayhem's
// ruling). The engine knows the life lost in the scenario: before it, none is assumed. A new keyword
// with a cost: this file and its tests.
import type { AlternativeCost } from './types.js'

export const spectacle: AlternativeCost = {
  name: 'spectacle',
  keyword: 'Spectacle',
  keywords: [{ pattern: 'spectacle', family: 'alternative cost' }],
  rule: '702.137a',
  rules: ['702.137a'],
  summary: 'casts the spell for its spectacle cost if an opponent lost life this turn (702.137a)',
  hint: 'It has spectacle: cast it with cost "spectacle".',
  costOf: (a) => a.alternativeCosts.spectacle ?? null,
  check(ctx, _cost, why) {
    if (!ctx.opponentLostLife)
      return why()
        .say(`Spectacle needs an opponent to have lost life this turn (CR 702.137a), and none has in this scenario.`)
        .rule('702.137a')
    return null
  },
  cite: (notes) => notes.rule('702.137a', '118.9', '601.2f'),
}
