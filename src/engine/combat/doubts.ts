// What combat's result could depend on that the engine doesn't model (CR 506–511): restrictions and
// requirements on attacking and blocking it doesn't read (508.1c–d, 509.1b–c), evasion it doesn't
// check, "whenever … attacks / blocks" triggers it doesn't resolve, and, as damage is dealt, any
// not-understood ability of a creature in combat or a static ability about combat or damage (flanking,
// bushido, protection's prevention, "prevent all combat damage", banding…). Answers resting on one come
// back unsupported, quoting it.
import { addDoubts, doubt, type Doubt } from '../doubts.js'
import type { Clause } from '../oracle/types.js'
import type { Game, GameObject } from '../state/game.js'
import { keywordModule, withHook } from '../keywords/index.js'
import { NO_DAMAGE_EFFECT, UNCHECKED_EVASION } from './keyword-rules.js'

export type CombatStage = 'attack' | 'block' | 'damage'

const WORDS: Record<CombatStage, RegExp> = {
  attack: /\battack|\bexalted\b|\bcombat\b/i,
  // the keywords whose hooks restrict blocks: a clause granting one could change a block (src/engine/keywords)
  block: new RegExp(
    String.raw`\bblock|\bcombat\b|\b(?:${[...withHook('blockedBy'), ...withHook('block')].map((k) => (k.printed ? `${k.name}|${k.printed.source.replace(/^\^|\$$/g, '')}` : k.name)).join('|')})\b`,
    'i',
  ),
  damage: /\bcombat\b|\bdamage\b|\bfirst strike\b|\bdouble strike\b|\btrample\b|\bblock|\battack/i,
}
const RULE: Record<CombatStage, string> = { attack: '508.1c', block: '509.1b', damage: '510.1' }
const WHAT: Record<CombatStage, string> = {
  attack: 'this effect on attacking',
  block: 'this effect on blocking',
  damage: 'this effect on combat damage',
}

const clauseDoubt = (c: Clause, name: string, stage: CombatStage): Doubt =>
  doubt(`Arcanum doesn't model ${WHAT[stage]} (CR ${RULE[stage]}): "${c.text}" (${name}).`, [RULE[stage], '506.1'])

/** Understood; an activated ability (it does nothing unless activated); a trigger the engine reads (counted, and the stack says if it can't resolve it). */
const ignored = (c: Clause) => c.understood || c.kind === 'activated' || (c.kind === 'triggered' && c.readAs.includes('trigger'))

/** Does a creature's own not-understood clause matter at this stage of combat? */
function ownClauseMatters(c: Clause, stage: CombatStage): boolean {
  if (ignored(c)) return false
  if (c.kind !== 'keyword') return WORDS[stage].test(c.text) || (stage === 'damage' && c.affects.some((a) => a === 'damage' || a === 'pt'))
  if (stage === 'damage') return !NO_DAMAGE_EFFECT.test(c.text)
  // attacking: keywords act through triggers or restrictions the engine doesn't read (flanking, bushido, banding…);
  // blocking: unchecked evasion is judged by the block itself (evasionDoubts)
  return !NO_DAMAGE_EFFECT.test(c.text) && !UNCHECKED_EVASION.test(c.text)
}

/**
 * The doubts of combat at a stage: the creatures in combat's own not-understood clauses that could
 * matter, and every permanent's not-understood triggered or static abilities about attacking,
 * blocking or combat damage.
 */
export function combatDoubts(game: Game, creatures: GameObject[], stage: CombatStage): Doubt[] {
  const out: Doubt[] = []
  const inCombat = new Set(creatures.map((c) => c.id))
  for (const o of creatures)
    for (const c of o.face.abilities.clauses) if (ownClauseMatters(c, stage)) addDoubts(out, [clauseDoubt(c, o.face.name, stage)])
  for (const p of game.battlefield()) {
    if (inCombat.has(p.id)) continue
    for (const c of p.face.abilities.clauses)
      if (!ignored(c) && WORDS[stage].test(c.text)) addDoubts(out, [clauseDoubt(c, p.face.name, stage)])
  }
  return out
}

/** A blocked attacker's evasion the engine doesn't check (fear, shadow, landwalk, protection…): the block could be illegal. */
export function evasionDoubts(attacker: GameObject, blocker: GameObject): Doubt[] {
  const out: Doubt[] = []
  // a registered keyword with a blocking hook (protection, 702.16f) is checked by the block itself
  for (const [o, role] of [
    [attacker, 'attacker'],
    [blocker, 'blocker'],
  ] as const)
    for (const c of o.face.abilities.clauses)
      if (c.kind === 'keyword' && !c.understood && UNCHECKED_EVASION.test(c.text) && !keywordModule(c.text)?.hooks.block)
        out.push(
          doubt(
            `Arcanum doesn't check whether "${c.text}" lets ${blocker.face.name} block ${attacker.face.name} (CR 509.1b): the ${role} has it (${o.face.name}).`,
            ['509.1b'],
          ),
        )
  return out
}
