// npm test: every test that this machine can run, and a plain word on what it could not.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureDependencies, ensureWebBuild, root, run } from './lib.mjs'

ensureDependencies()
// The server-process test and the browser journeys need the built web app.
ensureWebBuild()
const reports = mkdtempSync(join(tmpdir(), 'amora-test-'))
const bin = (name) => join(root, 'node_modules', '.bin', name)
const skipped = []
const failures = []
let passed = 0
let failed = 0

// 0. Types and lint: fast, and a failure here is a failure of the suite.
for (const [name, command, args] of [
  // Server and web apart (the server without DOM types, the web without Node's), then everything with the tests.
  ['type check of the server and web (tsc -b)', bin('tsc'), ['-b', 'tsconfig.server.json']],
  ['type check with tests and tools (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint (Biome)', bin('biome'), ['check', '.']],
]) {
  if (run(command, args) !== 0) failures.push(name)
}

// 1. Unit and API tests: SQLite always; the API tests again on PostgreSQL when TEST_DATABASE_URL is set.
const postgres = Boolean(process.env.TEST_DATABASE_URL)
if (!postgres) skipped.push('API tests on PostgreSQL: TEST_DATABASE_URL is not set')
const vitestReport = join(reports, 'vitest.json')
const vitestStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])
if (vitestStatus !== 0) failures.push('unit and API tests')
const vitest = existsSync(vitestReport) ? JSON.parse(readFileSync(vitestReport, 'utf8')) : null
const vitestTests = vitest ? vitest.testResults.flatMap((file) => file.assertionResults) : []
const count = (tests, status) => tests.filter((t) => t.status === status).length
const onPostgres = vitestTests.filter((t) => t.fullName.includes('[postgres]'))
passed += count(vitestTests, 'passed')
failed += count(vitestTests, 'failed')

// 2. Browser journeys in Chromium, against the built app.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
let browserTests = []
if (!existsSync(chromium)) {
  skipped.push(`browser tests: no Chromium at ${chromium} (set CHROMIUM_PATH, or install Debian's chromium)`)
} else {
  const playwrightReport = join(reports, 'playwright.json')
  const status = run(bin('playwright'), ['test'], {
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  })
  if (status !== 0) failures.push('browser tests')
  if (existsSync(playwrightReport)) {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8'))
    const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)]
    browserTests = report.suites.flatMap(specs).flatMap((spec) => spec.tests)
    passed += browserTests.filter((t) => t.status === 'expected' || t.status === 'flaky').length
    failed += browserTests.filter((t) => t.status === 'unexpected').length
  }
}
rmSync(reports, { recursive: true, force: true })

console.log('\n── Amora test summary ──')
console.log(
  `unit and API tests (Vitest): ${count(vitestTests, 'passed')} passed, ${count(vitestTests, 'failed')} failed`,
)
console.log(
  `  of which on PostgreSQL: ${count(onPostgres, 'passed')} passed, ${count(onPostgres, 'failed')} failed`,
)
const browserPassed = browserTests.filter((t) => t.status === 'expected' || t.status === 'flaky').length
const browserSkipped = browserTests.filter((t) => t.status === 'skipped').length
console.log(
  `browser tests (Playwright, Chromium): ${browserPassed} passed, ${browserTests.length - browserPassed - browserSkipped} failed, ${browserSkipped} skipped`,
)
for (const reason of skipped) console.log(`SKIPPED ${reason}`)
console.log(
  `type check and lint: ${failures.some((f) => f.startsWith('type') || f.startsWith('lint')) ? 'failed' : 'passed'}`,
)
for (const part of failures) console.log(`FAILED ${part}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failures.length > 0 ? 1 : 0)
