import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtAssets } from './assets.js'

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
    })
  })
})
