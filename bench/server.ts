// A bench script (the app, a bare server) in a process of its own, as production runs it, once it has printed
// its port; with a channel on which the app answers questions about itself (bench/app-server.ts).
import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

export interface BenchProcess {
  url: string
  child: ChildProcess
}

export function startProcess(
  script: string,
  options: { args?: string[]; env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<BenchProcess> {
  const { args = [], env = {}, nodeArgs = [] } = options
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
    lines.once('line', (line) =>
      resolve({ url: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`, child }),
    )
  })
}
