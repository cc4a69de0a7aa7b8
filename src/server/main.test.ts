import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, describe, expect, it } from 'vitest'

const built = existsSync(resolve('dist/client/.vite/manifest.json'))
const dataDir = mkdtempSync(join(tmpdir(), 'amora-main-'))

describe.skipIf(!built)('the server process', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('migrates, seeds, prints the URL and demo login, serves, and shuts down cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: '3199',
        DATA_DIR: dataDir,
        DEMO_MEMBERS: '5',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const lines: string[] = []
    const output = createInterface({ input: child.stdout })
    await new Promise<void>((done, fail) => {
      child.once('exit', (code) => fail(new Error(`server exited with ${code}`)))
      output.on('line', (line) => {
        lines.push(line)
        if (/password/.test(line)) done()
      })
    })
    expect(lines.join('\n')).toContain('http://localhost:3199')
    expect(lines.find((line) => line.includes('password'))).toMatch(
      /demo@amora\.example.*password.*amora-demo/,
    )

    const health = await fetch('http://127.0.0.1:3199/healthz')
    expect(health.status).toBe(200)
    const page = await fetch('http://127.0.0.1:3199/', { headers: { host: 'localhost' } })
    expect(page.status).toBe(200)

    const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
    child.kill('SIGTERM')
    expect(await exit).toBe(0)
  }, 120_000)

  it('refuses a bad configuration with a clear message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const code = await new Promise<number | null>((done) => child.once('exit', (c) => done(c)))
    expect(code).toBe(1)
    expect(stderr).toContain('PORT="eighty": must be a number')
  }, 60_000)
})
