import type { InfoPage, InfoPageName } from '#shared/api/info-pages.js'
import type { Locale } from '#shared/i18n/languages.js'
import de from '#shared/i18n/pages/de.json' with { type: 'json' }
import en from '#shared/i18n/pages/en.json' with { type: 'json' }
import es from '#shared/i18n/pages/es.json' with { type: 'json' }
import fr from '#shared/i18n/pages/fr.json' with { type: 'json' }
import it from '#shared/i18n/pages/it.json' with { type: 'json' }
import nl from '#shared/i18n/pages/nl.json' with { type: 'json' }
import pl from '#shared/i18n/pages/pl.json' with { type: 'json' }
import type { Site } from '../sites/service.js'

type PageSource = Record<InfoPageName, Omit<InfoPage, 'name' | 'last_updated'>>

export const pageSources: Record<Locale, PageSource> = { de, en, es, fr, it, nl, pl }

/** The date the texts of the info pages were last revised, unless a page was revised since (below). */
export const contentRevisedOn = '2026-11-22'

/** Pages revised after the others: each says its own date, so a page that did not change keeps its date. */
const pageRevisedOn: Partial<Record<InfoPageName, string>> = { privacy: '2026-11-28' }

export function revisedOn(name: InfoPageName): string {
  return pageRevisedOn[name] ?? contentRevisedOn
}

interface LocaleFormats {
  revised: Intl.DateTimeFormat
  regions: Intl.DisplayNames
}

// Building Intl formatters costs more than filling a whole page, so each language keeps its own.
const formatsByLocale = new Map<Locale, LocaleFormats>()

function localeFormats(locale: Locale): LocaleFormats {
  const known = formatsByLocale.get(locale)
  if (known) return known
  const formats = {
    revised: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
    regions: new Intl.DisplayNames([locale], { type: 'region' }),
  }
  formatsByLocale.set(locale, formats)
  return formats
}

function placeholders(site: Site, locale: Locale, revised: string): Record<string, string> {
  const c = site.company
  const formats = localeFormats(locale)
  return {
    site_name: site.name,
    site_domain: site.domain,
    company_name: c.name,
    company_address: c.address,
    company_postal_code: c.postal_code,
    company_city: c.city,
    company_country: formats.regions.of(c.country) ?? c.country,
    company_kvk: c.kvk,
    company_vat_numbers: c.vat_numbers.join(', '),
    support_email: site.settings.support_email ?? c.support_email,
    support_phone: c.support_phone,
    refund_days: String(site.settings.refund_days),
    min_age: String(site.settings.min_age),
    last_updated: formats.revised.format(new Date(`${revised}T00:00:00Z`)),
  }
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole)
}

/** An info page in a language, with the site's company details filled in. */
export function renderInfoPage(name: InfoPageName, locale: Locale, site: Site): InfoPage {
  const source = pageSources[locale][name]
  const revised = revisedOn(name)
  const values = placeholders(site, locale, revised)
  return {
    name,
    title: fill(source.title, values),
    description: fill(source.description, values),
    last_updated: values.last_updated ?? revised,
    sections: source.sections.map((section) => ({
      heading: fill(section.heading, values),
      paragraphs: section.paragraphs.map((p) => fill(p, values)),
      ...(section.items ? { items: section.items.map((item) => fill(item, values)) } : {}),
    })),
  }
}
