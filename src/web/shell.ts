// The explorer's one HTML page. The server answers every explorer path with it (client-side
// routing takes over from there); it links the hashed bundle and nothing from elsewhere.
import type { WebBundle } from './bundle.js'

/** Where the explorer lives: `/` and every path under `/explore/` (see docs/web.md). */
export const EXPLORER_PATHS = ['/', '/explore', '/explore/*'] as const

export function renderShell(bundle: WebBundle): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="description" content="Arcanum: Magic: The Gathering cards, the Comprehensive Rules and rulings, with a rules engine that cites its answers.">
<title>Arcanum</title>
<link rel="icon" href="${bundle.favicon.url}" type="image/svg+xml">
<link rel="stylesheet" href="${bundle.css.url}">
<script type="module" src="${bundle.js.url}"></script>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<div id="app"><noscript><p>The Arcanum explorer needs JavaScript. The REST API is documented at <a href="/openapi.json">/openapi.json</a>; GraphQL is at <a href="/graphql">/graphql</a>.</p></noscript></div>
</body>
</html>
`
}

/**
 * Everything the page may load comes from this service, except card images, which come from
 * IMAGE_BASE_URL's origin (Scryfall's by default, a mirror of your own, or none when it is
 * empty): the policy makes the browser refuse any other origin, so without images the explorer
 * provably works offline (no CDN, no web fonts), and with them it shows a text card wherever an
 * image cannot be reached.
 */
export function contentSecurityPolicy(imageBaseUrl = ''): string {
  const images = imageOrigin(imageBaseUrl)
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data:${images ? ` ${images}` : ''}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The origin card images come from ("" when IMAGE_BASE_URL is empty or not an http(s) URL). */
export function imageOrigin(imageBaseUrl: string): string {
  try {
    const u = new URL(imageBaseUrl)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : ''
  } catch {
    return ''
  }
}
