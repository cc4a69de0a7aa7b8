// npm run dev: the server (restarted on change) renders pages that load scripts from Vite (hot reload).
import { join } from 'node:path'
import { ensureDependencies, root, supervise } from './lib.mjs'

ensureDependencies()
const viteOrigin = 'http://localhost:5173'
const vite = supervise(join(root, 'node_modules', '.bin', 'vite'), [])
const server = supervise(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
  env: { ...process.env, NODE_ENV: 'development', VITE_DEV_ORIGIN: viteOrigin },
})
for (const child of [vite, server]) child.on('exit', (code) => process.exit(code ?? 0))
