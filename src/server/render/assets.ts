import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

export interface PageAssets {
  /** Module scripts to load, in order. */
  scripts: string[]
  stylesheets: string[]
  /** Inline module code that must run first (React Refresh's preamble in development). */
  preamble: string | null
}

export const clientDir = resolve('dist/client')
const entry = 'src/web/entry-client.tsx'

interface ManifestChunk {
  file: string
  css?: string[]
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
  return {
    scripts: [`/${chunk.file}`],
    stylesheets: (chunk.css ?? []).map((file) => `/${file}`),
    preamble: null,
  }
}

/** Scripts served by the Vite dev server, with hot reloading. */
export function devAssets(origin: string): PageAssets {
  return {
    scripts: [`${origin}/@vite/client`, `${origin}/${entry}`],
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
