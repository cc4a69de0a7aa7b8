/** What a page may make the browser download before it runs, gzipped, in KB (docs/benchmarks.md). */
export interface PageBudget {
  scriptKb: number
  /** Only the pages paid traffic lands on have a budget for styles. */
  styleKb?: number
}

export const pageBudgets = {
  /** Landers, the home page and the info pages: what paid traffic and search engines arrive on. */
  visitor: { scriptKb: 100, styleKb: 20 },
  members: { scriptKb: 150 },
} satisfies Record<string, PageBudget>
