import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..', '..')
const scanned = ['src/web', 'src/server/render']

/**
 * Query keys are written once, in the query factories: a feature's own in features/<f>/api, the shared ones
 * (the site, the session, regions, interests, catalogues, geocoding) in their src/web/lib files. Everyone else
 * asks them.
 */
const ownsKeys =
  /^src\/web\/(features\/[^/]+\/api\/|lib\/(site|session|regions|interests|language\/catalogue|location\/geocode)\.ts$)/

/** `queryKey: [`, or a cache call handed an array: setQueryData(['x'], …), getQueryData<T>(['x']). */
const literalKey = [
  /queryKey\s*:\s*\[/,
  /\b(?:set|get)QueryData\s*(?:<[^>]*>)?\s*\(\s*\[/,
  /\b(?:get|set)QueriesData\s*(?:<[^>]*>)?\s*\(\s*\[/,
  /\bgetQueryState\s*\(\s*\[/,
]

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) =>
      relative(root, join(root, dir, name))
        .split('\\')
        .join('/'),
    )
}

function literalKeysIn(text: string): string[] {
  return text.split('\n').filter((line) => literalKey.some((pattern) => pattern.test(line)))
}

describe('query keys', () => {
  it('are written as literals only in the query factories', () => {
    const files = scanned.flatMap(sourceFiles)
    // The renderer and both entries fill or read the cache; a scan that misses them proves nothing.
    expect(files).toEqual(
      expect.arrayContaining([
        'src/server/render/renderer.ts',
        'src/web/entry-client.tsx',
        'src/web/entry-server.tsx',
      ]),
    )
    const found = files
      .filter((file) => !ownsKeys.test(file))
      .flatMap((file) =>
        literalKeysIn(readFileSync(join(root, file), 'utf8')).map((line) => `${file}: ${line.trim()}`),
      )
    expect(found).toEqual([])
  })

  it('would catch the literals it looks for', () => {
    const samples = [
      "useQuery({ queryKey: ['likes'], queryFn })",
      "queryClient.setQueryData(['user'], null)",
      "queryClient.getQueryData<SiteSettingsResponse>(['settings'])",
      "queryClient.invalidateQueries({ queryKey: ['bundles'] })",
      "queryClient.getQueryState(['payment', id])",
    ]
    expect(samples.filter((sample) => literalKeysIn(sample).length === 0)).toEqual([])
    expect(literalKeysIn('queryClient.setQueryData(userQueryKey, null)')).toEqual([])
  })
})
