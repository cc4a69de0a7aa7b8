import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from './languages.js'

type Tree = { [key: string]: Tree | string | Tree[] | string[] }

function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  if (typeof tree === 'string') {
    entries.set(prefix, tree)
    return entries
  }
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Tree)) {
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) entries.set(k, v)
    }
  }
  return entries
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort()
}

function load(folder: string) {
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      flatten(JSON.parse(readFileSync(join(import.meta.dirname, folder, `${locale}.json`), 'utf8'))),
    ]),
  )
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/

/**
 * The keys a language must have: English's, with each plural (a key ending in _other) in the forms of
 * that language (Polish has one, few, many and other; German one and other), as i18next looks them up.
 */
function expectedKeys(english: Map<string, string>, locale: string): Set<string> {
  const plurals = new Set(
    [...english.keys()].filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length)),
  )
  const keys = new Set([...english.keys()].filter((key) => !plurals.has(key.replace(pluralSuffix, ''))))
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  for (const base of plurals) for (const form of forms) keys.add(`${base}_${form}`)
  return keys
}

/** The English text a key's placeholders are checked against: a plural form against English's _other. */
function englishFor(english: Map<string, string>, key: string): string {
  return english.get(key) ?? english.get(key.replace(pluralSuffix, '_other')) ?? ''
}

describe.each(['locales', 'pages', 'staff'])('the %s catalogues', (folder) => {
  const catalogues = load(folder)
  const english = catalogues.en as Map<string, string>

  it('has exactly the seven languages', () => {
    const files = readdirSync(join(import.meta.dirname, folder)).filter((f) => f.endsWith('.json'))
    expect(files.sort()).toEqual(locales.map((l) => `${l}.json`))
  })

  it.each(locales)('%s has every key of English (plurals in its own forms) and no other', (locale) => {
    const other = catalogues[locale] as Map<string, string>
    const expected = expectedKeys(english, locale)
    const missing = [...expected].filter((key) => !other.has(key))
    const extra = [...other.keys()].filter((key) => !expected.has(key))
    expect(missing, `missing in ${locale}`).toEqual([])
    expect(extra, `only in ${locale}`).toEqual([])
  })

  it.each(locales)('%s has no empty text and the same placeholders as English', (locale) => {
    const other = catalogues[locale] as Map<string, string>
    for (const [key, text] of other) {
      expect(text.trim(), `${locale}: ${key} is empty`).not.toBe('')
      expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(englishFor(english, key)))
    }
  })

  it.each(locales.filter((l) => l !== 'en'))('%s is really translated', (locale) => {
    const other = catalogues[locale] as Map<string, string>
    const same = [...english].filter(([key, text]) => other.get(key) === text && text.length > 12)
    // Names, e-mail addresses and the like may stay; whole sentences may not.
    expect(
      same.length / english.size,
      `${locale} keeps English for ${same
        .map(([k]) => k)
        .slice(0, 10)
        .join(', ')}`,
    ).toBeLessThan(0.05)
  })
})
