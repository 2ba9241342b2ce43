// Copying the spell itself as many times as spells were cast before it this turn (storm, CR 702.40a): "copy ~
// for each other spell that was cast before it this turn". Each copy is put on the stack with the spell's
// targets and choices (707.10, 707.10c); "You may choose new targets for the copies" is the chooseTargets
// action on a copy (its ref is the spell's with "-storm-1", "-storm-2"…). The spells counted are those the
// scenario cast this turn, by every player (the cast records them); a spell that has left the stack before
// this resolves is copied from its last known information (707.10), which the engine doesn't model: unsupported.
import { reason } from '../answers.js'
import { copySpell } from '../game/copy-spell.js'
import { doubt } from '../doubts.js'
import type { EffectModule, EffectResult } from './types.js'

const COPY_PER_SPELL = /^copy ~ for each other spell (?:that was )?cast before it this turn$/i
const NEW_TARGETS = /^(?:if the spell has any targets, )?you may choose new targets for (?:any of )?the copies$/i

export const copySelf: EffectModule<'copySelf'> = {
  kind: 'copySelf',
  read(c) {
    if (COPY_PER_SPELL.test(c)) return { kind: 'copySelf', newTargets: false, text: c, rules: ['702.40a', '707.10'] }
    // CR 707.10c: new targets are chosen for a copy with the chooseTargets action; the copies keep the spell's until then
    if (NEW_TARGETS.test(c)) return { kind: 'copySelf', newTargets: true, text: c, rules: ['707.10c'] }
    return null
  },
  apply(game, e, ctx) {
    if (e.newTargets)
      return {
        ok: true,
        why: reason("The copies keep the spell's targets: no new ones were chosen for them (CR 707.10c).").rule('707.10c'),
        doubts: [],
      }
    const spell = ctx.source
    const count = spell.cast?.castBefore
    if (spell.zone !== 'stack' || count === undefined)
      return notCopied(
        `Arcanum can't carry out "${e.text}": ${spell.face.name} is no longer on the stack, and a copy made from its last known information isn't modeled (CR 707.10, 608.2h).`,
      )
    const why = reason(
      `${count === 1 ? '1 other spell was' : `${count} other spells were`} cast before ${spell.face.name} this turn, so it is copied ${count === 1 ? 'once' : `${count} times`} (CR 702.40a).`,
    ).rule('702.40a')
    for (let i = 1; i <= count; i++) {
      const r = copySpell(game, spell.ref, `${spell.ref}-storm-${i}`, ctx.controller)
      if (!r.ok) return notCopied(`Arcanum can't carry out "${e.text}": ${r.why.text}`)
      if (i === 1) why.say(r.why.text).merge(r.why)
    }
    return { ok: true, why, doubts: [] }
  },
}

/** Copies not made: what is on the stack, and anything the copies would have done, are in doubt (CR 707.10). */
const notCopied = (text: string): EffectResult => ({ ok: null, why: reason(), doubts: [doubt(text, ['707.10', '608.2h'])] })
