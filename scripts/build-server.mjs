// npm run build (after the web app) and npm start when the sources changed: the server as built JavaScript,
// so that a start loads plain modules instead of compiling TypeScript.
// node scripts/build-server.mjs [out folder]   (dist/server unless given)
// Only src/server/main.ts is built. The command-line tools (migrate, backup, restore, staff, campaign, seed)
// stay on tsx: an operator runs them now and then, where a second of compiling does not matter, and from the
// sources they can never be older than the code they act for (a stale bundle of migrate would miss migrations).
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { reactRouterProductionFiles } from './reactRouterProduction.mjs'

const root = resolve(import.meta.dirname, '..')

/**
 * A stylesheet import is for the client build only (src/server/render/styleImports.mjs does the same under
 * tsx): each becomes an empty module, a package's too (uplot's), which `packages: 'external'` would otherwise
 * leave for Node to load and fail on.
 */
const emptyStylesheets = {
  name: 'empty-stylesheets',
  setup(build) {
    build.onResolve({ filter: /\.s?css(?:\?.*)?$/ }, ({ path }) => ({ path, namespace: 'stylesheet' }))
    build.onLoad({ filter: /.*/, namespace: 'stylesheet' }, () => ({ contents: '', loader: 'empty' }))
  },
}

/** Bundles the server into `outdir`. An earlier build's files go first, so that no stale chunk stays. */
async function buildServer(outdir) {
  for (const name of ['main.mjs', 'main.mjs.map', 'chunks'])
    rmSync(join(outdir, name), { recursive: true, force: true })
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/server/main.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // node_modules stay where they are: the bundle imports them at run time, so it must live inside the project.
    packages: 'external',
    // Except React Router, bundled from its production files, as the web app's build takes them.
    alias: reactRouterProductionFiles,
    // The web pages' lazy routes stay lazy: loaded when first rendered, as under tsx.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: true,
    plugins: [emptyStylesheets],
    logLevel: 'warning',
  })
}

await buildServer(resolve(process.argv[2] ?? join(root, 'dist', 'server')))
