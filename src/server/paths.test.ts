import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { folderWithPackageJson, projectRoot, runsFromSources } from './paths.js'

describe('the project folder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'amora-paths-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('is the one holding package.json, above src/server', () => {
    expect(projectRoot).toBe(resolve('.'))
    expect(existsSync(join(projectRoot, 'src/web/sw/sw-push.js'))).toBe(true)
  })

  it('is found from a folder deeper down, as from dist/server', () => {
    writeFileSync(join(folder, 'package.json'), '{}')
    mkdirSync(join(folder, 'dist', 'server'), { recursive: true })
    expect(folderWithPackageJson(join(folder, 'dist', 'server'))).toBe(folder)
  })

  it('is an error when no folder above holds a package.json', () => {
    const bare = mkdtempSync(join(tmpdir(), 'amora-paths-bare-'))
    try {
      expect(() => folderWithPackageJson(bare)).toThrow(/No package.json/)
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
  })

  it('says the tests run from the sources', () => {
    expect(runsFromSources).toBe(true)
  })
})
