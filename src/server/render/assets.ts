import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

export interface PageAssets {
  /** Module scripts to load, in order. */
  scripts: string[]
  /** Modules the scripts import, fetched at once instead of after the script that names them. */
  preloads: string[]
  stylesheets: string[]
  /** Inline module code that must run first (React Refresh's preamble in development). */
  preamble: string | null
  /**
   * What each lazily loaded module adds to a page that shows it, by source file (src/web/pages/X.tsx): its
   * chunk and the chunks it imports that the entry does not, and their styles. None in development.
   */
  lazy?: Record<string, LazyAssets>
}

export interface LazyAssets {
  preloads: string[]
  stylesheets: string[]
}

export const clientDir = resolve('dist/client')
const entry = 'src/web/entry-client.tsx'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isDynamicEntry?: boolean
}

/** The chunks a chunk imports statically, and theirs, each once. */
function staticImports(manifest: Record<string, ManifestChunk>, chunk: ManifestChunk): ManifestChunk[] {
  const found = new Map<string, ManifestChunk>()
  const visit = (keys: string[] = []) => {
    for (const key of keys) {
      const imported = manifest[key]
      if (!imported || found.has(key)) continue
      found.set(key, imported)
      visit(imported.imports)
    }
  }
  visit(chunk.imports)
  return [...found.values()]
}

/** The built client, as Vite's manifest names it. */
export function builtAssets(dir = clientDir): PageAssets {
  const manifestPath = resolve(dir, '.vite/manifest.json')
  if (!existsSync(manifestPath)) {
    throw new Error(`The web app is not built (${manifestPath} is missing): run "npm run build"`)
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const chunk = manifest[entry]
  if (!chunk) throw new Error(`${entry} is missing from the Vite manifest`)
  const imported = staticImports(manifest, chunk)
  const loaded = new Set<ManifestChunk>([chunk, ...imported])
  const lazy: Record<string, LazyAssets> = {}
  for (const [source, dynamic] of Object.entries(manifest)) {
    if (!dynamic.isDynamicEntry || loaded.has(dynamic)) continue
    const parts = [dynamic, ...staticImports(manifest, dynamic)].filter((part) => !loaded.has(part))
    lazy[source] = {
      preloads: parts.map((part) => `/${part.file}`),
      stylesheets: parts.flatMap((part) => part.css ?? []).map((file) => `/${file}`),
    }
  }
  return {
    scripts: [`/${chunk.file}`],
    preloads: imported.map((dependency) => `/${dependency.file}`),
    stylesheets: [chunk, ...imported].flatMap((part) => part.css ?? []).map((file) => `/${file}`),
    preamble: null,
    lazy,
  }
}

/** The preloads and styles a page's lazy routes add to the entry's, each once (none in development). */
export function lazyAssetsOf(assets: PageAssets, sourceFiles: string[]): LazyAssets {
  const found = sourceFiles.flatMap((file) => assets.lazy?.[file] ?? [])
  return {
    preloads: [...new Set(found.flatMap((part) => part.preloads))],
    stylesheets: [...new Set(found.flatMap((part) => part.stylesheets))],
  }
}

/** Every stylesheet a page may load: the entry's, then each lazy module's (a layout's own), each once. */
export function allStylesheets(assets: PageAssets): string[] {
  const lazy = Object.values(assets.lazy ?? {}).flatMap((part) => part.stylesheets)
  return [...new Set([...assets.stylesheets, ...lazy])]
}

/** Scripts served by the Vite dev server, with hot reloading. */
export function devAssets(origin: string): PageAssets {
  return {
    scripts: [`${origin}/@vite/client`, `${origin}/${entry}`],
    preloads: [],
    stylesheets: [],
    preamble: [
      `import RefreshRuntime from '${origin}/@react-refresh'`,
      'RefreshRuntime.injectIntoGlobalHook(window)',
      'window.$RefreshReg$ = () => {}',
      'window.$RefreshSig$ = () => (type) => type',
      'window.__vite_plugin_react_preamble_installed__ = true',
    ].join('\n'),
  }
}
