import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import negotiate from '@fastify/accept-negotiator'
import { type CatalogueNamespace, isLocale, type Locale } from '#shared/i18n/languages.js'
import { catalogues } from '#shared/i18n/resources.js'
import { staffCatalogues } from '#shared/i18n/staffResources.js'

/**
 * Changes whenever a catalogue changes, so browsers never keep an old language file. One version for both
 * namespaces: the back office's texts change with a release, as the members' do.
 */
export const catalogueVersion = createHash('sha256')
  .update(JSON.stringify(catalogues))
  .update(JSON.stringify(staffCatalogues))
  .digest('hex')
  .slice(0, 12)

const namespaces = { translation: catalogues, staff: staffCatalogues } as const

/** A language's catalogue as sent: the JSON and its brotli and gzip copies. */
export interface CatalogueFile {
  json: Buffer
  br: Buffer
  gzip: Buffer
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)
const files = new Map<string, Promise<CatalogueFile>>()

async function compressed(locale: Locale, namespace: CatalogueNamespace): Promise<CatalogueFile> {
  const json = Buffer.from(JSON.stringify(namespaces[namespace][locale]))
  const [br, gz] = await Promise.all([
    brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipped(json, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return { json, br, gzip: gz }
}

/**
 * Catalogues never change while the server runs: each is serialised and compressed once, when first asked
 * for, off the event loop (zlib's thread pool), and then sent as is.
 */
export function catalogueFile(
  locale: Locale,
  namespace: CatalogueNamespace = 'translation',
): Promise<CatalogueFile> {
  const key = `${namespace}:${locale}`
  let file = files.get(key)
  if (file === undefined) {
    file = compressed(locale, namespace)
    files.set(key, file)
  }
  return file
}

/** The locale and namespace a file name of `/locales/` names (`de.json`, `staff-de.json`), or null. */
export function catalogueOfFile(name: string): { locale: Locale; namespace: CatalogueNamespace } | null {
  const match = /^(staff-)?([a-z]{2})\.json$/.exec(name)
  const locale = match?.[2]
  if (!match || !locale || !isLocale(locale)) return null
  return { locale, namespace: match[1] ? 'staff' : 'translation' }
}

/**
 * The encoding to send for an Accept-Encoding header, by the same rules @fastify/static applies to the built
 * files (weights, `*`, refusals by q=0): brotli first, else gzip, else none.
 */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  return header ? negotiate(header, ['br', 'gzip']) : null
}
