// The base URL of the absolute links answers carry (card objects' uri, next_page, bulk-data
// download URIs), decided once for the whole service (docs/reliability.md, "Hosts and proxies"):
//  - PUBLIC_URL, when set, is the base of every link, whatever the request says;
//  - otherwise a request's own host is used only when it is in the allow-list (ALLOWED_HOSTS;
//    default: localhost, 127.0.0.1, [::1] and the listen address, on the listen port), and any
//    other Host (empty, missing, crafted) gets the canonical base: PUBLIC_URL, else the first
//    allowed host, else the listen address;
//  - X-Forwarded-Host, X-Forwarded-Proto and Forwarded are read only from a peer in
//    TRUSTED_PROXIES (addresses or CIDR ranges), and the client address for the rate limit too;
//  - an answer whose links came from the request says so with Vary (Host, and the forwarding
//    headers when proxies are trusted), so a shared cache never hands one host's links to another.
// Links never come from the request target itself: an absolute-form target
// (`GET http://evil.example/sets`) links like its Host.
import { BlockList, isIP } from 'node:net'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

export interface LinkPolicy {
  /** PUBLIC_URL: the base of every link ("" unset). */
  publicUrl: string
  /** ALLOWED_HOSTS: hosts (host or host:port, lowercase) whose requests link to themselves; empty: the defaults. */
  allowedHosts: readonly string[]
  /** TRUSTED_PROXIES: addresses or CIDR ranges whose forwarding headers are believed. */
  trustedProxies: readonly string[]
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']
/** A host as a URL may carry it: a name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/
const PROTO = /^https?$/

export const isHostValue = (host: string) => HOST.test(host)

/** A predicate over peer addresses: whether each is one of `entries` (addresses or CIDR ranges). */
export function proxyTrust(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList()
  for (const entry of entries) {
    const [address, bits] = entry.split('/')
    const type = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4'
    if (!isIP(address ?? '') || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`)
    }
    if (bits === undefined) list.addAddress(address!, type)
    else list.addSubnet(address!, Number(bits), type)
  }
  return (address) => {
    if (!address || !entries.length) return false
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
    const family = isIP(plain)
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4')
  }
}

/** The last element of a Forwarded header (the nearest proxy's), as host and proto. */
function forwarded(header: string | undefined): { host?: string; proto?: string } {
  if (!header) return {}
  const last = header.split(',').pop() ?? ''
  const out: { host?: string; proto?: string } = {}
  for (const pair of last.split(';')) {
    const [name, ...rest] = pair.split('=')
    const value = rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1')
    const key = name?.trim().toLowerCase()
    if (key === 'host') out.host = value
    else if (key === 'proto') out.proto = value.toLowerCase()
  }
  return out
}

/** The service's link policy, applied to requests. */
export class PublicBase {
  private readonly trusted: (address: string | undefined) => boolean
  private readonly allowed: readonly string[]
  /** The Vary header of answers whose links came from the request; null: links never do (PUBLIC_URL). */
  readonly vary: string | null

  constructor(
    private readonly policy: LinkPolicy,
    /** Where the server listens (null before it does, as under app.inject). */
    private readonly listening: () => { host: string; port: number } | null,
  ) {
    this.trusted = proxyTrust(policy.trustedProxies)
    this.allowed = policy.allowedHosts.map((h) => h.toLowerCase())
    this.vary = policy.publicUrl ? null : policy.trustedProxies.length ? 'Host, X-Forwarded-Host, X-Forwarded-Proto, Forwarded' : 'Host'
  }

  /** Fastify's trustProxy option: forwarding headers (and X-Forwarded-For) only from trusted peers. */
  get trustProxy(): false | ((address: string) => boolean) {
    return this.policy.trustedProxies.length ? (address) => this.trusted(address) : false
  }

  /** The base of links no request chooses (bulk files, and requests from hosts not allowed). */
  canonical(): string {
    if (this.policy.publicUrl) return this.policy.publicUrl
    if (this.allowed[0]) return `http://${this.allowed[0]}`
    const at = this.listening()
    if (!at) return 'http://localhost'
    const host = at.host === '0.0.0.0' || at.host === '::' || !at.host ? 'localhost' : isIP(at.host) === 6 ? `[${at.host}]` : at.host
    return `http://${host}:${at.port}`
  }

  /** Whether a request to `host` (lowercase, host or host:port) may link to itself. */
  allows(host: string): boolean {
    if (!isHostValue(host)) return false
    if (this.allowed.length)
      return this.allowed.some((a) => a === host || (!a.includes(':', a.lastIndexOf(']') + 1) && hostName(host) === a))
    const at = this.listening()
    const names = [...LOOPBACK_NAMES]
    if (at && at.host !== '0.0.0.0' && at.host !== '::') names.push(isIP(at.host) === 6 ? `[${at.host}]` : at.host.toLowerCase())
    if (!names.includes(hostName(host))) return false
    return !at || host === `${hostName(host)}:${at.port}`
  }

  /** The base of a request's links. */
  of(request: FastifyRequest): string {
    if (this.policy.publicUrl) return this.policy.publicUrl
    const viaProxy = this.trusted(request.socket?.remoteAddress) ? forwarded(headerOf(request, 'forwarded')) : {}
    const host = (viaProxy.host ?? request.host ?? '').toLowerCase()
    const proto = (viaProxy.proto ?? request.protocol ?? 'http').toLowerCase()
    if (!this.allows(host) || !PROTO.test(proto)) return this.canonical()
    return `${proto}://${host}`
  }

  /** Adds this policy's Vary to an answer (keeping what is there). */
  addVary(reply: FastifyReply): void {
    if (!this.vary) return
    const present = String(reply.getHeader('vary') ?? '')
    const names = present ? present.split(',').map((v) => v.trim()) : []
    for (const v of this.vary.split(', ')) if (!names.some((n) => n.toLowerCase() === v.toLowerCase())) names.push(v)
    reply.header('vary', names.join(', '))
  }
}

const hostName = (host: string) => (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!)
const headerOf = (request: FastifyRequest, name: string) => {
  const v = request.headers[name]
  return Array.isArray(v) ? v.join(',') : v
}

/** The path and query of a request's target, whatever its form (origin-form or absolute-form). */
export function targetPath(url: string): string {
  const parsed = new URL(url, 'http://target.invalid')
  return `${parsed.pathname}${parsed.search}`
}

/** Where a server listens, null before it does. */
export function listeningAt(app: FastifyInstance | undefined): { host: string; port: number } | null {
  const address = app?.server.address()
  return address && typeof address === 'object' ? { host: address.address, port: address.port } : null
}

/** Decorates the server with its link policy, and adds its Vary to every answer. */
export function registerPublicBase(app: FastifyInstance, base: PublicBase): void {
  app.decorate('publicBase', base)
  app.addHook('onSend', async (_request, reply, payload) => {
    base.addVary(reply)
    return payload
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The base URL of answers' absolute links (src/api/public-base.ts). */
    publicBase: PublicBase
  }
}
