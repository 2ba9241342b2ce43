// MCP resources: arcanum://rules/{number} (a rule with its subrules and references), arcanum://cards/{id}
// (a card as get_card returns it) and arcanum://keywords (every keyword with its kind and rule).
import type { ReadResourceResult, Resource, ResourceTemplate } from '@modelcontextprotocol/sdk/types.js'
import { scenarioJsonSchema } from '../engine/index.js'
import { listKeywords } from '../queries/index.js'
import { SCENARIO_SCHEMA_URI } from './scenario-schema.js'
import { ClientError } from '../errors.js'
import type { ToolContext } from './tool.js'
import { getCard } from './card-tools.js'
import { invalidParams, RESOURCE_NOT_FOUND, RpcError } from './errors.js'
import { requireRule } from './rules-tools.js'

/** More than the CR defines (some 300 keyword abilities, actions and ability words): the list is whole. */
const MAX_KEYWORDS = 2000

export const RESOURCES: Resource[] = [
  {
    uri: 'arcanum://keywords',
    name: 'keywords',
    title: 'Keywords',
    description: 'Every keyword ability (CR 702), keyword action (CR 701) and ability word (CR 207.2c) with its defining rule.',
    mimeType: 'application/json',
  },
  {
    uri: SCENARIO_SCHEMA_URI,
    name: 'scenario-schema',
    title: 'The scenario language (JSON Schema)',
    description: "evaluate_scenario's full input schema: every field of every action and question (tools/list shows a compact one).",
    mimeType: 'application/schema+json',
  },
]

export const RESOURCE_TEMPLATES: ResourceTemplate[] = [
  {
    uriTemplate: 'arcanum://rules/{number}',
    name: 'rule',
    title: 'A Comprehensive Rule',
    description: 'A rule by number (7, 702, 702.19, 702.19c), current edition, with its subrules and the rules it cites resolved.',
    mimeType: 'application/json',
  },
  {
    uriTemplate: 'arcanum://cards/{id}',
    name: 'card',
    title: 'A card',
    description: 'A card by Scryfall or Oracle id, with annotated text, tags, legalities and rulings (as the tool get_card).',
    mimeType: 'application/json',
  },
]

async function resourceBody({ db, links }: ToolContext, uri: string): Promise<unknown> {
  if (uri === SCENARIO_SCHEMA_URI) return scenarioJsonSchema()
  const m = /^arcanum:\/\/(rules|cards|keywords)(?:\/([^/?#]*))?$/.exec(uri)
  const part = m?.[2] === undefined ? undefined : decodeURIComponent(m[2])
  if (m?.[1] === 'keywords' && part === undefined) {
    const found = await listKeywords(db, { offset: 0, limit: MAX_KEYWORDS })
    return {
      total: found.total,
      data: found.items.map((k) => ({
        name: k.name,
        kind: k.kind,
        rule_number: k.ruleNumber,
        ...(k.ruleNumber ? { rule_uri: `arcanum://rules/${k.ruleNumber}` } : {}),
      })),
    }
  }
  if (m?.[1] === 'rules' && part) return requireRule(db, part, null)
  if (m?.[1] === 'cards' && part) return getCard.run({ id: part }, { db, links })
  throw new RpcError(
    RESOURCE_NOT_FOUND,
    `Resource not found: ${uri}. Read arcanum://keywords, ${SCENARIO_SCHEMA_URI}, arcanum://rules/{number} or arcanum://cards/{id}.`,
    { uri },
  )
}

export async function readResource(ctx: ToolContext, uri: string): Promise<ReadResourceResult> {
  try {
    const body = await resourceBody(ctx, uri)
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(body) }] }
  } catch (e) {
    if (e instanceof ClientError) {
      throw e.status === 404
        ? new RpcError(RESOURCE_NOT_FOUND, `${uri}: ${e.details}`, { uri })
        : invalidParams(`${uri}: ${e.details}`, { uri })
    }
    throw e
  }
}
