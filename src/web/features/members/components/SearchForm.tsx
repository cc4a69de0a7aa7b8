import { type FormEvent, useState } from 'react'
import { Button, Col, Form, Row } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import { searchAgeBounds } from '#shared/api/search.js'
import { genders } from '#shared/constants.js'
import { Icon } from '#web/components/ui/Icon.js'
import { useRegions } from '#web/lib/regions.js'
import { type FilterContext, type Gender, lowestAge, type SearchFilters } from '../searchFilters.js'

interface SearchFormProps {
  filters: SearchFilters
  context: FilterContext
  onSearch: (filters: SearchFilters) => void
}

/**
 * The filters the site offers (settings.search_fields): who, where (country and its own kind of region)
 * and which ages. Ages are checked here before anything is asked: the lowest may not exceed the highest.
 */
export function SearchForm({ filters, context, onSearch }: SearchFormProps) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(filters)
  const [ageError, setAgeError] = useState<string | null>(null)
  const offered = (field: string) => context.fields.includes(field)
  const set = (change: Partial<SearchFilters>) => setDraft((current) => ({ ...current, ...change }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (draft.min_age > draft.max_age) {
      setAgeError(t('search.errors.age_range'))
      return
    }
    setAgeError(null)
    onSearch(draft)
  }

  return (
    <Form noValidate onSubmit={submit} className="search-form" aria-label={t('search.form_label')}>
      <Row className="g-2 g-md-3 align-items-end">
        {offered('gender') && (
          <Col xs={12} md>
            <Form.Group controlId="search-gender">
              <Form.Label>{t('search.looking_for')}</Form.Label>
              <Form.Select
                value={draft.gender}
                onChange={(e) => set({ gender: e.target.value as Gender | '' })}
              >
                <option value="">{t('search.gender_any')}</option>
                {genders.map((gender) => (
                  <option key={gender} value={gender}>
                    {t(`search.gender_${gender}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        {offered('country') && (
          <Col xs={12} sm={6} md>
            <Form.Group controlId="search-country">
              <Form.Label>{t('search.country')}</Form.Label>
              <Form.Select
                value={draft.country}
                onChange={(e) => set({ country: e.target.value, countryregion: null })}
              >
                <option value="">{t('search.country_any')}</option>
                {context.countries.map((country) => (
                  <option key={country} value={country}>
                    {t(`countries.${country}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        {offered('country') && offered('countryregion') && (
          <Col xs={12} sm={6} md>
            <RegionSelect country={draft.country} value={draft.countryregion} onChange={set} />
          </Col>
        )}
        {offered('min_age') && (
          <Col xs={6} md="auto">
            <AgeSelect
              id="search-min-age"
              label={t('search.min_age')}
              value={draft.min_age}
              from={lowestAge(context)}
              invalid={ageError !== null}
              onChange={(min_age) => set({ min_age })}
            />
          </Col>
        )}
        {offered('max_age') && (
          <Col xs={6} md="auto">
            <AgeSelect
              id="search-max-age"
              label={t('search.max_age')}
              value={draft.max_age}
              from={lowestAge(context)}
              invalid={ageError !== null}
              describedBy={ageError ? 'search-age-error' : undefined}
              onChange={(max_age) => set({ max_age })}
            />
          </Col>
        )}
        <Col xs={12} md="auto">
          <Button
            type="submit"
            className="w-100 d-inline-flex align-items-center justify-content-center gap-2"
          >
            <Icon name="search" />
            {t('search.submit')}
          </Button>
        </Col>
      </Row>
      {ageError && (
        <div id="search-age-error" className="invalid-feedback d-block" role="alert">
          {ageError}
        </div>
      )}
    </Form>
  )
}

/** The regions of the chosen country, labelled with the country's own kind (province, state, canton…). */
function RegionSelect({
  country,
  value,
  onChange,
}: {
  country: string
  value: number | null
  onChange: (change: Partial<SearchFilters>) => void
}) {
  const { t } = useTranslation()
  const regions = useRegions(country || undefined)
  const label = regions.data?.kind_name ?? t('search.region')
  return (
    <Form.Group controlId="search-region">
      <Form.Label>{label}</Form.Label>
      <Form.Select
        value={value === null ? '' : String(value)}
        disabled={!country || !regions.data}
        onChange={(e) => onChange({ countryregion: e.target.value ? Number(e.target.value) : null })}
      >
        <option value="">{country ? t('search.region_any') : t('search.region_choose_country')}</option>
        {regions.data?.regions.map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  )
}

function AgeSelect(props: {
  id: string
  label: string
  value: number
  from: number
  invalid: boolean
  describedBy?: string
  onChange: (age: number) => void
}) {
  const ages = Array.from({ length: searchAgeBounds.max - props.from + 1 }, (_, i) => props.from + i)
  return (
    <Form.Group controlId={props.id}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select
        value={props.value}
        isInvalid={props.invalid}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onChange(Number(e.target.value))}
      >
        {ages.map((age) => (
          <option key={age} value={age}>
            {age}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  )
}
