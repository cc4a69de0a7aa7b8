// npm start: install what is missing, build the web app and the server if needed, then migrate, seed and serve.
import { ensureDependencies, ensureServerBuild, ensureWebBuild, supervise } from './lib.mjs'

ensureDependencies()
ensureWebBuild()
ensureServerBuild()
// The built server (scripts/build-server.mjs); its source maps make stack traces name the files in src/.
const server = supervise(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
  env: { NODE_ENV: 'production', ...process.env },
})
server.on('exit', (code) => process.exit(code ?? 0))
