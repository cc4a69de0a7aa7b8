// Lighthouse (pinned to 12.2.3, the last for Node 20) on the built app in Debian's Chromium, with its default
// mobile profile and throttling: the scores and the paint, blocking and shift figures of each page.
import { existsSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export interface LighthouseMeasure {
  name: string
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
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
      const result = await lighthouse(`${origin}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        extraHeaders: page.headers,
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`)
      const { categories, audits } = result.lhr
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      measures.push({
        name: page.name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      })
    }
    return measures
  } finally {
    chrome.kill()
  }
}

export function printLighthouse(measures: LighthouseMeasure[] | null): void {
  if (measures === null) {
    console.log(`\nLighthouse: skipped, no Chromium at ${chromium} (set CHROMIUM_PATH)`)
    return
  }
  console.log('\nLighthouse 12.2.3, mobile profile with its default throttling (budget: 95 for each score)\n')
  console.log('| page | performance | accessibility | best practices | LCP ms | TBT ms | CLS |')
  console.log('|---|---:|---:|---:|---:|---:|---:|')
  for (const m of measures)
    console.log(
      `| ${m.name} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${Math.round(m.lcpMs)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} |`,
    )
}
