import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import sharp from 'sharp'
import { isLocale } from '#shared/i18n/languages.js'
import { AppError } from '../errors.js'
import { translatorFor } from '../i18n.js'
import type { Site } from '../modules/sites/service.js'

/** The app's brand colour ($primary in src/web/styles/main.scss) and page background. */
const brandColour = '#d6336c'
const backgroundColour = '#ffffff'

export const iconSizes = [192, 512] as const
const appleTouchSize = 180

/** The installed-app description of a site (docs/product.md §1, installed-app mode). */
export function appManifest(site: Site) {
  const lang = isLocale(site.domainLanguage) ? site.domainLanguage : 'en'
  // As the pages' description meta: the site's own text in its language, else the catalogue's.
  const description =
    site.settings.description[lang] || translatorFor(lang)('meta.index_description', { site: site.name })
  return {
    id: '/',
    name: site.name,
    short_name: site.name.length <= 12 ? site.name : site.name.slice(0, 12).trim(),
    description,
    lang,
    // Members land on the search; the app shows visitors the login there.
    start_url: '/members',
    scope: '/',
    display: 'standalone',
    theme_color: brandColour,
    background_color: backgroundColour,
    icons: [
      ...iconSizes.map((size) => ({
        src: `/app-icons/${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      { src: '/app-icons/512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

/**
 * The header logo look as SVG: the heart mark on the brand colour. A maskable icon keeps the mark
 * inside the central safe zone (80 %) on a full-bleed square, since launchers crop it to any shape.
 */
export function iconSvg(maskable: boolean): string {
  const radius = maskable ? 0 : 7
  const scale = maskable ? 0.7 : 1
  const offset = 16 * (1 - scale)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${radius}" fill="${brandColour}"/><path transform="translate(${offset} ${offset}) scale(${scale})" d="M16 25s-8.5-5.2-8.5-11A4.8 4.8 0 0 1 16 11a4.8 4.8 0 0 1 8.5 3c0 5.8-8.5 11-8.5 11z" fill="#fff"/></svg>`
}

const iconCache = new Map<string, Promise<Buffer>>()

/** A PNG icon, made once per size and kept in memory: every site shows the same mark. */
function iconPng(size: number, maskable: boolean): Promise<Buffer> {
  const key = `${size}:${maskable}`
  const cached = iconCache.get(key)
  if (cached) return cached
  const made = sharp(Buffer.from(iconSvg(maskable)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer()
  iconCache.set(key, made)
  return made
}

function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

/** Sends a body with an ETag, or 304 when the browser already has it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, type: string, body: string | Buffer) {
  const etag = etagOf(body)
  reply.header('etag', etag).header('cache-control', 'public, max-age=3600').type(type)
  if (request.headers['if-none-match'] === etag) return reply.code(304).send()
  return reply.send(body)
}

const iconFile = /^(\d+)(-maskable)?\.png$/

export async function appManifestRoutes(app: FastifyInstance) {
  app.get('/manifest.webmanifest', (request, reply) =>
    sendCached(request, reply, 'application/manifest+json', JSON.stringify(appManifest(request.site))),
  )

  app.get<{ Params: { file: string } }>('/app-icons/:file', async (request, reply) => {
    const match = iconFile.exec(request.params.file)
    const size = Number(match?.[1])
    const maskable = Boolean(match?.[2])
    const known = maskable ? size === 512 : [...iconSizes, appleTouchSize].includes(size)
    if (!match || !known) throw new AppError('not_found')
    return sendCached(request, reply, 'image/png', await iconPng(size, maskable))
  })
}

/** The head tags that make the page installable (docs/product.md §1). */
export function appHeadTags(siteName: string, escapeText: (text: string) => string): string {
  return [
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<meta name="theme-color" content="${brandColour}">`,
    `<link rel="apple-touch-icon" href="/app-icons/${appleTouchSize}.png">`,
    `<meta name="apple-mobile-web-app-title" content="${escapeText(siteName)}">`,
  ].join('')
}
