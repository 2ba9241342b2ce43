// Auras and Equipment attached to permanents (CR 301.5, 303.4): what an Aura may enchant, read from
// its enchant keyword (702.5a: "Enchant creature", "Enchant land", "Enchant creature you control"),
// which permanent each is attached to, and the state-based actions about them: an Aura attached to an
// illegal object or to nothing goes to its owner's graveyard (704.5m, 303.4c–d); an Equipment attached
// to an illegal permanent becomes unattached and stays on the battlefield (704.5n, 301.5c). An Aura on
// the battlefield whose attachment the scenario doesn't give is a doubt, never a guess: whoever put it
// there chose what it enchants (303.4f). Pure reading and lookups; the state-based actions are
// performed by state-based-actions.ts.
import { doubt, type Doubt } from '../doubts.js'
import { matchesQuality, type CardFace } from '../state/card.js'
import type { Game, GameObject } from '../state/game.js'
import { readEnchant, type Enchant } from './enchant.js'
import { readTargetPhrase, type TargetSpec } from './target-phrases.js'

export { readEnchant, type Enchant } from './enchant.js'

export const isAura = (face: CardFace) =>
  face.type.types.includes('enchantment') && face.type.subtypes.some((s) => s.toLowerCase() === 'aura')
export const isEquipment = (face: CardFace) =>
  face.type.types.includes('artifact') && face.type.subtypes.some((s) => s.toLowerCase() === 'equipment')

const ENCHANTS = new WeakMap<CardFace, Enchant | null>()

/** An Aura's enchant ability, if it has exactly one the engine reads. */
export function enchantOf(face: CardFace): Enchant | null {
  let e = ENCHANTS.get(face)
  if (e === undefined) {
    const found = face.abilities.clauses.filter((c) => /^enchant\b/i.test(c.text))
    e = found.length === 1 ? readEnchant(found[0]!.text) : null
    ENCHANTS.set(face, e)
  }
  return e
}

/** The target an Aura spell requires, defined by its enchant ability (CR 303.4a), as the stack checks it. */
export function auraTargetSpec(face: CardFace): TargetSpec | null {
  if (!isAura(face)) return null
  const e = enchantOf(face)
  if (!e) return null
  const who = e.controller === 'you' ? ' you control' : e.controller === 'opponent' ? ' an opponent controls' : ''
  return readTargetPhrase(`target ${e.quality}${who}`)
}

/** The permanent an Aura or Equipment is attached to now, or null (never attached, or that object left: CR 400.7). */
export function attachedObject(game: Game, obj: GameObject): GameObject | null {
  if (obj.zone !== 'battlefield' || obj.attachedTo === undefined || obj.attachedTo === null) return null
  const to = game.objects.get(obj.attachedTo)
  return to?.zone === 'battlefield' ? to : null
}

/** Could this Aura legally enchant that permanent (CR 303.4c–d, 702.5a)? */
export function canEnchant(aura: GameObject, obj: GameObject): boolean {
  const e = enchantOf(aura.face)
  if (!e || obj.id === aura.id || obj.zone !== 'battlefield') return false
  if (e.controller === 'you' && obj.controller !== aura.controller) return false
  if (e.controller === 'opponent' && obj.controller === aura.controller) return false
  return e.quality.split(' or ').some((q) => q === 'permanent' || matchesQuality(obj.face, q))
}

export type AttachmentAction =
  | { kind: 'graveyard'; obj: GameObject; rule: '704.5m'; text: string }
  | { kind: 'unattach'; obj: GameObject; rule: '704.5n'; text: string }

const unknownAura = (aura: GameObject): Doubt =>
  doubt(
    `Arcanum doesn't know what ${aura.face.name} is attached to: the scenario doesn't say ("attachedTo"), and an Aura put onto the battlefield other than by resolving is attached to what its controller chooses (CR 303.4f, 704.5m) (${aura.face.name}).`,
    ['303.4f', '704.5m'],
  )

/**
 * The state-based actions about attachments that apply now (CR 704.5m, 704.5n), and the Auras whose
 * attachment the engine doesn't know or whose enchant ability it doesn't read (doubts, by Aura).
 */
export function attachmentActions(game: Game): { actions: AttachmentAction[]; doubts: Map<GameObject, Doubt[]> } {
  const actions: AttachmentAction[] = []
  const doubts = new Map<GameObject, Doubt[]>()
  for (const p of game.battlefield()) {
    const name = p.face.name
    if (isAura(p.face)) {
      if (p.attachedTo === undefined) {
        doubts.set(p, [unknownAura(p)])
        continue
      }
      if (!enchantOf(p.face)) {
        doubts.set(p, [
          doubt(`Arcanum doesn't read ${name}'s enchant ability, so it can't tell what it may enchant (CR 702.5a) (${name}).`, ['702.5a']),
        ])
        continue
      }
      const to = attachedObject(game, p)
      if (!to)
        actions.push({
          kind: 'graveyard',
          obj: p,
          rule: '704.5m',
          text: `${name} wasn't attached to an object (what it enchanted left the battlefield) and was put into its owner's graveyard (CR 704.5m, 303.4c).`,
        })
      else if (!canEnchant(p, to))
        actions.push({
          kind: 'graveyard',
          obj: p,
          rule: '704.5m',
          text: `${name} was attached to ${to.face.name}, an illegal object for "${enchantOf(p.face)!.text}", and was put into its owner's graveyard (CR 704.5m, 303.4c).`,
        })
    } else if (isEquipment(p.face) && p.attachedTo !== undefined && p.attachedTo !== null) {
      const to = attachedObject(game, p)
      // CR 301.5c: an Equipment equips only a creature, never itself
      if (!to || to.id === p.id || !to.face.type.types.includes('creature'))
        actions.push({
          kind: 'unattach',
          obj: p,
          rule: '704.5n',
          text: `${name} was attached to ${to ? `${to.face.name}, which isn't a creature` : 'a permanent that left the battlefield'}, so it became unattached; it stays on the battlefield (CR 704.5n, 301.5c).`,
        })
    }
  }
  return { actions, doubts }
}
