// npm start: install what is missing, build the web app if needed, then migrate, seed and serve.
import { ensureDependencies, ensureWebBuild, supervise } from './lib.mjs'

ensureDependencies()
ensureWebBuild()
const server = supervise(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { NODE_ENV: 'production', ...process.env },
})
server.on('exit', (code) => process.exit(code ?? 0))
