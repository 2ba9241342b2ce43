// triggerCount: how many times its abilities triggered; without "of", how many events of a kind happened (CR 603.2).
import { reason } from '../../answers.js'
import { addDoubts, touching, type Doubt } from '../../doubts.js'
import { battlefieldDoubts, doubtsFor, skippedEventDoubts, skippedEventCounts } from '../../state/doubts.js'
import type { Game } from '../../state/game.js'
import { defineQuestion, done, type Partial, type QuestionOf } from '../module.js'

export default defineQuestion({
  kinds: ['triggerCount'],
  references(q, check, path) {
    if (q.of !== undefined) check.ref(q.of, `${path}.of`)
  },
  // a count of what happened: where its source is now doesn't change what triggered before (CR 603.2)
  sameInEveryZone: 'what triggered is a count of past events (CR 603.2), not of where the object is now',
  doubts(game, q) {
    if (q.event) {
      // an ability the engine can't read matters only if it could trigger on this kind of event
      const words = EVENT_WORDS[q.event]
      return unfilteredDoubts(game, q).filter((d) => !d.aspects?.includes('trigger') || words.test(d.text))
    }
    return unfilteredDoubts(game, q)
  },
  answer: (game, q) => triggerCount(game, q),
})

function unfilteredDoubts(game: Game, q: QuestionOf<'triggerCount'>): Doubt[] {
  if (q.of === undefined) {
    const out = addDoubts([...game.doubts], battlefieldDoubts(game, ['trigger']))
    // a triggered ability whose event the engine can't classify could have triggered on anything (state/card.ts)
    for (const p of game.battlefield()) addDoubts(out, touching(p.face.clauseDoubts, ['trigger']))
    // an effect the engine skipped may have made objects enter, die or change (a token copy of a card with an
    // enters ability, CR 707.2, 603.6a): what that triggered is in doubt when an object in the game has a triggered ability
    addDoubts(out, skippedEventDoubts(game))
    // a count of events (no "of") rests on the events a skipped effect could have made, triggered ability or not
    if (q.event) addDoubts(out, skippedEventCounts(game))
    return out
  }
  return doubtsFor(game, [game.current(q.of)], ['trigger'])
}

/** Words a triggered ability names the game event with (for triggerCount's event filter). */
const EVENT_WORDS: Record<NonNullable<QuestionOf<'triggerCount'>['event']>, RegExp> = {
  cast: /\bcasts?\b/i,
  cycle: /\bcycles?\b/i,
  discard: /\bdiscards?\b/i,
  draw: /\bdraws?\b/i,
  enters: /\benters?\b/i,
  shuffle: /\bshuffles?\b/i,
  search: /\bsearch(?:es)?\b/i,
  tappedForMana: /\btap(?:s|ped)?\b[^.]*\bfor mana\b/i,
}

function triggerCount(game: Game, q: QuestionOf<'triggerCount'>): Partial {
  if (q.of !== undefined) {
    const records = game.triggers.filter((t) => t.sourceRef === q.of && (!q.event || t.event === q.event || t.kind === q.event))
    const name = game.current(q.of)?.face.name ?? game.cards.get(q.of)?.name ?? q.of
    const why = reason(
      records.length
        ? `${name}'s triggered abilit${records.length === 1 ? 'y' : 'ies'} triggered ${records.length} time${records.length === 1 ? '' : 's'}: ${records.map((r) => `"${r.text}" (${r.cause})`).join('; ')} (CR 603.2).`
        : `No triggered ability of ${name} triggered${q.event ? ` on ${q.event}` : ''} (CR 603.2).`,
    ).rule('603.2')
    if (records.some((r) => r.event === 'cycleOrDiscard')) why.rule('702.29d').ruling('cycling.cycleOrDiscardOnce', name)
    if (records.some((r) => r.event === 'cycleSelf')) why.rule('702.29c')
    if (records.some((r) => r.event === 'castKickedSpell' || r.event === 'castSpell')) why.rule('601.2i')
    if (records.some((r) => r.event === 'tappedForMana')) why.rule('106.12a')
    if (records.some((r) => r.event === 'enters')) why.rule('603.6a')
    if (records.some((r) => r.event === 'shuffle')) why.rule('701.24a')
    return done(records.length, why, { detail: { triggers: records.map((r) => ({ event: r.event, text: r.text, cause: r.cause })) } })
  }
  if (!q.event) return done(game.triggers.length, reason(`${game.triggers.length} abilities triggered in all (CR 603.2).`).rule('603.2'))
  const events = game.events.filter((e) => e.kind === q.event)
  const why = reason(
    `${events.length} ${q.event} event${events.length === 1 ? '' : 's'} happened, so an ability that triggers on each would trigger ${events.length} time${events.length === 1 ? '' : 's'}.`,
  )
  if (q.event === 'shuffle')
    why
      .say(
        'A shuffle triggers such abilities even when the library has zero or one cards (CR 701.24e), and a search that finds cards still shuffles the rest (CR 701.24b).',
      )
      .rule('701.24a', '701.24b', '701.24e')
  if (q.event === 'search') why.rule('701.23a')
  return done(events.length, why, { detail: { events: events.map((e) => e.detail) } })
}
