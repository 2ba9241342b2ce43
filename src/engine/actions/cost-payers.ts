// Paying part of a spell's total cost with objects (CR 601.2h), for the registered cost payers
// (src/engine/mechanics: convoke 702.51, improvise 702.126, delve 702.66): the total cost is determined
// first (601.2f) and doesn't change (702.51b, 702.126b, 702.66b); each payer named in the cast option
// pays one mana symbol of it — generic, or (convoke) a colored one of its color — and is tapped or exiled
// as the cost is paid. This file names no mechanic: it reads each module's `payers`.
import { reason, type Reason } from '../answers.js'
import { doubt, type Doubt } from '../doubts.js'
import { colorsRead, qualityRead } from '../keywords/characteristics.js'
import { COLORS, formatManaCost, type ManaCost } from '../mana/cost.js'
import { COST_PAYERS, costPayerOf, type CostPayer } from '../mechanics/index.js'
import type { CastOptions } from '../scenario/index.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'

/** The objects one cost payer pays with. */
export interface PayerUse {
  mechanic: CostPayer
  objects: GameObject[]
}

type Planned = { ok: true; uses: PayerUse[]; doubts: Doubt[]; said: Reason }
type Refused = { ok: false; why: Reason; doubts?: Doubt[] }

/** The refs a cast option of a cost payer names. */
export const payerRefs = (opts: object, m: CostPayer): string[] =>
  ((opts as Record<string, unknown>)[m.option] as string[] | undefined) ?? []

/** Every ref the cost payer options of a cast name. */
export const allPayerRefs = (opts: object): string[] => COST_PAYERS.flatMap((m) => payerRefs(opts, m))

const hasPrinted = (obj: GameObject, m: CostPayer) =>
  obj.face.abilities.clauses.some((c) => c.kind === 'keyword' && costPayerOf(c.text) === m)

/** Not-understood text in the game that names the keyword (a grant: "Artifact spells you cast have convoke."). */
function unreadGrants(game: Game, spell: GameObject, m: CostPayer): Doubt[] {
  const word = new RegExp(String.raw`\b(?:${m.keywords.map((k) => k.pattern).join('|')})\b`, 'i')
  const out: Doubt[] = []
  for (const o of [spell, ...game.battlefield()])
    for (const c of o.face.abilities.clauses)
      if (!c.understood && word.test(c.text))
        out.push(
          doubt(
            `Arcanum doesn't model "${c.text}" (${o.face.name}), which could give ${spell.face.name} ${m.name} (CR ${m.rule}).`,
            [m.rule],
            ['cast'],
          ),
        )
  for (const e of game.effectDoubts) if (word.test(e.doubt.text)) out.push({ ...e.doubt, aspects: ['cast'] })
  return out
}

/** The colors a mana symbol of the total cost can be paid with by one payer (null: not one a payer pays). */
function symbols(total: ManaCost, colored: boolean): { accepts: string[] | 'generic'; text: string; unsure?: boolean }[] {
  const out: { accepts: string[] | 'generic'; text: string; unsure?: boolean }[] = []
  for (let i = 0; i < total.generic; i++) out.push({ accepts: 'generic', text: '{1}' })
  if (!colored) return out
  for (const c of COLORS) for (let i = 0; i < total[c]; i++) out.push({ accepts: [c], text: `{${c}}` })
  for (const h of total.hybrid) {
    const colors = h.split('/').filter((p) => (COLORS as readonly string[]).includes(p))
    // {2/W}: paid with two generic mana instead, could its generic half be paid by a payer? The engine doesn't say (CR 107.4e)
    out.push({ accepts: colors, text: `{${h}}`, unsure: /\d/.test(h) })
  }
  for (const p of total.phyrexian) out.push({ accepts: [p[0]!], text: `{${p}}` })
  return out
}

/** Can every payer pay a different symbol (a bipartite matching, by augmenting paths)? */
function matches(payers: string[][], syms: ReturnType<typeof symbols>): boolean {
  const owner = new Array<number>(syms.length).fill(-1)
  const fits = (colors: string[], s: (typeof syms)[number]) => s.accepts === 'generic' || s.accepts.some((c) => colors.includes(c))
  const place = (p: number, seen: boolean[]): boolean => {
    for (let s = 0; s < syms.length; s++) {
      if (seen[s] || !fits(payers[p]!, syms[s]!)) continue
      seen[s] = true
      if (owner[s] === -1 || place(owner[s]!, seen)) {
        owner[s] = p
        return true
      }
    }
    return false
  }
  return payers.every((_, p) => place(p, new Array<boolean>(syms.length).fill(false)))
}

/**
 * Check the cost payers a cast names against the rules (CR 601.2h and each keyword's rule): the spell has
 * the keyword, each payer is where and what the keyword says and untapped when tapping pays, and every
 * payer pays a different mana symbol of the total cost.
 */
export function planPayers(game: Game, spell: GameObject, controller: PlayerId, opts: CastOptions, total: ManaCost): Planned | Refused {
  const uses: PayerUse[] = []
  const doubts: Doubt[] = []
  const said = reason()
  const used = new Set<string>()
  for (const m of COST_PAYERS) {
    const refs = payerRefs(opts, m)
    if (!refs.length) continue
    const name = spell.face.name
    if (!hasPrinted(spell, m)) {
      const grants = unreadGrants(game, spell, m)
      if (!grants.length)
        return {
          ok: false,
          why: reason(
            `${name} doesn't have ${m.name}, so nothing can be ${m.payers.by === 'tap' ? 'tapped' : 'exiled'} to pay for it (CR ${m.rule}).`,
          ).rule(m.rule),
        }
      doubts.push(...grants)
    }
    const objects: GameObject[] = []
    const colors: string[][] = []
    for (const ref of refs) {
      const o = game.current(ref)
      const label = o?.face.name ?? ref
      const bad = (text: string, ...rules: string[]): Refused => ({ ok: false, why: reason(text).rule(m.rule, ...rules) })
      if (used.has(ref))
        return bad(`${label} is named twice: each ${m.payers.noun} pays for one mana, once (CR ${m.rule}, 601.2h).`, '601.2h')
      used.add(ref)
      if (!o || o.id === spell.id || o.zone !== m.payers.zone)
        return bad(
          `${m.keyword} pays with ${m.payers.zone === 'battlefield' ? `untapped ${m.payers.noun}s you control` : 'cards from your graveyard'}, and ${label} ${o?.id === spell.id ? 'is the spell being cast (CR 601.2a)' : `isn't ${m.payers.zone === 'battlefield' ? 'on the battlefield' : 'in a graveyard'}`} (CR ${m.rule}).`,
        )
      if (m.payers.zone === 'battlefield' && o.controller !== controller)
        return bad(`${label} isn't controlled by ${controller}: ${m.name} taps only ${m.payers.noun}s the caster controls (CR ${m.rule}).`)
      if (m.payers.zone === 'graveyard' && o.zoneOwner !== controller)
        return bad(`${label} is in another player's graveyard: ${m.name} exiles cards from the caster's own graveyard (CR ${m.rule}).`)
      if (m.payers.by === 'tap' && o.tapped)
        return bad(`${label} is already tapped: ${m.name} taps untapped ${m.payers.noun}s (CR ${m.rule}, 701.26a).`, '701.26a')
      if (m.payers.quality !== 'card') {
        const is = qualityRead(game, o, m.payers.quality, m.rule)
        doubts.push(...is.doubts.map((d) => ({ ...d, aspects: ['cast' as const] })))
        if (!is.value && !is.doubts.length)
          return bad(`${label} isn't ${m.payers.noun === 'artifact' ? 'an' : 'a'} ${m.payers.noun} (CR ${m.rule}).`)
      }
      objects.push(o)
      if (m.paysColored) {
        const c = colorsRead(game, o, m.rule)
        colors.push(c.value)
        if (refs.length > total.generic) doubts.push(...c.doubts.map((d) => ({ ...d, aspects: ['cast' as const] })))
      } else colors.push([])
    }
    const syms = symbols(total, m.paysColored)
    if (!matches(colors, syms)) {
      const pays = m.paysColored ? '{1} or one mana of its color' : '{1} of the generic mana'
      const why = reason(
        `${m.keyword} lets each ${m.payers.noun} pay for ${pays} in the total cost (CR ${m.rule}); ${refs.length} ${m.payers.noun}${refs.length === 1 ? '' : 's'} can't each pay a different mana symbol of ${name}'s total cost ${formatManaCost(total)}.`,
      ).rule(m.rule, '601.2h')
      if (syms.some((s) => s.unsure))
        doubts.push(
          doubt(
            `Arcanum can't tell whether ${m.name} may pay a hybrid symbol's generic half (CR 107.4e): ${why.text}`,
            [m.rule, '107.4e'],
            ['cast'],
          ),
        )
      else if (doubts.length) return { ok: false, why, doubts }
      else return { ok: false, why }
    }
    uses.push({ mechanic: m, objects })
    said
      .say(
        `${objects.map((o) => o.face.name).join(', ')} ${m.payers.by === 'tap' ? 'tapped' : 'exiled'} for ${m.name}, paying ${objects.length} of its mana (CR ${m.rules.join(', ')}).`,
      )
      .rule(...m.rules)
  }
  return { ok: true, uses, doubts, said }
}

/** Pay with them as the cost is paid (CR 601.2h): tap or exile each. */
export function payWith(game: Game, uses: PayerUse[]): void {
  for (const u of uses)
    for (const o of u.objects) {
      if (u.mechanic.payers.by === 'tap') o.tapped = true
      else
        game.move(
          o,
          'exile',
          reason(`${o.face.name} was exiled to pay for a spell with ${u.mechanic.name} (CR ${u.mechanic.rule}).`).rule(u.mechanic.rule),
        )
    }
}
