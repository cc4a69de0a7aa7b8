import { appHeadTags } from './app-manifest.js'
import type { LazyAssets, PageAssets } from './assets.js'
import { type Brand, brandHeadTags } from './brand.js'

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char)
}

/** JSON that is safe inside a <script> element: no "</script>", no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export interface DocumentParts {
  lang: string
  title: string
  description: string
  /** The page's social image (an absolute URL), when it has one. */
  image?: string
  siteName: string
  brand: Brand
  canonicalUrl: string
  /** What the page's render asked to preload (splitHoistedLinks in entry-server.tsx). */
  headTags?: string
  body: string
  /** Inline script run before the app (the bootstrap data). */
  inlineScript: string
  assets: PageAssets
  /** What the page's lazy routes add to the assets (lazyAssetsOf). */
  lazyAssets?: LazyAssets
  /** Data the app fetches as it starts, asked for with the scripts instead of after them. */
  fetchPreloads?: string[]
  nonce: string
}

export function htmlDocument(p: DocumentParts): string {
  const nonce = escapeHtml(p.nonce)
  const styles = [...p.assets.stylesheets, ...(p.lazyAssets?.stylesheets ?? [])]
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('')
  const preamble = p.assets.preamble
    ? `<script type="module" nonce="${nonce}">${p.assets.preamble}</script>`
    : ''
  const scripts = p.assets.scripts
    .map((src) => `<script type="module" src="${escapeHtml(src)}" nonce="${nonce}"></script>`)
    .join('')
  const preloads = [...p.assets.preloads, ...(p.lazyAssets?.preloads ?? [])]
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" nonce="${nonce}">`)
    .join('')
  // `crossorigin` makes the preload match the app's fetch() (CORS mode, same-origin credentials).
  const fetches = (p.fetchPreloads ?? [])
    .map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin>`)
    .join('')
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(p.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(p.title)}</title>`,
    `<meta name="description" content="${escapeHtml(p.description)}">`,
    `<meta property="og:title" content="${escapeHtml(p.title)}">`,
    `<meta property="og:description" content="${escapeHtml(p.description)}">`,
    `<meta property="og:site_name" content="${escapeHtml(p.siteName)}">`,
    `<meta property="og:url" content="${escapeHtml(p.canonicalUrl)}">`,
    p.image ? `<meta property="og:image" content="${escapeHtml(p.image)}">` : '',
    appHeadTags(p.siteName, escapeHtml),
    styles,
    brandHeadTags(p.brand, p.assets),
    preamble,
    scripts,
    preloads,
    fetches,
    p.headTags ?? '',
    '</head>',
    '<body>',
    `<div id="root">${p.body}</div>`,
    `<script nonce="${nonce}">${p.inlineScript}</script>`,
    '</body>',
    '</html>',
  ].join('')
}
