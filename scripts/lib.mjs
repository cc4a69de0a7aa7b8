// Helpers for the npm scripts. Node built-ins only: these run before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '..')

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  )
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

/** Runs a command; the process ends with its exit code when it fails. */
export function runOrExit(command, args, options) {
  const status = run(command, args, options)
  if (status !== 0) process.exit(status)
}

/** npm install when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const installed = join(root, 'node_modules', '.package-lock.json')
  const lock = join(root, 'package-lock.json')
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return
  console.log('Installing dependencies (the first time takes a few minutes)…')
  runOrExit('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'])
}

/** Builds the web app when it was never built or its sources changed since. */
export function ensureWebBuild() {
  const manifest = join(root, 'dist', 'client', '.vite', 'manifest.json')
  const sources = Math.max(
    newestMtime(join(root, 'src', 'web')),
    newestMtime(join(root, 'src', 'shared')),
    newestMtime(join(root, 'vite.config.ts')),
    newestMtime(join(root, 'package-lock.json')),
  )
  if (existsSync(manifest) && statSync(manifest).mtimeMs >= sources) return
  console.log('Building the web app…')
  runOrExit(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'])
}

/** Bundles the server (scripts/build-server.mjs) when it was never built or its sources changed since. */
export function ensureServerBuild() {
  const bundle = join(root, 'dist', 'server', 'main.mjs')
  const sources = Math.max(
    ...[
      'src/server',
      'src/shared',
      'src/web',
      'scripts/build-server.mjs',
      'package.json',
      'package-lock.json',
    ].map((path) => newestMtime(join(root, path))),
  )
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= sources) return
  console.log('Building the server…')
  runOrExit(process.execPath, [join(root, 'scripts', 'build-server.mjs')])
}

/** Starts a long-running child that ends with this process, passing SIGINT/SIGTERM on. */
export function supervise(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  return child
}
