// React Router's package names only its development build in its exports, whatever NODE_ENV says: that build
// checks and warns on every render, and its default error page says "Hey developer". The builds of the web
// app (vite.config.ts) and of the server (scripts/build-server.mjs) both take the production files instead, so
// that the page the server draws and the one the browser hydrates come from the same code. `npm run dev` and
// the tests under tsx keep the development build on both sides.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const folder = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
)

/** Each import name of the package and the production file it stands for. */
export const reactRouterProductionFiles = {
  'react-router': join(folder, 'index.mjs'),
  'react-router/dom': join(folder, 'dom-export.mjs'),
}
