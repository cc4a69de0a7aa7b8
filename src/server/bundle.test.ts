import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from './test/ports.js'

// The built server (scripts/build-server.mjs), started as npm start does, from a build of its own.
const built = existsSync(resolve('dist/client/.vite/manifest.json'))
if (!built) console.log('Server bundle test skipped: the web app is not built (npm run build)')

/** The bundle's JavaScript files, chunks included. */
function bundleFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => join(folder, name))
}

describe.skipIf(!built)('the server from its bundle', () => {
  // Inside the project: the bundle finds node_modules and the project's files by walking up from itself.
  mkdirSync(resolve('dist'), { recursive: true })
  const outDir = mkdtempSync(resolve('dist', 'server-test-'))
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-bundle-'))
  let child: ChildProcess | undefined
  let origin = ''

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', outDir])
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, ['--enable-source-maps', join(outDir, 'main.mjs')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_MEMBERS: '5',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const server = child
    const lines = createInterface({ input: server.stdout as NodeJS.ReadableStream })
    await new Promise<void>((done, fail) => {
      server.once('exit', (code) => fail(new Error(`server exited with ${code}`)))
      lines.on('line', (line) => {
        if (line.includes('Amora is running at')) done()
      })
    })
  }, 120_000)

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child?.once('exit', done))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(outDir, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('is built JavaScript that imports no stylesheet', () => {
    const files = bundleFiles(outDir)
    expect(files.map((file) => file.slice(outDir.length + 1))).toContain('main.mjs')
    const stylesheetImport = /^import\s*["'][^"']*\.s?css["']/m
    expect(files.filter((file) => stylesheetImport.test(readFileSync(file, 'utf8')))).toEqual([])
  })

  it('answers /healthz and /readyz', async () => {
    expect((await fetch(`${origin}/healthz`)).status).toBe(200)
    expect((await fetch(`${origin}/readyz`)).status).toBe(200)
  })

  it('renders the home page with the site name', async () => {
    const page = await fetch(`${origin}/`, { headers: { host: 'localhost' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('<meta property="og:site_name" content="Amora">')
  })

  it('serves the push worker script it reads from src/web', async () => {
    const worker = await fetch(`${origin}/sw-push.js`, { headers: { host: 'localhost' } })
    expect(worker.status).toBe(200)
    expect(await worker.text()).toBe(readFileSync(resolve('src/web/sw/sw-push.js'), 'utf8'))
  })
})
