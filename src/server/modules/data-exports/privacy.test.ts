import { describe, expect, it } from 'vitest'
import { dataExportDays } from '#shared/api/data-exports.js'
import { locales } from '#shared/i18n/languages.js'
import { catalogues } from '#shared/i18n/resources.js'
import { pageSources } from '../info-pages/content.js'

describe('the privacy page', () => {
  it.each(locales)(
    'tells members in %s how to get their data, by the button they see on /profile',
    (locale) => {
      const privacy = JSON.stringify(pageSources[locale].privacy)
      expect(privacy).toContain(catalogues[locale].data_export.title)
      expect(privacy).toContain(` ${dataExportDays} `)
    },
  )
})
