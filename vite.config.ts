import { readdirSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import purgeCss from '@fullhuman/postcss-purgecss'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { reactRouterProductionFiles } from './scripts/reactRouterProduction.mjs'
import { bootstrapClassesIn, reactBootstrapClasses } from './src/web/styles/bootstrapClasses.js'

const compressible = /\.(js|mjs|css|svg|json|html|txt|map)$/
const frameworkModules =
  /node_modules[\\/](preact|react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/
/** Smaller files gain less than the headers of a compressed answer cost. */
const minimumBytes = 1024

/**
 * Writes a brotli (best) and a gzip (best) copy beside each built file worth compressing; the server sends
 * the one the browser accepts (`preCompressed` of @fastify/static), so no answer is compressed per request.
 */
function compressedCopies(): Plugin {
  const brotli = promisify(brotliCompress)
  const gzipped = promisify(gzip)
  return {
    name: 'amora-compressed-copies',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir as string
      const files = Object.values(bundle).flatMap((file) => {
        const data = file.type === 'chunk' ? file.code : file.source
        return compressible.test(file.fileName) && data.length >= minimumBytes
          ? [{ name: file.fileName, data }]
          : []
      })
      await Promise.all(
        files.map(async ({ name, data }) => {
          const path = join(dir, name)
          await writeFile(
            `${path}.br`,
            await brotli(data, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }),
          )
          await writeFile(`${path}.gz`, await gzipped(data, { level: constants.Z_BEST_COMPRESSION }))
        }),
      )
    },
  }
}

/** The sources of React Bootstrap's modules, whose classes the pages may show. */
function reactBootstrapModules(): string[] {
  const dir = 'node_modules/react-bootstrap/esm'
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
}

/** The TypeScript sources under `dir`, whose class names the purge reads. */
function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourcesIn(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The back office's own sources: their classes come with its stylesheet (layouts/adminArea.scss) only. */
const staffOnly = /(^|[\\/])(pages[\\/]admin|features[\\/]staff)[\\/]|[\\/]layouts[\\/]AdminLayout\.tsx$/

/**
 * Bootstrap's rules that no page can use leave the built stylesheet (most of its utilities' responsive
 * variants, the components we do not show): a class is kept when our source or React Bootstrap's names it,
 * or composes it from a prop (bootstrapClassesIn). The members' and visitors' stylesheets are purged against
 * every source but the back office's, so that its dense tables and forms never weigh on a lander; the back
 * office's own stylesheet against all of them. Our own styles are never purged: main.scss marks them, since
 * some of their names are put together in code (`collage-${n}`). Only the build purges; `npm run dev` keeps
 * every rule, so that a new class works before a restart. Classes that only a state adds are kept.
 */
const unusedBootstrap = () => {
  const sources = ['src/web', 'src/shared', 'src/server/render'].flatMap(sourcesIn)
  const memberSources = sources.filter((file) => !staffOnly.test(file))
  const reactBootstrap = { raw: reactBootstrapClasses(reactBootstrapModules()).join(' '), extension: 'txt' }
  return purgeCss({
    contentFunction: (stylesheet) => [
      ...(stylesheet.includes('adminArea.scss') ? sources : memberSources),
      reactBootstrap,
    ],
    defaultExtractor: bootstrapClassesIn,
    // Classes a state adds, and the offcanvas's placements, which the code names only through a prop; uPlot's
    // (the revenue dashboard's charts), which its script puts on the elements it makes.
    safelist: [
      /^(show|showing|hiding|fade|collapse|collapsing|modal-open|modal-static|offcanvas-start|offcanvas-end|offcanvas-bottom)$/,
      /^(uplot|u-[a-z-]+)$/,
    ],
  })
}

/**
 * Built pages run React's API on Preact's compatibility layer in the browser, which hydrates the markup that
 * React renders on the server (docs/decisions/0023): the framework chunk 129.5 → 75 KB gzipped. `npm run dev`
 * keeps React DOM for its fast refresh; the journeys run on the build.
 */
const preactInTheBrowser = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]

/** React Router's production files (scripts/reactRouterProduction.mjs), as the server's build takes them. */
const reactRouterProduction = Object.entries(reactRouterProductionFiles).map(([name, file]) => ({
  find: new RegExp(`^${name}$`),
  replacement: file,
}))

// The server renders every page and links the built client; `npm run dev` serves these files with hot reload.
export default defineConfig(({ command }) => ({
  plugins: [react(), compressedCopies()],
  resolve: { alias: command === 'build' ? [...preactInTheBrowser, ...reactRouterProduction] : [] },
  // What src/web/lib/browserRenderer.ts reports: the renderer the alias above chose.
  define: { AMORA_BROWSER_RENDERER: JSON.stringify(command === 'build' ? 'preact' : 'react') },
  publicDir: 'src/web/public',
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: {
      input: 'src/web/entry-client.tsx',
      // Pages are lazy chunks; left alone, the code two pages share becomes a chunk of its own for each set of
      // pages (about 60 files for a lander). Shared parts under 60 KB (before minifying) are copied into each
      // page's chunk instead: a lander loads 8 files, 750 KB (236 KB gzipped) rather than 63, 725 KB.
      //
      // What every page runs — React's API (Preact in the browser), the router, i18next and TanStack Query — is one
      // chunk of its own: never copied, and kept by browsers across releases that change only the app.
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 60_000 },
          groups: [{ name: 'framework', test: frameworkModules }],
        },
      },
    },
  },
  css: {
    postcss: { plugins: command === 'build' ? [unusedBootstrap()] : [] },
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: { port: 5173, strictPort: true, cors: true, origin: 'http://localhost:5173' },
}))
