// Rule numbers written in text ("See rule 601.2b", "rules 601.2f–h", "(CR 702.33)") become links
// to their rule pages.
import { h } from '../dom.js'
import { urls } from '../router.js'

// 100.1, 601.2b, 702.33, 702.33d; a letter range like 601.2f–h links its first rule.
const RULE_NUMBER = /\b(\d{3}(?:\.\d+[a-z]?)?)(?=[\s.,;:)”"’'–-]|$)/g

/**
 * Split text into text nodes and links for each rule number it mentions.
 * `only`, when given, limits links to those numbers (a rule's resolved references).
 */
export function linkRuleNumbers(
  text: string,
  render: (s: string) => Node[] = (s) => [document.createTextNode(s)],
  only?: Set<string>,
): Node[] {
  const out: Node[] = []
  let last = 0
  for (const m of text.matchAll(RULE_NUMBER)) {
    const number = m[1]!
    // bare three-digit numbers are usually not rules ("100 life"); only link them after "rule"
    const before = text.slice(Math.max(0, m.index - 8), m.index)
    const isRuleContext = number.includes('.') || /rules?\s+$|CR\s+$/i.test(before)
    if (!isRuleContext || (only && !only.has(number) && !only.has(number.replace(/[a-z]$/, '')))) continue
    if (Number(number.slice(0, 3)) < 100 || Number(number.slice(0, 3)) > 999) continue
    out.push(...render(text.slice(last, m.index)))
    out.push(h('a', { href: urls.rule(number), class: 'rule-link' }, number))
    last = m.index + number.length
  }
  out.push(...render(text.slice(last)))
  return out.filter((n) => !(n.nodeType === Node.TEXT_NODE && n.textContent === ''))
}
