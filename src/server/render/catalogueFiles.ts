import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import negotiate from '@fastify/accept-negotiator'
import type { Locale } from '#shared/i18n/languages.js'
import { catalogues } from '#shared/i18n/resources.js'

/** Changes whenever a catalogue changes, so browsers never keep an old language file. */
export const catalogueVersion = createHash('sha256')
  .update(JSON.stringify(catalogues))
  .digest('hex')
  .slice(0, 12)

/** A language's catalogue as sent: the JSON and its brotli and gzip copies. */
export interface CatalogueFile {
  json: Buffer
  br: Buffer
  gzip: Buffer
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)
const files = new Map<Locale, Promise<CatalogueFile>>()

async function compressed(locale: Locale): Promise<CatalogueFile> {
  const json = Buffer.from(JSON.stringify(catalogues[locale]))
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
export function catalogueFile(locale: Locale): Promise<CatalogueFile> {
  let file = files.get(locale)
  if (file === undefined) {
    file = compressed(locale)
    files.set(locale, file)
  }
  return file
}

/**
 * The encoding to send for an Accept-Encoding header, by the same rules @fastify/static applies to the built
 * files (weights, `*`, refusals by q=0): brotli first, else gzip, else none.
 */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  return header ? negotiate(header, ['br', 'gzip']) : null
}
