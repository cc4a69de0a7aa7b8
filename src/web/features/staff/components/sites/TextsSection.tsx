import { useState } from 'react'
import { Col, Form, Row } from 'react-bootstrap'
import type { SiteSettings } from '#shared/api/site-settings.js'
import type { StaffSiteResponse } from '#shared/api/staff-sites.js'
import { type Locale, localeNames, locales } from '#shared/i18n/languages.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { type Change, type FieldBinding, SiteSection } from './SectionForm.js'
import { TextArea, TextInput } from './SiteFields.js'

const textSettings = [
  'description',
  'index_title',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'operator_openers',
] as const
type TextSetting = (typeof textSettings)[number]
type Texts = Record<Locale, string>

/** Every language present, empty where the site uses the catalogue's text. */
function textsOf(stored: SiteSettings[TextSetting]): Texts {
  return Object.fromEntries(locales.map((locale) => [locale, stored[locale] ?? ''])) as Texts
}

function draftOf({ settings }: StaffSiteResponse): Record<TextSetting, Texts> {
  return Object.fromEntries(textSettings.map((name) => [name, textsOf(settings[name])])) as Record<
    TextSetting,
    Texts
  >
}

/** A changed text is sent with all its languages; an emptied language goes back to the catalogue's text. */
function changeOf(changed: Partial<Record<TextSetting, Texts>>): Change {
  const settings: Partial<SiteSettings> = {}
  for (const name of textSettings) {
    const texts = changed[name]
    if (texts)
      settings[name] = Object.fromEntries(
        Object.entries(texts)
          .map(([locale, text]) => [locale, text.trim()])
          .filter(([, text]) => text !== ''),
      )
  }
  return { settings }
}

/** Whether a language has any wording of its own, marked in the language choice. */
function hasOwnWording(values: Record<TextSetting, Texts>, locale: Locale): boolean {
  return textSettings.some((name) => values[name][locale].trim() !== '')
}

/** One language of a per-language setting, bound to its control. */
function inLanguage(binding: FieldBinding<Texts>, locale: Locale) {
  return {
    value: binding.value[locale],
    onChange: (text: string) => binding.onChange({ ...binding.value, [locale]: text }),
    error: binding.error,
  }
}

/**
 * The texts a site may word per language: one language at a time, chosen above the fields. What is left
 * empty shows the catalogue's text in that language.
 */
export function TextsSection({ data }: { data: StaffSiteResponse }) {
  const { t, i18n } = useTranslation('staff')
  const [locale, setLocale] = useState<Locale>(() =>
    locales.includes(i18n.language as Locale) ? (i18n.language as Locale) : 'en',
  )
  const languageId = useElementId()
  return (
    <SiteSection
      id="texts"
      title={t('sites.sections.texts')}
      data={data}
      group="settings"
      draftOf={draftOf}
      changeOf={changeOf}
    >
      {(form) => (
        <Row className="g-2">
          <Col xs={12} md={6} xl={4} className="mb-2">
            <Form.Label htmlFor={languageId} className="small fw-semibold mb-1">
              {t('sites.texts_language')}
            </Form.Label>
            <Form.Select
              id={languageId}
              size="sm"
              value={locale}
              onChange={(event) => setLocale(event.target.value as Locale)}
            >
              {locales.map((option) => (
                <option key={option} value={option}>
                  {`${localeNames[option]} (${option})${hasOwnWording(form.values, option) ? ' ✎' : ''}`}
                </option>
              ))}
            </Form.Select>
            <Form.Text className="d-block small">{t('sites.help.texts')}</Form.Text>
          </Col>
          <Col xs={12} className="p-0" />
          <TextArea
            label={t('sites.fields.description')}
            help={t('sites.help.description')}
            rows={2}
            maxLength={300}
            {...inLanguage(form.field('description'), locale)}
          />
          {textSettings
            .filter((name) => name !== 'description' && name !== 'operator_openers')
            .map((name) => (
              <TextInput
                key={name}
                label={t(`sites.fields.${name}`)}
                help={t(`sites.help.${name}`)}
                maxLength={300}
                {...inLanguage(form.field(name), locale)}
              />
            ))}
          <TextArea
            label={t('sites.fields.operator_openers')}
            help={t('sites.help.operator_openers')}
            rows={4}
            maxLength={4000}
            {...inLanguage(form.field('operator_openers'), locale)}
          />
        </Row>
      )}
    </SiteSection>
  )
}
