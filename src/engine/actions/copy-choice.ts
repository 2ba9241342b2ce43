// What a permanent may enter as a copy of, as its own text says ("You may have this creature enter as a
// copy of any artifact or creature on the battlefield", "… of a creature you control with power 4 or
// greater", Deceptive Frostkite): the choice its replacement effect allows (CR 614.1c, 707.2). A choice
// outside it is illegal; a restriction the engine can't read is a doubt, never a guess.
import { reason, type Reason } from '../answers.js'
import { doubt, type Doubt } from '../doubts.js'
import { powerToughness } from '../game/power-toughness.js'
import { matchesQuality, unknownQualityWords } from '../state/card.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'

const COPY_OF = /\benter as a copy of (?:any|an?) (.+?)(?:, except .*)?\.?$/i

interface CopyChoice {
  text: string
  quality: string
  controller?: 'you'
  minPower?: number
}

/** The choice a card's own "enter as a copy of …" allows, or null when it has none or the engine can't read it. */
export function readCopyChoice(texts: string[]): CopyChoice | 'unread' | null {
  for (const t of texts) {
    const m = COPY_OF.exec(t)
    if (!m) continue
    let p = m[1]!.replace(/ on the battlefield$/i, '')
    const out: CopyChoice = { text: t, quality: '' }
    const power = / with power (\d+) or greater$/i.exec(p)
    if (power) {
      out.minPower = Number(power[1])
      p = p.slice(0, power.index)
    }
    if (/ you control$/i.test(p)) {
      out.controller = 'you'
      p = p.replace(/ you control$/i, '')
    }
    if (!p || unknownQualityWords(p.toLowerCase()).length) return 'unread'
    out.quality = p.toLowerCase()
    return out
  }
  return null
}

/** Why `original` isn't a choice `entering`'s copy effect allows (CR 614.1c, 707.2), or null; doubts it can't settle. */
export function copyChoiceProblem(
  game: Game,
  entering: GameObject,
  original: GameObject,
  controller: PlayerId,
): { problem: Reason | null; doubts: Doubt[] } {
  const texts = entering.face.abilities.clauses.map((c) => c.text)
  const choice = readCopyChoice(texts)
  if (choice === null) return { problem: null, doubts: [] }
  const name = entering.face.name
  if (choice === 'unread')
    return {
      problem: null,
      doubts: [
        doubt(
          `Arcanum doesn't read what ${name} may enter as a copy of (CR 614.1c, 707.2) (${name}).`,
          ['614.1c', '707.2'],
          ['copy', 'zone'],
        ),
      ],
    }
  const no = (why: string) => ({
    problem: reason(`${original.face.name} ${why}, so ${name} can't enter as a copy of it: "${choice.text}" (CR 614.1c, 707.2).`).rule(
      '614.1c',
      '707.2',
    ),
    doubts: [],
  })
  if (!choice.quality.split(' or ').some((q) => matchesQuality(original.face, q)))
    return no(`isn't ${/^[aeiou]/.test(choice.quality) ? 'an' : 'a'} ${choice.quality}`)
  if (choice.controller === 'you' && original.controller !== controller)
    return no(`isn't controlled by ${controller === game.you ? 'you' : controller}`)
  if (choice.minPower !== undefined) {
    const pt = powerToughness(game, original)
    if (pt.doubts.length) return { problem: null, doubts: pt.doubts }
    if ((pt.power ?? -Infinity) < choice.minPower) return no(`has power ${pt.power}, less than ${choice.minPower}`)
  }
  return { problem: null, doubts: [] }
}
