// A bench script (the app, a bare server) in a process of its own, as production runs it, once it has printed
// its port; with a channel on which the app answers questions about itself (bench/app-server.ts).
import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { demoLogin } from '#server/db/seed/demo.js'

const reactRouterProductionImport = new URL('../scripts/reactRouterProductionImport.mjs', import.meta.url)

export interface BenchProcess {
  url: string
  child: ChildProcess
}

export function startProcess(
  script: string,
  options: { args?: string[]; env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<BenchProcess> {
  const { args = [], env = {}, nodeArgs = [] } = options
  // React Router's production files, as the built server bundles them (scripts/reactRouterProduction.mjs).
  const reactRouterProduction = ['--import', fileURLToPath(reactRouterProductionImport)]
  const child = spawn(
    process.execPath,
    [...nodeArgs, ...reactRouterProduction, '--import', 'tsx', script, ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      env: { ...process.env, NODE_ENV: 'production', ...env },
    },
  )
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
    lines.once('line', (line) =>
      resolve({ url: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`, child }),
    )
  })
}

/** The app process's CPU time so far, in milliseconds (user and system), asked over its channel. */
export function cpuMs(app: BenchProcess): Promise<number> {
  return new Promise((resolve) => {
    app.child.once('message', (answer) => {
      const usage = answer as NodeJS.CpuUsage
      resolve((usage.user + usage.system) / 1000)
    })
    app.child.send('cpu')
  })
}

/** The demo member's session cookie, logged in on the app at `appUrl` (any process of one database). */
export async function loginCookie(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/user.php`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/json', 'x-request-type': 'client' },
    body: JSON.stringify(demoLogin),
  })
  if (!response.ok) throw new Error(`demo login failed: ${response.status} ${await response.text()}`)
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('amora_session='))
  if (!session) throw new Error('demo login set no session cookie')
  return session.split(';')[0] as string
}
