// Talking to the service's own JSON API (same origin: the explorer never calls anything else).
// Failures carry the API's error body ({ status, code, details, … }) so pages can show its message.

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(details)
    this.name = 'ApiFailure'
  }
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (!response.ok) {
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
    const details =
      typeof b.details === 'string'
        ? b.details
        : typeof b.message === 'string'
          ? b.message
          : `The server answered ${response.status} ${response.statusText}.`
    throw new ApiFailure(response.status, typeof b.code === 'string' ? b.code : 'error', details, b)
  }
  if (body === null) throw new ApiFailure(response.status, 'bad_response', 'The server sent an empty or non-JSON answer.')
  return body as T
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, { headers: { accept: 'application/json' }, signal })
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e
    throw new ApiFailure(0, 'network', 'Could not reach the Arcanum service. Is it still running?')
  }
  return parse<T>(response)
}

export async function postJson<T>(path: string, payload: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal,
    })
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e
    throw new ApiFailure(0, 'network', 'Could not reach the Arcanum service. Is it still running?')
  }
  return parse<T>(response)
}

/** `/cards/search?q=…` style query strings. */
export const qs = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
