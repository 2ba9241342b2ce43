// The prompt answer_rules_question: how a model should answer a rules question with these tools.
import type { GetPromptResult, Prompt } from '@modelcontextprotocol/sdk/types.js'
import { ASK_MAX_QUESTION } from '../ask/index.js'
import { invalidParams } from './errors.js'

export const PROMPTS: Prompt[] = [
  {
    name: 'answer_rules_question',
    title: 'Answer a Magic rules question',
    description:
      "Answer a player's rules question from the Comprehensive Rules and rulings, checked with the rules engine, citing verbatim.",
    arguments: [{ name: 'question', description: "The player's question, in their own words.", required: true }],
  },
]

export function answerRulesQuestion(question: string): string {
  return [
    'Answer this Magic: The Gathering rules question as a rules judge would.',
    '',
    `Question: ${question}`,
    '',
    '1. Retrieve: call ask_rules with the question as asked. Read the passages it returns (rules, glossary entries, card rulings) and their reasons; ' +
      'call get_rule for a rule you need in full (its subrules and the rules it cites), get_card or get_rulings for a card the question names, define for a term.',
    '2. Check: where the situation can be stated as a scenario (cards, actions in order, questions), call evaluate_scenario and use its answers. ' +
      'If an answer comes back with supported: false, or the situation is outside what the engine models, say that the engine could not confirm it.',
    '3. Answer: give the answer first, then the reasoning. Cite every rule by number and quote its text verbatim as the tools returned it ' +
      '(with the CR edition, e.g. "CR 702.19b (2026-02-27)"); quote rulings verbatim with the card and date. Never invent a rule number or a ruling.',
    '4. If the passages do not settle the question, say so plainly rather than guess.',
  ].join('\n')
}

export function getPrompt(name: string, args: Record<string, string> | undefined): GetPromptResult {
  if (name !== 'answer_rules_question') throw invalidParams(`Unknown prompt "${name}" (known: answer_rules_question)`)
  const question = args?.question?.trim()
  if (!question) throw invalidParams('Invalid arguments for prompt answer_rules_question: question: required')
  if (question.length > ASK_MAX_QUESTION)
    throw invalidParams(`Invalid arguments for prompt answer_rules_question: question: at most ${ASK_MAX_QUESTION} characters`)
  return {
    description: 'Answer a rules question with ask_rules and evaluate_scenario, citing rules and rulings verbatim',
    messages: [{ role: 'user', content: { type: 'text', text: answerRulesQuestion(question) } }],
  }
}
