// Plot (CR 702.170): "Plot [cost]" means "Any time you have priority during your main phase while the
// stack is empty, you may exile this card from your hand and pay [cost]. It becomes a plotted card."
// (702.170a) — a special action that doesn't use the stack (702.170b, 116.2k). A plotted card's owner may
// cast it from exile without paying its mana cost during their main phase while the stack is empty,
// during any turn after the turn in which it became plotted; that follows the rules for alternative
// costs (702.170d, 118.9). The scenario action "plot" takes the special action (actions/special-exile.ts);
// the cast is `cost: "plot"`. A new keyword with a cost: this file, its test
// (test/engine/mechanics/plot.test.ts) and its line in mechanics/index.ts.
import { reason } from '../answers.js'
import { emptyCost } from '../mana/cost.js'
import type { AlternativeCost, SpecialExile } from './types.js'

const earlier = (turn: number | null, now: number | null) => turn !== null && now !== null && turn < now

export const plot = {
  name: 'plot' as const,
  keyword: 'Plot',
  keywords: [{ pattern: 'plot', family: 'alternative cost' }],
  rule: '702.170d',
  rules: ['702.170a', '702.170b', '702.170d'],
  summary:
    'exiles the card from your hand for its plot cost as a special action; on a later turn it may be cast from exile without paying its mana cost, as a sorcery (702.170a, 702.170d)',
  hint: 'It is plotted: cast it with cost "plot".',
  reachedOnlyByAction: true,
  // CR 702.170d: cast "without paying its mana cost", an alternative cost of nothing (118.9)
  costOf: (a) => (a.alternativeCosts.plot ? { text: '{0} (without paying its mana cost)', mana: emptyCost(), other: [] } : null),
  check(ctx, _cost, why) {
    if (ctx.zone !== 'exile' || ctx.designation?.as !== 'plotted')
      return why()
        .say(
          `Only a plotted card can be cast this way, from exile (CR 702.170d); ${ctx.name} is ${ctx.where}${ctx.zone === 'exile' ? ' and not plotted' : ''}.`,
        )
        .rule('702.170d')
    if (!ctx.ownerIsCaster)
      return why().say(`Only the owner of ${ctx.name}, a plotted card, may cast it this way (CR 702.170d).`).rule('702.170d')
    const { turn } = ctx.designation
    if (turn !== null && ctx.turn !== null && !earlier(turn, ctx.turn))
      return why()
        .say(
          `${ctx.name} became plotted this turn: it can be cast this way only during a turn after the one in which it became plotted (CR 702.170d).`,
        )
        .rule('702.170d')
    return null
  },
  unsure: (ctx) =>
    ctx.zone === 'exile' && ctx.designation?.as === 'plotted' && (ctx.designation.turn === null || ctx.turn === null)
      ? reason(
          `Arcanum can't tell whether a turn has ended since ${ctx.name} became plotted (the scenario doesn't say which turn it is), and a plotted card can be cast this way only during a later turn (CR 702.170d).`,
        ).rule('702.170d')
      : null,
  sorceryTiming: true,
  cite: (notes) => notes.rule('702.170d', '118.9', '601.2f'),
  special: {
    rule: '702.170a',
    cost: (a) => a.alternativeCosts.plot ?? null,
    timing: 'sorcery',
    designation: 'plotted',
    describe: 'Plot a card: exile it from your hand and pay its plot cost, a special action (CR 702.170a, 116.2k). It becomes plotted.',
  },
} satisfies AlternativeCost & { special: SpecialExile }
