import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '#server/db/database.js'
import { defaultBrandColor } from '#shared/brand.js'
import { AppError } from '../errors.js'
import { findLogoImage } from '../modules/sites/queries.js'
import type { Site, SiteLogo } from '../modules/sites/service.js'
import { allStylesheets, clientDir, type PageAssets } from './assets.js'
import { type BrandTemplate, brandStylesheet, brandTemplate } from './brand-stylesheet.js'

/** What makes a site look like itself (white label): its colour and its logo. */
export interface Brand {
  siteId: number
  color: string
  logo: SiteLogo | null
}

export function brandOf(site: Site | null): Brand {
  return {
    siteId: site?.id ?? 0,
    color: site?.settings.brand_color ?? defaultBrandColor,
    logo: site?.logo ?? null,
  }
}

/** Changes whenever the colour or the logo does: the icons' addresses carry it, so caches never mix. */
export function brandVersion(brand: Brand): string {
  return `${brand.color.slice(1)}${brand.logo ? `-${brand.logo.version}` : ''}`
}

/** The logo's address: another version of the logo is another address, kept by browsers for good. */
export function logoUrl(brand: Brand): string | null {
  return brand.logo ? `/brand/logo/${brand.siteId}.png?v=${brand.logo.version}` : null
}

/** The logo as the header and the mails show it: 36 pixels high (the file has the pixels for sharp screens). */
export function headerLogo(brand: Brand): { url: string; width: number; height: number } | null {
  const url = logoUrl(brand)
  if (!brand.logo || !url) return null
  const height = 36
  return { url, height, width: Math.round((brand.logo.width / brand.logo.height) * height) }
}

const stylesheetVersions = new WeakMap<PageAssets, string>()

/** Built stylesheets carry their content's hash in their names; the brand stylesheet follows them. */
function stylesheetVersion(assets: PageAssets): string {
  let version = stylesheetVersions.get(assets)
  if (!version) {
    version = createHash('sha1').update(allStylesheets(assets).join()).digest('base64url').slice(0, 10)
    stylesheetVersions.set(assets, version)
  }
  return version
}

/**
 * The head tags of a site's brand: the stylesheet that re-colours the pages when the site has a colour of
 * its own (none for the default: no extra request), the theme colour and the icons.
 */
export function brandHeadTags(brand: Brand, assets: PageAssets): string {
  const version = brandVersion(brand)
  const stylesheet =
    brand.color === defaultBrandColor
      ? ''
      : `<link rel="stylesheet" href="/brand/${brand.color.slice(1)}.css?v=${stylesheetVersion(assets)}">`
  const icon = brand.logo
    ? `<link rel="icon" href="/app-icons/32.png?v=${version}" type="image/png">`
    : `<link rel="icon" href="/favicon.svg?v=${version}" type="image/svg+xml">`
  return [
    stylesheet,
    `<meta name="theme-color" content="${brand.color}">`,
    icon,
    `<link rel="apple-touch-icon" href="/app-icons/180.png?v=${version}">`,
  ].join('')
}

/** The Sass sources of the stylesheets: the entry's and the layouts' own. */
const sassSources = [
  'src/web/styles/main.scss',
  'src/web/layouts/LanderLayout.scss',
  'src/web/layouts/memberArea.scss',
]

/**
 * The stylesheets the pages load, the layouts' included: the built files, or in development the Sass source
 * compiled here (the Vite dev server compiles its own copy for the page).
 */
async function stylesheetText(assets: PageAssets): Promise<string> {
  const built = allStylesheets(assets)
  if (built.length > 0) {
    const texts = await Promise.all(built.map((href) => readFile(resolve(clientDir, `.${href}`), 'utf8')))
    return texts.join('\n')
  }
  const sass = await import('sass')
  const compile = (source: string) =>
    sass.compile(source, {
      loadPaths: ['node_modules'],
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    }).css
  return sassSources.map(compile).join('\n')
}

const oneYear = 365 * 24 * 60 * 60

/** Long caching when the address names the current version, else briefly (a page of before a change). */
function cacheFor(reply: FastifyReply, current: boolean) {
  reply.header('cache-control', current ? `public, max-age=${oneYear}, immutable` : 'public, max-age=300')
}

const stylesheetFile = /^([0-9a-f]{6})\.css$/
const logoFile = /^(\d{1,10})\.png$/

// Per set of stylesheets (one in a running server): made on the first request for a colour of a site's own.
const templates = new Map<string, Promise<BrandTemplate>>()

function templateOf(assets: PageAssets): Promise<BrandTemplate> {
  const key = assets.stylesheets.join()
  let template = templates.get(key)
  if (!template) {
    template = stylesheetText(assets).then((css) => brandTemplate(css, defaultBrandColor))
    // A failure (a stylesheet missing) is tried again by the next request, not kept.
    template.catch(() => templates.delete(key))
    templates.set(key, template)
  }
  return template
}

export async function brandRoutes(app: FastifyInstance, db: Database, assets: PageAssets) {
  const rendered = new Map<string, string>()

  // Only the colour of the site asked: nobody fills the memory with stylesheets of colours no site has.
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/brand/:file',
    async (request: FastifyRequest<{ Params: { file: string }; Querystring: { v?: string } }>, reply) => {
      const colour = stylesheetFile.exec(request.params.file)?.[1]
      if (!colour || `#${colour}` !== request.site.settings.brand_color) throw new AppError('not_found')
      let css = rendered.get(colour)
      if (!css) {
        css = brandStylesheet(await templateOf(assets), `#${colour}`)
        rendered.set(colour, css)
      }
      cacheFor(reply, request.query.v === stylesheetVersion(assets))
      return reply.type('text/css; charset=utf-8').send(css)
    },
  )

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/brand/logo/:file',
    async (request, reply) => {
      const siteId = Number(logoFile.exec(request.params.file)?.[1])
      const logo = siteId ? await findLogoImage(db, siteId) : undefined
      if (!logo) throw new AppError('not_found')
      cacheFor(reply, request.query.v === String(logo.updated_at))
      return reply.type('image/png').send(logo.image)
    },
  )
}
