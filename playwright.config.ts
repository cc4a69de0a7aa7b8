import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'

// One fresh server with its own database for the whole run; workers inherit the same folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'amora-e2e-'))
const port = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker: journeys share one site, and some count its members (search), which others' signups change.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The server as `npm start` runs it: the bundle built from the sources (docs/decisions/0040).
    command: 'node scripts/build-server.mjs && node --enable-source-maps dist/server/main.mjs',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_MEMBERS: '150',
      // Every journey signs up and browses from the same address; the login block per address stays as it is.
      RATE_LIMIT_SCALE: '20',
      LOG_LEVEL: 'warn',
      // Event mails wait 3 seconds for more of the same instead of 10 minutes, so journeys can read them.
      MAIL_BATCH_DELAY_SECONDS: '3',
      // The bounce journey posts a report as the operator's mail server would.
      MAIL_REPORT_SECRET: 'e2e-mail-report-secret-0123456789',
      // The push journey runs its own push service on loopback with this test certificate.
      NODE_EXTRA_CA_CERTS: fileURLToPath(new URL('src/server/test/tls/localhost-cert.pem', import.meta.url)),
    },
  },
})
