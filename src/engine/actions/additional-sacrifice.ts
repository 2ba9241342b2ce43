// An additional cost printed as a sentence of its own: "As an additional cost to cast this spell, sacrifice a
// creature." (CR 601.2b, 118.8). Costs are paid as the spell is cast, before any player receives priority
// (601.2h, 117.3c): the permanent is gone before anyone can respond. With exactly as many permanents as the cost
// asks for, the payment is forced; with more, the caster chooses (701.21a) and the scenario can't say which: each
// candidate may have been sacrificed, so what rests on any of them is in doubt.
import { reason, type Reason } from '../answers.js'
import { addDoubts, doubt, type Doubt } from '../doubts.js'
import { numberWord } from '../oracle/text.js'
import { matchesQuality, unknownQualityWords, type CardFace } from '../state/card.js'
import { doubtsFor } from '../state/doubts.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'
import { fireTriggers } from '../state/triggers.js'

const AS_ADDITIONAL_COST = /^as an additional cost to cast (?:this spell|~), (sacrifice [^.]+?)\.?$/i

/** "Sacrifice a Mountain", "Sacrifice two creatures": how many of what, or null when the engine can't read it (CR 701.21a). */
export function readSacrifice(part: string): { need: number; quality: string } | null {
  const m = /^sacrifice (a|an|one|two|three|four|five) ([\w ]+?)$/i.exec(part)
  if (!m) return null
  const need = numberWord(m[1]!) ?? 1
  const quality = need > 1 ? m[2]!.replace(/\b(creature|land|artifact|enchantment|permanent)s\b/gi, '$1') : m[2]!
  return unknownQualityWords(quality).length ? null : { need, quality }
}

/** The sacrifices a card's text asks for as an additional cost to cast it ("sacrifice a creature"). */
export function additionalSacrifices(face: CardFace): string[] {
  const out: string[] = []
  for (const c of face.abilities.clauses) {
    const m = AS_ADDITIONAL_COST.exec(c.text.replaceAll(face.name, '~'))
    if (m) out.push(m[1]!)
  }
  return out
}

/** The permanents a player could sacrifice for a part of a cost (CR 701.21a: only permanents they control). */
export function sacrificeCandidates(game: Game, quality: string, controller: PlayerId, spell: GameObject): GameObject[] {
  return game.battlefield().filter((o) => o.controller === controller && o !== spell && matchesQuality(o.face, quality))
}

/**
 * Pay a spell's additional sacrifices as it is cast (CR 601.2h). What the cast's legality rests on, the
 * permanents sacrificed rest on too: had the cast been illegal, nothing would have been sacrificed (CR 732).
 */
export function payAdditionalSacrifices(game: Game, spell: GameObject, controller: PlayerId, why: Reason) {
  const legality = doubtsFor(game, [spell], ['cast'])
  for (const part of additionalSacrifices(spell.face)) {
    const read = readSacrifice(part)
    if (!read) continue
    const candidates = sacrificeCandidates(game, read.quality, controller, spell)
    // fewer than it asks for: it can't be paid, and the cast's legality says so (actions/cast.ts)
    if (candidates.length < read.need) continue
    if (candidates.length > read.need) {
      const d = doubt(
        `Arcanum doesn't know which ${read.quality} ${controller === game.you ? 'you' : controller} sacrificed to pay "${part}" as ${spell.face.name} was cast: the scenario doesn't say (CR 601.2h, 701.21a).`,
        ['601.2h', '701.21a'],
      )
      for (const c of candidates) game.doubt(c, [d])
      // what a sacrificed permanent's dying set off is in doubt too (CR 603.2, 700.4)
      game.effectDoubts.push({ doubt: d, cardRef: spell.cardRef, within: new Set(candidates.map((c) => c.id)) })
      addDoubts(game.doubts, [d])
      why.say(`Which ${read.quality} was sacrificed to pay "${part}" isn't known.`)
      continue
    }
    for (const p of candidates) {
      const s = reason(
        `${p.face.name} was sacrificed to pay "${part}", an additional cost of ${spell.face.name}, as it was cast — the only ${read.quality} that could be (CR 601.2h, 701.21a).`,
      ).rule('601.2h', '701.21a')
      const next = game.move(p, 'graveyard', s)
      why.say(s.text).merge(s)
      if (!next) p.departure = s.say('A token that leaves the battlefield ceases to exist (CR 111.7).').rule('111.7')
      if (next && legality.length) game.doubt(next, sacrificedIfLegal(spell, p, legality))
      fireTriggers(game, { kind: 'dies', permanents: [p] }, `${p.face.name} was sacrificed`)
    }
  }
}

const sacrificedIfLegal = (spell: GameObject, p: GameObject, legality: Doubt[]): Doubt[] => [
  doubt(
    `Arcanum can't be sure ${spell.face.name} was cast legally, so it can't be sure ${p.face.name} was sacrificed to pay its cost (CR 601.2h, 732): ${legality.map((d) => d.text).join(' ')}`,
    ['601.2h'],
  ),
]
