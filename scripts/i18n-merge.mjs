// node scripts/i18n-merge.mjs <folder> <file.json>: deep-merges {"en": {...}, "de": {...}, ...} into
// src/shared/i18n/<folder>/<lang>.json (folder: locales or pages). Existing keys are overwritten.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const [folder, source] = process.argv.slice(2)
if (!folder || !source) {
  console.error('usage: node scripts/i18n-merge.mjs <locales|pages> <file.json>')
  process.exit(1)
}

function merge(target, addition) {
  for (const [key, value] of Object.entries(addition)) {
    const isTree = value && typeof value === 'object' && !Array.isArray(value)
    if (isTree && target[key] && typeof target[key] === 'object') merge(target[key], value)
    else target[key] = value
  }
  return target
}

const additions = JSON.parse(readFileSync(source, 'utf8'))
for (const [locale, tree] of Object.entries(additions)) {
  const path = join(import.meta.dirname, '..', 'src', 'shared', 'i18n', folder, `${locale}.json`)
  const catalogue = JSON.parse(readFileSync(path, 'utf8'))
  writeFileSync(path, `${JSON.stringify(merge(catalogue, tree), null, 2)}\n`)
}
console.log(`merged ${Object.keys(additions).join(', ')}`)
