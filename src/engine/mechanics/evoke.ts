// Evoke (CR 702.74): "You may cast this card by paying [cost] rather than paying its mana cost", and
// "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." The engine
// records that trigger; it doesn't resolve triggered abilities, so where the permanent ends up is in
// doubt once it has entered. A new keyword with a cost: this file and its tests.
import type { AlternativeCost } from './types.js'

export const evoke: AlternativeCost = {
  name: 'evoke',
  keyword: 'Evoke',
  keywords: [{ pattern: 'evoke', family: 'alternative cost' }],
  rule: '702.74a',
  rules: ['702.74a'],
  summary: 'casts the card from your hand for its evoke cost; as it enters, a trigger makes its controller sacrifice it (702.74a)',
  hint: 'It has evoke: cast it with cost "evoke".',
  costOf: (a) => a.alternativeCosts.evoke ?? null,
  check(ctx, _cost, why) {
    if (ctx.zone !== 'hand' || !ctx.ownZone)
      return why().say(`Evoke casts the card from your hand (CR 702.74a); ${ctx.name} is ${ctx.where}.`).rule('702.74a', '601.3')
    return null
  },
  cite: (notes) => notes.rule('702.74a', '118.9', '601.2f'),
  entersTrigger: {
    text: (name) => `When ${name} enters, if its evoke cost was paid, its controller sacrifices it.`,
    rule: '702.74a',
    effect: 'its controller sacrifices it',
  },
}
