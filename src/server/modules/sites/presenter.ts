import type { TFunction } from 'i18next'
import { brandOf, headerLogo } from '#server/render/brand.js'
import type { CompanyInfoResponse, RegionsResponse, SiteSettingsResponse } from '#shared/api/sites.js'
import { type Locale, languageChoices, locales } from '#shared/i18n/languages.js'
import type { CompanyInfo, Region, Site } from './service.js'

export interface VisitorContext {
  locale: Locale
  browserLocale: Locale | undefined
  geoCountry: string | null
  loggedIn: boolean
  t: TFunction
}

/** The country whose content a visitor sees: their own when the site serves it, else the site's first. */
export function selectedCountry(site: Site, geoCountry: string | null): string {
  const countries: readonly string[] = site.settings.countries
  return geoCountry && countries.includes(geoCountry) ? geoCountry : (countries[0] ?? 'NL')
}

/** A setting an operator may give per language, else the catalogue's text. */
function localizedSetting(values: Partial<Record<Locale, string>>, locale: Locale, fallback: string): string {
  return values[locale] || fallback
}

type SiteTexts = Pick<
  SiteSettingsResponse['settings'],
  'description' | 'index_title' | 'fictional_warning' | 'fictional_singular' | 'fictional_plural'
>

// Per site object (replaced whenever the site is reloaded) and language: translating on every
// request was the largest cost of this call.
const textsBySite = new WeakMap<Site, Map<Locale, SiteTexts>>()

function siteTexts(site: Site, locale: Locale, t: TFunction): SiteTexts {
  let byLocale = textsBySite.get(site)
  if (!byLocale) {
    byLocale = new Map()
    textsBySite.set(site, byLocale)
  }
  let texts = byLocale.get(locale)
  if (!texts) {
    const s = site.settings
    texts = {
      description: localizedSetting(s.description, locale, t('meta.index_description', { site: site.name })),
      index_title: localizedSetting(s.index_title, locale, t('meta.index_title', { site: site.name })),
      fictional_warning: localizedSetting(s.fictional_warning, locale, t('fictional.warning')),
      fictional_singular: localizedSetting(s.fictional_singular, locale, t('fictional.singular')),
      fictional_plural: localizedSetting(s.fictional_plural, locale, t('fictional.plural')),
    }
    byLocale.set(locale, texts)
  }
  return texts
}

export function presentSettings(
  site: Site,
  visitor: VisitorContext,
  regionKinds: Record<string, string>,
  pushPublicKey: string | null = null,
) {
  const s = site.settings
  const { t, locale } = visitor
  const chosenCountry = selectedCountry(site, visitor.geoCountry)
  const settings: SiteSettingsResponse['settings'] = {
    name: site.name,
    domain: site.domain,
    domain_language: site.domainLanguage,
    cdn_prefix: site.cdnPrefix,
    logo: headerLogo(brandOf(site)),
    ...siteTexts(site, locale, t),
    countries: [...s.countries],
    visible_profile_fields: [...s.visible_profile_fields],
    visible_profile_notes: [...s.visible_profile_notes],
    region_data: Object.fromEntries(s.countries.map((c) => [c, { kind: regionKinds[c] ?? 'region' }])),
    search_fields: [...s.search_fields],
    interests: s.interests ?? [],
    geoip_country: visitor.geoCountry,
    geoip_selected_country: chosenCountry,
    signups: s.signups,
    invite_only: s.invite_only,
    logged_out_search: s.logged_out_search,
    logged_out_search_trafficsource: s.logged_out_search_trafficsource,
    enable_site_entry_popup: s.enable_site_entry_popup,
    entry_warning_countries: s.entry_warning_countries,
    entry_warning_exit_url: s.entry_warning_exit_url,
    push_public_key: pushPublicKey,
    fictional_icon: s.fictional_icon,
    message_credits: s.message_credits,
    signup_credits: s.signup_credits,
    photo_credits: s.photo_credits,
    gift_credits: s.gift_credits,
    content_review: s.content_review,
    message_length: s.message_length,
    minimum_message_costs: s.minimum_message_costs,
    support_email: s.support_email ?? site.company.support_email,
    refund_days: s.refund_days,
    member_resell: s.member_resell,
    min_age: s.min_age,
    languages: [...locales],
    language_choices: languageChoices({
      geoCountry: visitor.geoCountry,
      selectedCountry: chosenCountry,
      currentLocale: locale,
      browserLocale: visitor.browserLocale,
      loggedIn: visitor.loggedIn,
    }),
    browser_language: visitor.browserLocale ?? null,
  }
  return { settings } satisfies SiteSettingsResponse
}

export function presentCompanyInfo(company: CompanyInfo): CompanyInfoResponse {
  return { companyinfo: { ...company } }
}

export function presentInterests(
  interests: { id: number; slug: string }[],
  allowed: string[] | null,
  t: TFunction,
) {
  const shown = allowed ? interests.filter((i) => allowed.includes(i.slug)) : interests
  return { interests: shown.map((i) => ({ id: i.id, slug: i.slug, name: t(`interests.${i.slug}`) })) }
}

export function presentRegions(
  regions: Region[],
  countries: readonly string[],
  t: TFunction,
): RegionsResponse {
  const result: RegionsResponse['regions'] = {}
  for (const country of countries) {
    const own = regions.filter((r) => r.country === country)
    const kind = own[0]?.kind ?? 'region'
    result[country] = {
      kind,
      kind_name: t(`region_kinds.${kind}`),
      regions: own.map((r) => ({ id: r.id, code: r.code, name: r.name })),
    }
  }
  return { regions: result }
}
