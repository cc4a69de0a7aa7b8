import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Where code may import from (docs/decisions/0015-feature-boundaries.md), checked on the source:
 *
 * - a feature (src/web/features/<name>) imports its own folder and the shared places only: src/web/components,
 *   src/web/lib, src/web/testing, src/shared and the few helpers at the root of src/web; never another
 *   feature and never the app layer (pages, layouts, routes, realtime), which is where features are put
 *   together;
 * - the shared places import no feature and no part of the app layer;
 * - the server takes from src/web only its render entry, src/web/entry-server.tsx.
 */

const repo = resolve(import.meta.dirname, '../..')
const web = join(repo, 'src/web')
const features = join(web, 'features')

/**
 * Features that show another feature's piece, where moving the piece to a shared place would move a
 * feature's own logic with it. Each entry is one file and what it imports, relative to src/web/features.
 * Keep this list short: prefer letting the page compose the two (see pages/MemberProfilePage.tsx).
 */
const allowedCrossFeatureImports: ReadonlyArray<readonly [string, string]> = [
  // The chat's menu blocks the member like the profile does; blocking drops the members' cached searches.
  ['chat/components/ChatTopBar.tsx', 'members/api/block.ts'],
]

/** Where features are put together; nothing below them imports these. */
const appLayer = ['pages/', 'layouts/', 'realtime/', 'routes.tsx', 'landerRoutes.tsx', 'Root.tsx']
const sharedPlaces = ['components', 'lib', 'testing']
const serverEntry = join(web, 'entry-server.tsx')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Every module a file names: imports, re-exports, dynamic imports and vi.mock. */
function specifiers(source: string): string[] {
  const found: string[] = []
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|vi\.mock|vi\.importActual)\s*\(\s*['"]([^'"]+)['"]/g,
  ]
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1] ?? '')
  return found
}

/** package.json's `imports`: `#web/x.js` is src/web/x.js, and so on. */
const packageImports: Record<string, string> = {
  '#shared/': join(repo, 'src/shared'),
  '#server/': join(repo, 'src/server'),
  '#web/': join(repo, 'src/web'),
}

/** The source file a specifier names, or null for a package: `./x.js` is `./x.ts` or `./x.tsx`. */
function resolveImport(from: string, specifier: string): string | null {
  const alias = Object.keys(packageImports).find((prefix) => specifier.startsWith(prefix))
  if (!alias && !specifier.startsWith('.')) return null
  const target = alias
    ? join(packageImports[alias] ?? '', specifier.slice(alias.length))
    : resolve(dirname(from), specifier)
  const candidates = [target, target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx')]
  for (const candidate of [...candidates, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return target
}

function importsOf(file: string): string[] {
  return specifiers(readFileSync(file, 'utf8'))
    .map((specifier) => resolveImport(file, specifier))
    .filter((target): target is string => target !== null)
}

const posix = (path: string) => path.split(sep).join('/')
const featureOf = (path: string) => posix(relative(features, path)).split('/')[0] ?? ''
const isUnder = (path: string, dir: string) => !relative(dir, path).startsWith('..')

function inAppLayer(path: string): boolean {
  const rel = posix(relative(web, path))
  return !rel.startsWith('..') && appLayer.some((entry) => rel === entry || rel.startsWith(entry))
}

describe('feature boundaries', () => {
  it('a feature imports only its own folder and the shared places', () => {
    const allowed = new Set(allowedCrossFeatureImports.map(([from, to]) => `${from} → ${to}`))
    const used = new Set<string>()
    const violations: string[] = []
    for (const file of sourceFiles(features)) {
      for (const target of importsOf(file)) {
        const line = `${posix(relative(features, file))} → ${posix(relative(features, target))}`
        if (isUnder(target, features) && featureOf(target) !== featureOf(file)) {
          if (allowed.has(line)) used.add(line)
          else violations.push(line)
        } else if (inAppLayer(target)) violations.push(`${line} (the app layer)`)
      }
    }
    expect(violations).toEqual([])
    // An entry that no longer matches anything is dropped from the list rather than kept "just in case".
    expect([...allowed].filter((line) => !used.has(line))).toEqual([])
  })

  it('the shared places import no feature and nothing of the app layer', () => {
    const violations = sharedPlaces.flatMap((place) =>
      sourceFiles(join(web, place)).flatMap((file) =>
        importsOf(file)
          .filter((target) => isUnder(target, features) || inAppLayer(target))
          .map((target) => `${posix(relative(web, file))} → ${posix(relative(web, target))}`),
      ),
    )
    expect(violations).toEqual([])
  })

  it('the server imports nothing from src/web but the render entry', () => {
    const violations = sourceFiles(join(repo, 'src/server')).flatMap((file) =>
      importsOf(file)
        .filter((target) => isUnder(target, web) && target !== serverEntry)
        .map((target) => `${posix(relative(repo, file))} → ${posix(relative(repo, target))}`),
    )
    // The discovery works: the renderer's import of the entry is seen.
    expect(importsOf(join(repo, 'src/server/render/renderer.ts'))).toContain(serverEntry)
    expect(violations).toEqual([])
  })

  it("the browser's code never imports every language's texts: it fetches the one it shows", () => {
    const everyLanguage = ['src/shared/i18n/resources.ts', 'src/shared/i18n/staffResources.ts'].map((file) =>
      join(repo, file),
    )
    const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || isUnder(file, join(web, 'testing'))
    const violations = sourceFiles(web)
      .filter((file) => !isTestCode(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => everyLanguage.includes(target))
          .map((target) => `${posix(relative(repo, file))} → ${posix(relative(repo, target))}`),
      )
    // The discovery works: the test helpers' import is seen.
    expect(importsOf(join(web, 'testing/i18n.ts'))).toEqual(expect.arrayContaining(everyLanguage))
    expect(violations).toEqual([])
  })

  it("ids come from useElementId, never React's useId, which Preact's hydration would not match", () => {
    const elementId = join(web, 'lib/elementId.ts')
    const violations = sourceFiles(web)
      .filter((file) => file !== elementId && !file.includes('.test.'))
      .filter((file) => /\buseId\b/.test(readFileSync(file, 'utf8')))
      .map((file) => posix(relative(web, file)))
    expect(readFileSync(elementId, 'utf8')).toMatch(/\buseId\b/)
    expect(violations).toEqual([])
  })

  it("translations come from the app's useTranslation, made once per page, not react-i18next's per component", () => {
    const violations = sourceFiles(web)
      .filter((file) =>
        /import \{[^}]*\buseTranslation\b[^}]*\} from 'react-i18next'/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => posix(relative(web, file)))
    expect(readFileSync(join(web, 'lib/translation.tsx'), 'utf8')).toMatch(/export function useTranslation/)
    expect(violations).toEqual([])
  })
})
