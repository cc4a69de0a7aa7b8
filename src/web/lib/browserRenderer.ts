declare const AMORA_BROWSER_RENDERER: 'preact' | 'react' | undefined

/**
 * What renders the pages in this browser: Preact's React compatibility layer in built pages, React DOM under
 * `npm run dev` and in tests (vite.config.ts, docs/decisions/0023).
 */
export const browserRenderer: 'preact' | 'react' =
  typeof AMORA_BROWSER_RENDERER === 'undefined' ? 'react' : AMORA_BROWSER_RENDERER
