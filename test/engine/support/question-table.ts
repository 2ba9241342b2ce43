// docs/evaluate.md's table of the questions a scenario can ask, generated from the language's own
// definitions: each question's schema (src/engine/scenario/questions.ts: its fields and description)
// and its answer's value (src/engine/scenario/answer-values.ts: shape and example).
// scripts/question-table.ts writes it; test/engine/scenario/answer-values.test.ts fails while the docs differ.
import { ANSWER_VALUES, QUESTIONS } from '../../../src/engine/index.js'

export const QUESTION_BLOCK = /(<!-- questions:start -->\n)([\s\S]*?)\n?(<!-- questions:end -->)/

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function questionTable(): string {
  const lines = ['| Question | Fields | What it asks | Value | Example |', '| --- | --- | --- | --- | --- |']
  for (const [kind, schema] of Object.entries(QUESTIONS)) {
    const s = schema as unknown as { properties: Record<string, unknown>; required?: string[]; description: string }
    const all = Object.keys(s.properties)
      .filter((f) => f !== 'q')
      .map((f) => `\`${f}\`${s.required?.includes(f) ? '' : '?'}`)
    // a question that takes an action's options (canCast: the cast's) names the first few
    const fields = all.length > 5 ? `${all.slice(0, 4).join(', ')} and ${all.length - 4} more` : all.join(', ')
    const a = ANSWER_VALUES[kind as keyof typeof ANSWER_VALUES]
    lines.push(`| \`${kind}\` | ${fields || '—'} | ${cell(s.description)} | ${cell(a.shape)} | \`${cell(JSON.stringify(a.example))}\` |`)
  }
  return lines.join('\n')
}
