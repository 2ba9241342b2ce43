// The choices a permanent's own text makes as it enters ("As ~ enters, choose a color", CR 614.1c, 614.12)
// and the abilities of it that read them ("Creatures you control of the chosen type get +1/+1"). A choice is
// part of the permanent's state, given by the scenario ("chosen" on the card or on the action that puts it
// onto the battlefield); an understood ability that reads a choice not given can't be applied, so what it
// could change is unsupported, and the answer says which choice is missing (CR 607.2d links the ability to
// the choice its own "as … enters" ability made).
import { doubt, type Aspect, type Doubt } from '../doubts.js'
import { aspectsOf } from '../oracle/aspects.js'
import type { Clause } from '../oracle/types.js'
import { normalizeOracle } from '../oracle/text.js'
import type { EntryChoices } from '../scenario/index.js'

export type ChoiceKind = keyof EntryChoices

/** The words of each kind of choice, as "choose a …" and "the chosen …" name it. */
const CHOICE_WORDS: { kind: ChoiceKind; choose: RegExp; chosen: RegExp }[] = [
  { kind: 'color', choose: /^color\b/, chosen: /\bthe chosen colou?r\b/i },
  { kind: 'basicLandType', choose: /^basic land type\b/, chosen: /\bthe chosen (?:basic )?land type\b/i },
  { kind: 'cardType', choose: /^card type\b/, chosen: /\bthe chosen (?:card )?type\b/i },
  { kind: 'creatureType', choose: /^creature type\b/, chosen: /\bthe chosen (?:creature )?type\b/i },
  { kind: 'player', choose: /^(?:player|opponent)\b/, chosen: /\bthe chosen (?:player|opponent)\b/i },
  { kind: 'cardName', choose: /^(?:nonland |nonartifact |creature )?card name\b/, chosen: /\bthe chosen name\b/i },
  { kind: 'number', choose: /^number\b/, chosen: /\bthe chosen number\b/i },
]

const AS_ENTERS = /^as ~ enters(?: the battlefield)?(?: tapped)?, (?:you )?choose (?:a|an|one) (.+)$/i

/** The choices its text makes as it enters, from its "As ~ enters, choose …" abilities (CR 614.1c, 614.12). */
export function choicesMade(clauses: readonly Clause[], name: string): ChoiceKind[] {
  const out: ChoiceKind[] = []
  for (const c of clauses) {
    const m = AS_ENTERS.exec(normalizeOracle(c.text, name))
    if (!m) continue
    const w = CHOICE_WORDS.find((x) => x.choose.test(m[1]!.toLowerCase()))
    if (w && !out.includes(w.kind)) out.push(w.kind)
  }
  return out
}

/** An understood ability that reads a choice made as its permanent entered, and what it could change. */
export interface ChoiceRead {
  kind: ChoiceKind
  text: string
  aspects: Aspect[]
}

/** Its understood abilities that read "the chosen …" of a choice its own text makes (CR 607.2d). */
export function choiceReads(clauses: readonly Clause[], name: string): ChoiceRead[] {
  const made = choicesMade(clauses, name)
  if (!made.length) return []
  const out: ChoiceRead[] = []
  for (const c of clauses) {
    if (!c.understood || AS_ENTERS.test(normalizeOracle(c.text, name))) continue
    // "the chosen type" is the card type or the creature type its own text chose
    const w = CHOICE_WORDS.find((x) => made.includes(x.kind) && x.chosen.test(c.text))
    // what it could change, from its words without the choice's own ("you control of the chosen type" controls nothing)
    if (w)
      out.push({ kind: w.kind, text: c.text, aspects: aspectsOf(c.text.replace(/ of the chosen [\w ]+?(?= get| have| has|,|\.|$)/i, '')) })
  }
  return out
}

/** Of the choices its abilities read, those the scenario didn't give: what they could change is in doubt. */
export function missingChoiceDoubts(face: { name: string; choiceReads: ChoiceRead[] }, chosen: EntryChoices | undefined): Doubt[] {
  const out: Doubt[] = []
  for (const r of face.choiceReads) {
    if (chosen?.[r.kind] !== undefined) continue
    out.push(
      doubt(
        `Arcanum doesn't know the ${KIND_WORDS[r.kind]} chosen as ${face.name} entered, which "${r.text}" reads: give it with "chosen": { "${r.kind}": … } on the card or on the action that put it onto the battlefield (CR 614.12, 607.2d) (${face.name}).`,
        ['614.12', '607.2d'],
        r.aspects.length ? r.aspects : undefined,
      ),
    )
  }
  return out
}

const KIND_WORDS: Record<ChoiceKind, string> = {
  color: 'color',
  creatureType: 'creature type',
  cardType: 'card type',
  basicLandType: 'basic land type',
  player: 'player',
  cardName: 'card name',
  number: 'number',
}

/** The choices a placement or an action gives: "chosen", with "chosenName" as the card name's older spelling. */
export function givenChoices(opts: { chosenName?: string; chosen?: EntryChoices }): EntryChoices | undefined {
  if (opts.chosenName === undefined) return opts.chosen
  return { ...opts.chosen, cardName: opts.chosen?.cardName ?? opts.chosenName }
}

/** A permanent entering with these choices made (CR 614.12): what its abilities read. */
export function makeChoices(obj: { chosen?: EntryChoices; chosenName?: string }, given: EntryChoices | undefined) {
  if (!given) return
  obj.chosen = given
  if (given.cardName !== undefined) obj.chosenName = given.cardName
}
