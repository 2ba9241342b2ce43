// Clause accounting for effects (src/engine/oracle/clauses.ts keeps every clause, understood or not):
// a spell's sentences that the effect modules read are understood — the spell carries them out as it
// resolves (resolve.ts) — and a permanent's static P/T abilities that continuous.ts applies are too.
// A clause becomes understood only when the engine really models it.
import { chooses, readStaticPT } from '../game/continuous.js'
import { COUNTING_CDA, readCountingCda } from '../game/cda.js'
import { readSelfReduction, SELF_REDUCTION } from '../game/cost-reductions.js'
import type { Clause } from '../oracle/types.js'
import { normalizeOracle } from '../oracle/text.js'
import { isInstantOrSorcery, unknownQualityWords, withClauses, type CardFace } from '../state/card.js'
import { readEffects } from './index.js'
import { spellEffects as stackSpellEffects } from '../game/spell-effects.js'
import { SPELL_EFFECT as STACK_SPELL_EFFECT } from '../game/effect-text.js'
import type { Effect } from './types.js'

export const SPELL_EFFECT = 'spell effect (carried out as it resolves)'
export const STATIC_PT = 'static power/toughness effect (CR 613.4c)'

const read = new WeakMap<CardFace, { face: CardFace; effects: Effect[] }>()

// an instant's or sorcery's sentences the stack's reader read (src/engine/game/effect-text.ts) are read here
// again: what the effect modules read, they carry out; the stack carries out only what they don't (e.g.
// "counter target spell"), so each clause has one reader and every effect happens once
const candidates = (face: CardFace) =>
  face.abilities.clauses.filter(
    (c) =>
      c.kind === 'sentence' &&
      ((!c.understood && !c.readAs.length) || (isInstantOrSorcery(face) && c.readAs.length === 1 && c.readAs[0] === STACK_SPELL_EFFECT)),
  )

function readUncached(face: CardFace): { face: CardFace; effects: Effect[] } {
  const all = candidates(face)
  if (!all.length) return { face, effects: [] }
  const marked = new Map<Clause, string>()
  // CR 601.2f, 118.7a: a spell's own cost reduction, applied as it is cast (src/engine/game/cost-reductions.ts)
  for (const c of all) if (readSelfReduction(normalizeOracle(c.text, face.name))) marked.set(c, SELF_REDUCTION)
  const open = all.filter((c) => !marked.has(c))
  let effects: Effect[] = []
  if (isInstantOrSorcery(face)) {
    const texts = open.map((c) => normalizeOracle(c.text, face.name))
    let r = readEffects(texts)
    // the stack's reader's leading sentences ("Counter target spell.") and every sentence after them read here,
    // numbered after the stack's targets: "Its controller mills two cards." is the controller of its target (608.2h)
    const lead = texts.findIndex((t, i) => open[i]!.readAs[0] !== STACK_SPELL_EFFECT || !r.unread.includes(t))
    const rest = texts.slice(lead)
    if (
      lead > 0 &&
      r.unread.length > lead &&
      open.slice(lead).every((c) => c.readAs[0] !== STACK_SPELL_EFFECT) &&
      !rest.some((t) => /\btargets?\b/i.test(t))
    ) {
      const after = readEffects(rest, stackSpellEffects(face)?.targets.length ?? 0)
      if (!after.unread.length) r = { ...after, unread: texts.slice(0, lead) }
    }
    // an unread clause with a target would throw off the numbering of the targets (CR 601.2c): then none is read,
    // unless the stack's reader carries it out and it comes before every clause read here, none of which has a
    // target ("Counter target spell. Scry 1."): the stack's targets are then numbered first, as written (608.2c)
    const unreadSet = new Set(r.unread)
    const targeted = (t: string) => /\btargets?\b/i.test(t)
    const stackFirst = texts.every((t, i) =>
      unreadSet.has(t)
        ? !targeted(t) || (open[i]!.readAs[0] === STACK_SPELL_EFFECT && texts.slice(0, i).every((u) => unreadSet.has(u)))
        : !targeted(t),
    )
    if ((!r.unread.some(targeted) || stackFirst) && r.effects.length) {
      effects = r.effects
      const unread = new Set(r.unread)
      texts.forEach((t, i) => {
        if (!unread.has(t)) marked.set(open[i]!, SPELL_EFFECT)
      })
    }
  } else {
    for (const c of open) {
      const text = normalizeOracle(c.text, face.name)
      const r = readStaticPT(text, (q) => !unknownQualityWords(q).length)
      if (r && chooses(face, r)) marked.set(c, STATIC_PT)
      else if (readCountingCda(text)) marked.set(c, COUNTING_CDA)
    }
  }
  if (!marked.size) return { face, effects }
  const clauses = face.abilities.clauses.map((c) => {
    const how = marked.get(c)
    return how ? { ...c, understood: true, readAs: [how], affects: [], rest: '' } : c
  })
  return { face: withClauses(face, clauses), effects }
}

/** A card's face with the effects the engine carries out accounted for as understood; cached per face. */
export function readFace(face: CardFace): CardFace {
  let r = read.get(face)
  if (!r) {
    r = readUncached(face)
    read.set(face, r)
    read.set(r.face, r)
  }
  return r.face
}

/** A spell's effects, as readFace read them (empty when none is read). */
export function spellEffects(face: CardFace): Effect[] {
  return (read.get(face) ?? readUncached(face)).effects
}
