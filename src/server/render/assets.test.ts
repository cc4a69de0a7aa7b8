import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtAssets, devAssets, lazyAssetsOf } from './assets.js'

describe('the built client', () => {
  it('links the entry, preloads what it imports (each once) and the styles of all of them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'amora-assets-'))
    mkdirSync(join(dir, '.vite'))
    const manifest = {
      'src/web/entry-client.tsx': {
        file: 'assets/entry.js',
        css: ['assets/entry.css'],
        imports: ['_shared.js', '_ui.js'],
        dynamicImports: ['src/web/pages/admin/AdminHomePage.tsx'],
      },
      '_shared.js': { file: 'assets/shared.js', imports: ['_ui.js'] },
      '_ui.js': { file: 'assets/ui.js', css: ['assets/ui.css'] },
      'src/web/pages/admin/AdminHomePage.tsx': { file: 'assets/admin.js' },
    }
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
    expect(builtAssets(dir)).toEqual({
      scripts: ['/assets/entry.js'],
      preloads: ['/assets/shared.js', '/assets/ui.js'],
      stylesheets: ['/assets/entry.css', '/assets/ui.css'],
      preamble: null,
      lazy: {},
    })
  })

  it('lists what each lazy module adds to the entry, and a page adds what its lazy routes need, each once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'amora-assets-'))
    mkdirSync(join(dir, '.vite'))
    const manifest = {
      'src/web/entry-client.tsx': {
        file: 'assets/entry.js',
        imports: ['_shared.js'],
        dynamicImports: ['src/web/pages/MembersPage.tsx', 'src/web/pages/ChatPage.tsx'],
      },
      '_shared.js': { file: 'assets/shared.js' },
      '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css'], imports: ['_shared.js'] },
      'src/web/pages/MembersPage.tsx': {
        file: 'assets/members.js',
        isDynamicEntry: true,
        imports: ['src/web/entry-client.tsx', '_shared.js', '_cards.js'],
      },
      'src/web/pages/ChatPage.tsx': { file: 'assets/chat.js', isDynamicEntry: true, imports: ['_cards.js'] },
    }
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
    const assets = builtAssets(dir)
    expect(assets.lazy).toEqual({
      'src/web/pages/MembersPage.tsx': {
        preloads: ['/assets/members.js', '/assets/cards.js'],
        stylesheets: ['/assets/cards.css'],
      },
      'src/web/pages/ChatPage.tsx': {
        preloads: ['/assets/chat.js', '/assets/cards.js'],
        stylesheets: ['/assets/cards.css'],
      },
    })
    expect(lazyAssetsOf(assets, ['src/web/pages/MembersPage.tsx', 'src/web/pages/ChatPage.tsx'])).toEqual({
      preloads: ['/assets/members.js', '/assets/cards.js', '/assets/chat.js'],
      stylesheets: ['/assets/cards.css'],
    })
    expect(lazyAssetsOf(assets, ['src/web/pages/Unknown.tsx'])).toEqual({ preloads: [], stylesheets: [] })
    expect(lazyAssetsOf(devAssets('http://localhost:5173'), ['src/web/pages/MembersPage.tsx'])).toEqual({
      preloads: [],
      stylesheets: [],
    })
  })
})
