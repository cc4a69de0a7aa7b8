/**
 * What a page may make the browser download before it runs, gzipped, in KB (docs/benchmarks.md,
 * docs/decisions/0020): in all, and of the app's own code beside the framework chunk.
 */
export interface PageBudget {
  scriptKb: number
  /** The app's own scripts: everything but the framework chunk (React, the router, i18next, TanStack Query). */
  appScriptKb: number
  /** Only the landers, where paid traffic arrives, have a budget for styles. */
  styleKb?: number
  /** The server's CPU time to render the page once, in ms, measured by the bench under steady load. */
  cpuMs: number
  /** The page's HTML as rendered, uncompressed, where it has a budget. */
  htmlKb?: number
}

export const pageBudgets = {
  lander: { scriptKb: 100, appScriptKb: 25, styleKb: 20, cpuMs: 2 },
  /** The home page and the info pages: what search engines and returning visitors arrive on. */
  visitor: { scriptKb: 100, appScriptKb: 25, cpuMs: 2 },
  /** A profile and the members' search. */
  members: { scriptKb: 150, appScriptKb: 60, cpuMs: 5, htmlKb: 40 },
} satisfies Record<string, PageBudget>

/** The framework chunk's files (`framework` in vite.config.ts). */
export function isFrameworkFile(path: string): boolean {
  return /\/framework-[\w-]+\.js$/.test(path)
}

const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1]

/** What a page's HTML makes the browser load before the app runs: its module scripts and preloads, its styles. */
export function pageFiles(html: string): { scripts: string[]; styles: string[] } {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
  const scripts = tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') && tag.includes('type="module"')
    const isPreload = tag.includes('rel="modulepreload"')
    const href = isScript ? attribute(tag, 'src') : isPreload ? attribute(tag, 'href') : undefined
    return href ? [href] : []
  })
  const styles = tags.flatMap((tag) => {
    const href = tag.includes('rel="stylesheet"') ? attribute(tag, 'href') : undefined
    return href ? [href] : []
  })
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] }
}
