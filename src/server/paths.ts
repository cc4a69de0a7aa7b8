import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The nearest folder at or above `start` that holds a package.json. */
export function folderWithPackageJson(start: string): string {
  let folder = start
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder)
    if (parent === folder) throw new Error(`No package.json at or above ${start}`)
    folder = parent
  }
  return folder
}

/**
 * The project's folder, for the files the server reads at run time (the push worker script, the logo, the HEIF
 * decoder's worker). Found from this module's own place, which is src/server under tsx and dist/server in the
 * built bundle (docs/architecture.md), so a path relative to it would be right in only one of the two.
 */
export const projectRoot = folderWithPackageJson(dirname(fileURLToPath(import.meta.url)))

/** True when the server runs from its TypeScript sources (tsx, Vitest), false in the built bundle. */
export const runsFromSources = import.meta.url.endsWith('.ts')
