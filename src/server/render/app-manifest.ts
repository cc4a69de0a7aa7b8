import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { loadSharp } from '#server/adapters/sharp.js'
import { isLocale } from '#shared/i18n/languages.js'
import { TtlCache } from '../cache.js'
import type { Database } from '../db/database.js'
import { AppError } from '../errors.js'
import { translatorFor } from '../i18n.js'
import { findLogoImage } from '../modules/sites/queries.js'
import type { Site } from '../modules/sites/service.js'
import { brandOf, brandVersion } from './brand.js'

const backgroundColour = '#ffffff'

export const iconSizes = [192, 512] as const
/** The touch icon, and the tab icon of a site with a logo. */
const otherIconSizes = [32, 180]

/** The installed-app description of a site (docs/product.md §1, installed-app mode). */
export function appManifest(site: Site) {
  const version = brandVersion(brandOf(site))
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
    theme_color: site.settings.brand_color,
    background_color: backgroundColour,
    icons: [
      ...iconSizes.map((size) => ({
        src: `/app-icons/${size}.png?v=${version}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      {
        src: `/app-icons/512-maskable.png?v=${version}`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  }
}

/**
 * The header logo look as SVG: the heart mark on the brand colour. A maskable icon keeps the mark
 * inside the central safe zone (80 %) on a full-bleed square, since launchers crop it to any shape.
 */
export function iconSvg(colour: string, maskable: boolean): string {
  const radius = maskable ? 0 : 7
  const scale = maskable ? 0.7 : 1
  const offset = 16 * (1 - scale)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${radius}" fill="${colour}"/><path transform="translate(${offset} ${offset}) scale(${scale})" d="M16 25s-8.5-5.2-8.5-11A4.8 4.8 0 0 1 16 11a4.8 4.8 0 0 1 8.5 3c0 5.8-8.5 11-8.5 11z" fill="#fff"/></svg>`
}

/**
 * A site's logo as a square icon: on white, or for a maskable icon inside the safe zone on the brand
 * colour, since launchers crop it to any shape.
 */
async function logoIcon(logo: Buffer, colour: string, size: number, maskable: boolean): Promise<Buffer> {
  const inner = Math.round(size * (maskable ? 0.7 : 0.88))
  const sharp = await loadSharp()
  const mark = await sharp(logo)
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
  return sharp({
    create: { width: size, height: size, channels: 4, background: maskable ? colour : '#ffffff' },
  })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer()
}

// Per site, brand version, size and shape: a few dozen small PNGs at most.
const iconCache = new TtlCache<Buffer>({ ttlMs: 24 * 60 * 60 * 1000, max: 200 })

/** A PNG icon of the site's logo, or of the heart mark in its colour; made once and kept in memory. */
function iconPng(db: Database, site: Site, size: number, maskable: boolean): Promise<Buffer> {
  const brand = brandOf(site)
  const key = `${site.id}:${brandVersion(brand)}:${size}:${maskable}`
  return iconCache.getOrLoad(key, async () => {
    const logo = brand.logo ? await findLogoImage(db, site.id) : undefined
    if (logo) return logoIcon(logo.image, brand.color, size, maskable)
    const sharp = await loadSharp()
    return sharp(Buffer.from(iconSvg(brand.color, maskable)), { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer()
  })
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

export async function appManifestRoutes(app: FastifyInstance, db: Database) {
  app.get('/manifest.webmanifest', (request, reply) =>
    sendCached(request, reply, 'application/manifest+json', JSON.stringify(appManifest(request.site))),
  )

  app.get<{ Params: { file: string } }>('/app-icons/:file', async (request, reply) => {
    const match = iconFile.exec(request.params.file)
    const size = Number(match?.[1])
    const maskable = Boolean(match?.[2])
    const known = maskable ? size === 512 : [...iconSizes, ...otherIconSizes].includes(size)
    if (!match || !known) throw new AppError('not_found')
    return sendCached(request, reply, 'image/png', await iconPng(db, request.site, size, maskable))
  })

  // The tab icon of a site without a logo of its own: the heart mark in the site's colour.
  app.get('/favicon.svg', (request, reply) =>
    sendCached(request, reply, 'image/svg+xml', iconSvg(request.site.settings.brand_color, false)),
  )
}

/** The head tags that make the page installable (docs/product.md §1); the brand's icons are brand.ts's. */
export function appHeadTags(siteName: string, escapeText: (text: string) => string): string {
  return [
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<meta name="apple-mobile-web-app-title" content="${escapeText(siteName)}">`,
  ].join('')
}
