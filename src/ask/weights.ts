// The ranking's weights, in one place. docs/chatbots.md explains them; `npm run bench:ask` measures
// what they give on the evaluation set beside plain full-text search.
import type { SearchTerm } from './analyze.js'

export const WEIGHTS = {
  /** Search terms by origin: the question's words, a keyword's name, a vocabulary expansion, words two named keywords' rules share. */
  source: { question: 1, keyword: 0.8, vocabulary: 0.6, shared: 0.4 } as Record<SearchTerm['from'], number>,
  /** A search term in the title of a rule's parent, or else of its chapter, adds this share of its weight (also when in the rule's text). */
  titles: { parent: 0.5, chapter: 0.3 },
  /** A rule with subrules: the share of the question's weight only its subrules match. */
  sectionWords: 0.3,
  /** A rule cited by a rule that matches the question: this share of the citing rule's text score. */
  citedBy: 0.5,
  /** Pointers from the question to rules: added to the text score (which is at most about 1). */
  ruleNumber: 3,
  ruleNumberChildren: 0.8,
  vocabularyRule: 0.7,
  /** A principle the situation the question describes rests on (principles.json): its rules, and their subrules. */
  principle: 0.7,
  principleChildren: 0.35,
  keywordRules: 0.4,
  keywordDefinition: 0.3,
  keywordVariant: 0.6,
  keywordVariantParent: 0.3,
  cardKeyword: 0.6,
  glossaryCitesRule: 0.35,
  glossaryCitesHeading: 0.2,
  glossaryCitesChapter: 0.3,
  /** Glossary passages: named in the question (plus how much of the question the term is), and by text. */
  glossaryNamed: 0.35,
  glossaryCoverage: 0.5,
  glossarySeeAlso: 0.5,
  glossaryText: 0.5,
  /** Rulings: on a card the question names (× how surely, squared), and on any other card (× its text score). */
  cardRuling: 0.8,
  anyRuling: 0.4,
  /** The rule behind a named card's best-matching ruling (ruling-rules.ts): × how much of the ruling it matches and how well the ruling fits. */
  rulingRule: 0.5,
  /** The rules a named card's Oracle text is in the words of, and those of its rulings that match the question (× the ruling's fit) (text-rules.ts). */
  cardTextRule: 0.3,
  rulingTextRule: 0.5,
  /** The third and later passages under one parent rule (or on one card) are scaled by this, once more for each. */
  sameGroup: 0.9,
  /** A multi-part question (parts.ts): each part's ranking counts this much beside the whole question's in the fusion. */
  partRanking: 0.7,
  /** The second and later rulings of one card are scaled by this, once more for each. */
  sameCard: 0.75,
}
