// Escape (CR 702.138): "You may cast this card from your graveyard by paying [cost] rather than
// paying its mana cost." The cost usually includes exiling other cards from your graveyard, which
// must be there to pay it (CR 601.2h). A new keyword with a cost: this file and its tests.
import type { AlternativeCost } from './types.js'

const EXILE_OTHERS = /^exile (\w+) other cards? from your graveyard$/i
const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }

export const escapeCost: AlternativeCost = {
  name: 'escape',
  keyword: 'Escape',
  keywords: [{ pattern: 'escape', family: 'alternative cost' }],
  rule: '702.138a',
  rules: ['702.138a'],
  summary: 'casts the card from your graveyard for its escape cost, other cards it exiles included (702.138a, 601.2h)',
  hint: 'It has escape: cast it with cost "escape".',
  costOf: (a) => a.alternativeCosts.escape ?? null,
  check(ctx, cost, why) {
    if (ctx.zone !== 'graveyard' || !ctx.ownZone)
      return why().say(`Escape works only while the card is in your graveyard; ${ctx.name} is ${ctx.where} (CR 702.138a).`).rule('702.138a')
    for (const part of cost.other) {
      const m = EXILE_OTHERS.exec(part)
      const n = m ? (NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1])) : NaN
      if (Number.isFinite(n) && n > ctx.otherCardsInGraveyard)
        return why()
          .say(
            `Its escape cost includes "${part}", and only ${ctx.otherCardsInGraveyard} other card${ctx.otherCardsInGraveyard === 1 ? ' is' : 's are'} in your graveyard: a cost that can't be paid can't be paid (CR 702.138a, 601.2h).`,
          )
          .rule('702.138a', '601.2h')
    }
    return null
  },
  checksCostPart: (part) => EXILE_OTHERS.test(part),
  cite: (notes) => notes.rule('702.138a', '118.9', '601.2f'),
}
