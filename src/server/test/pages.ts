import type { Engine } from '../db/database.js'
import { createPageRenderer } from '../render/renderer.js'
import { createTestApp, type TestApp } from './harness.js'

/** The built client's files, as the page renderer links them into every page. */
export const testAssets = {
  scripts: ['/assets/app.js'],
  preloads: ['/assets/shared.js'],
  stylesheets: ['/assets/app.css'],
  preamble: null,
  lazy: {
    'src/web/pages/MembersPage.tsx': {
      preloads: ['/assets/members.js', '/assets/cards.js'],
      stylesheets: [],
    },
    'src/web/pages/InfoPage.tsx': { preloads: ['/assets/info.js', '/assets/cards.js'], stylesheets: [] },
  },
}

/** A test app that renders its pages itself, linking testAssets. */
export function createPageTestApp(engine: Engine, env?: Record<string, string>): Promise<TestApp> {
  return createTestApp(engine, { renderer: (deps) => createPageRenderer(deps, testAssets), env })
}

/** What a person sees: the markup without the scripts (whose data holds {{placeholders}}). */
export function visible(html: string): string {
  return html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
}

/** The keys of the query cache the client app starts with. */
export function dehydratedKeys(html: string): string[] {
  const match = /window\.__AMORA__=(.*?)<\/script>/.exec(html)
  const state = JSON.parse((match?.[1] ?? '{}').replace(/\\u003c/g, '<')) as {
    dehydratedState?: { queries: { queryKey: unknown[] }[] }
  }
  return (state.dehydratedState?.queries ?? []).map((query) => JSON.stringify(query.queryKey))
}
