import { spawn } from 'node:child_process'

/** What a command printed and how it ended. */
export interface CommandRun {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs one of the project's TypeScript command files as its npm script does, with extra environment. */
export function runCommand(file: string, args: string[], env: Record<string, string>): Promise<CommandRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  return new Promise((done) => child.once('close', (code) => done({ code, stdout, stderr })))
}
