// Node's resolve hook for the production files of React Router (scripts/reactRouterProduction.mjs), for a
// process that runs the sources under tsx as production runs the built server: the benchmarks' app.
// node --import ./scripts/reactRouterProductionImport.mjs --import tsx …
import { pathToFileURL } from 'node:url'
import { reactRouterProductionFiles } from './reactRouterProduction.mjs'

export async function resolve(specifier, context, nextResolve) {
  const file = reactRouterProductionFiles[specifier]
  if (file) return { url: pathToFileURL(file).href, shortCircuit: true }
  return nextResolve(specifier, context)
}
