// Surge (CR 702.117): "Surge [cost]" means "You may pay [cost] rather than pay this spell's mana cost as you
// cast this spell if you or one of your teammates has cast another spell this turn." (702.117a) The other
// spell may have resolved, been countered or still be on the stack (Crush of Tentacles's ruling); a copy
// isn't cast (707.10). The engine knows the spells cast in the scenario: before it, none is assumed, as for
// spectacle. The mana value doesn't change (ruling). A new keyword with a cost: this file, its test
// (test/engine/mechanics/surge.test.ts) and its line in mechanics/index.ts.
import type { AlternativeCost } from './types.js'

export const surge: AlternativeCost = {
  name: 'surge',
  keyword: 'Surge',
  keywords: [{ pattern: 'surge', family: 'alternative cost' }],
  rule: '702.117a',
  rules: ['702.117a'],
  summary: 'casts the spell for its surge cost if you cast another spell this turn (702.117a)',
  hint: 'It has surge: cast it with cost "surge".',
  costOf: (a) => a.alternativeCosts.surge ?? null,
  check(ctx, _cost, why) {
    if (ctx.zone !== 'hand' || !ctx.ownZone)
      return why()
        .say(`Surge is an alternative cost of a spell cast from your hand here; ${ctx.name} is ${ctx.where} (CR 702.117a, 601.3).`)
        .rule('702.117a', '601.3')
    if (!ctx.castAnotherSpellThisTurn)
      return why()
        .say(`Surge needs you to have cast another spell this turn (CR 702.117a), and you haven't in this scenario.`)
        .rule('702.117a')
    return null
  },
  cite: (notes) => notes.rule('702.117a', '118.9', '601.2f'),
}
