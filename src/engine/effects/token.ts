// Creating tokens (CR 111.1–111.4, 111.10): "Create a 1/1 white Soldier creature token.", "Create two
// 2/2 black Zombie creature tokens with flying.", "Create a Treasure token." The effect defines the
// token's characteristics (111.3); its name is its subtypes plus "Token" (111.4); predefined tokens
// have the abilities CR 111.10 gives them. Tokens enter under the creating player's control and set
// off enters triggers like any permanent. A token's color isn't kept (the engine reads colors from a
// mana cost), so effects that ask about colors aren't read at all (see phrases.ts).
import { reason, subject } from '../answers.js'
import { enterBattlefield } from '../actions/battlefield.js'
import { GRANTABLE_KEYWORDS } from '../game/continuous.js'
import { readCard } from '../state/card.js'
import { isResult, take } from './common.js'
import { readNumber, readPlayer } from './phrases.js'
import { amount, players } from './select.js'
import type { EffectModule, TokenDefinition } from './types.js'

/** CR 111.10: the predefined tokens and their abilities. */
const PREDEFINED: Record<string, { types: string; text: string }> = {
  treasure: { types: 'Artifact — Treasure', text: '{T}, Sacrifice this artifact: Add one mana of any color.' },
  food: { types: 'Artifact — Food', text: '{2}, {T}, Sacrifice this artifact: You gain 3 life.' },
  clue: { types: 'Artifact — Clue', text: '{2}, Sacrifice this artifact: Draw a card.' },
  blood: { types: 'Artifact — Blood', text: '{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.' },
}
const COLORS = ['white', 'blue', 'black', 'red', 'green', 'colorless']

const CREATE = /^(?:(.+?) )?(creates?) (a|an|one|two|three|four|five|x|\d+) (tapped )?(.+?) tokens?(?: with (.+))?$/i

function readDefinition(body: string, withText: string | undefined): TokenDefinition | null {
  const pre = PREDEFINED[body.toLowerCase()]
  if (pre && !withText)
    return {
      name: body,
      power: null,
      toughness: null,
      colors: [],
      types: [],
      subtypes: [body],
      supertypes: [],
      keywords: [],
      text: pre.text,
    }
  const m =
    /^(?:(legendary) )?(?:(\d+)\/(\d+) )?((?:(?:white|blue|black|red|green|colorless)(?:,? and | |, ))*)(.+?) ((?:artifact |enchantment )?creature|artifact|enchantment)$/i.exec(
      body,
    )
  if (!m) return null
  const colors = m[4]!
    .split(/,? and |, | /)
    .map((c) => c.trim().toLowerCase())
    .filter((c) => COLORS.includes(c))
  const subtypes = m[5]!.split(/\s+/)
  if (subtypes.some((s) => !/^[A-Z][\w'-]*$/.test(s))) return null
  const types = m[6]!.toLowerCase().split(' ')
  if (types.includes('creature') && !m[2]) return null
  let keywords: string[] = []
  if (withText) {
    keywords = withText.split(/,? and |, /).map((k) => k.trim().toLowerCase())
    if (!keywords.every((k) => GRANTABLE_KEYWORDS.includes(k))) return null
  }
  return {
    name: `${subtypes.join(' ')} Token`,
    power: m[2] ? Number(m[2]) : null,
    toughness: m[3] ? Number(m[3]) : null,
    colors,
    types,
    subtypes,
    supertypes: m[1] ? ['legendary'] : [],
    keywords,
    text: keywords.map((k) => k.charAt(0).toUpperCase() + k.slice(1)).join(', '),
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export const createToken: EffectModule<'createToken'> = {
  kind: 'createToken',
  read(c, firstTarget) {
    const m = CREATE.exec(c)
    if (!m) return null
    const who = m[1] ? readPlayer(m[1], firstTarget) : { sel: { kind: 'you' as const }, used: 0 }
    if (!who || (who.sel.kind === 'you') === m[2]!.toLowerCase().endsWith('s')) return null
    const n = readNumber(m[3]!)
    const token = readDefinition(m[5]!, m[6])
    if (!n || !token) return null
    return {
      kind: 'createToken',
      who: who.sel,
      amount: n,
      token,
      tapped: Boolean(m[4]),
      text: c,
      rules: ['111.1', '111.2', '111.3', '111.4'],
    }
  },
  apply(game, e, ctx) {
    const why = reason().rule('111.2', '111.3')
    const who = take(players(game, e.who, ctx, e.text), why)
    if (isResult(who)) return who
    const n = take(amount(game, e.amount, ctx, e.text), why)
    if (isResult(n)) return n
    const t = e.token
    const pre = PREDEFINED[t.name.toLowerCase()]
    const face = readCard({
      name: pre ? t.name : t.name,
      manaCost: null,
      typeLine: pre
        ? pre.types
        : `${t.supertypes.map(cap).join(' ')}${t.supertypes.length ? ' ' : ''}${t.types.map(cap).join(' ')} — ${t.subtypes.join(' ')}`,
      oracleText: t.text,
      power: t.power === null ? null : String(t.power),
      toughness: t.toughness === null ? null : String(t.toughness),
    })
    const made: string[] = []
    for (const p of who) {
      for (let i = 0; i < n; i++) {
        const ref = `${ctx.source.ref}:token@${game.objects.size + 1}`
        const arrival = reason(`${subject(p, game.you)} created ${t.name === face.name ? `a ${t.name}` : t.name} (CR 111.2).`).rule('111.2')
        const token = game.create({
          cardRef: null,
          ref,
          face,
          zone: 'battlefield',
          zoneOwner: p,
          owner: p,
          controller: p,
          isToken: true,
          isSpellCopy: false,
          arrival,
        })
        token.tapped = e.tapped
        game.madeRefs.set(ref, token.id)
        enterBattlefield(game, token, undefined, why)
        made.push(ref)
      }
      why.say(
        `${subject(p, game.you)} created ${n === 1 ? 'a' : n} ${t.power !== null ? `${t.power}/${t.toughness} ` : ''}${t.subtypes.join(' ')} token${n === 1 ? '' : 's'} named "${face.name}"${t.keywords.length ? ` with ${t.keywords.join(', ')}` : ''}, owned and controlled by ${p === game.you ? 'you' : p} (CR 111.2–111.4${pre ? ', 111.10' : ''}).`,
      )
      if (pre) why.rule('111.10')
    }
    return { ok: true, why: why.rule('111.4'), doubts: [], value: made }
  },
}
