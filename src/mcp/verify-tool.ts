// verify_citation: GET /rules/verify as a tool. A chatbot checks each rule or ruling it is about to
// cite: matches, differs (the current text and a word diff) or not_found.
import { verifyCitation } from '../ask/index.js'
import { CitationCheckObject, citationCheckObject, VerifyQuery } from '../api/rest/verify.js'
import { defineTool } from './tool.js'

export const verifyCitationTool = defineTool({
  name: 'verify_citation',
  title: 'Check a citation',
  description:
    'Before citing a Comprehensive Rule or a ruling, check it: give the rule number, the quoted text, or both (and the edition date the citation claims; ' +
    'the card, to check a ruling quote). Answers verdict matches, differs (with the current text and a word diff: cite the current text) ' +
    'or not_found (do not cite it).',
  input: VerifyQuery,
  output: CitationCheckObject,
  run: async (args, { db }) => citationCheckObject(await verifyCitation(db, args)),
})
