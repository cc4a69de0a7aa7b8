// Lighthouse (pinned to 12.2.3, the last for Node 20) on the built app in Debian's Chromium, with its default
// mobile profile and throttling: the scores and the paint, blocking and shift figures of each page.
import { existsSync } from 'node:fs'
import { chromium as playwrightChromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
/**
 * Runs per page. One run's score swings widely here (66 to 96 for one page in four runs in a row); Lighthouse's
 * own advice is the median of five, which it finds twice as stable as a single run.
 */
const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)

export interface LighthouseMeasure {
  name: string
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The performance scores of all the runs, lowest first; the figures above are the median run's. */
  performanceRuns: number[]
}

/** Each page as Lighthouse sees it on a phone; null when this machine has no Chromium. */
export async function lighthouseMeasures(
  origin: string,
  pages: { name: string; path: string; headers: Record<string, string> }[],
): Promise<LighthouseMeasure[] | null> {
  if (!existsSync(chromium)) return null
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  })
  try {
    const measures: LighthouseMeasure[] = []
    for (const page of pages) {
      const { cookie, ...headers } = page.headers
      await setCookies(chrome.port, origin, cookie)
      const runs = []
      for (let run = 0; run < runsPerPage; run++)
        runs.push(await measurePage(`${origin}${page.path}`, chrome.port, headers))
      const { categories, audits } = computeMedianRun(runs)
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      measures.push({
        name: page.name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        performanceRuns: runs
          .map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100))
          .sort((a, b) => a - b),
      })
    }
    return measures
  } finally {
    chrome.kill()
  }
}

/**
 * One page's report. Lighthouse now and then fails to record the load's trace (NO_NAVSTART, a run error
 * rather than a score): such a run is made again, up to three times.
 */
async function measurePage(url: string, port: number, extraHeaders: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders,
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    if (!result.lhr.runtimeError) return result.lhr
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
  }
}

/**
 * A member's session as the browser's own cookie, not as a header Lighthouse adds: the page's calls to the
 * API carry it too, as they would for a member (a header would reach the page's request only, and the app
 * would then see the session end). Lighthouse keeps cookies between its runs, so each page sets its own.
 */
async function setCookies(port: number, origin: string, cookie: string | undefined): Promise<void> {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('Chromium has no default context')
    await context.clearCookies()
    const pairs = (cookie ?? '').split(';').map((pair) => pair.trim().split('='))
    await context.addCookies(
      pairs
        .filter(([name, value]) => name && value !== undefined)
        .map(([name, value]) => ({ name: name as string, value: value as string, url: origin })),
    )
  } finally {
    await browser.close()
  }
}

export function printLighthouse(measures: LighthouseMeasure[] | null): void {
  if (measures === null) {
    console.log(`\nLighthouse: skipped, no Chromium at ${chromium} (set CHROMIUM_PATH)`)
    return
  }
  console.log(
    `\nLighthouse 12.2.3, mobile profile with its default throttling, the median of ${runsPerPage} runs per page (budget: 95 for each score)\n`,
  )
  console.log('| page | performance | of each run | accessibility | best practices | LCP ms | TBT ms | CLS |')
  console.log('|---|---:|---|---:|---:|---:|---:|---:|')
  for (const m of measures)
    console.log(
      `| ${m.name} | ${m.performance} | ${m.performanceRuns.join(', ')} | ${m.accessibility} | ${m.bestPractices} | ${Math.round(m.lcpMs)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} |`,
    )
}
