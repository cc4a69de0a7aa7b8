import { type FormEvent, useEffect } from 'react'
import { Button, Col, Form, Row } from 'react-bootstrap'
import { genders, searchAgeBounds } from '#shared/constants.js'
import { Icon } from '#web/components/ui/Icon.js'
import { useRegions } from '#web/lib/regions.js'
import { useTranslation } from '#web/lib/translation.js'
import { type FormState, useForm } from '#web/lib/useForm.js'
import {
  type FilterContext,
  type Gender,
  isFieldFailure,
  lowestAge,
  type SearchFilters,
} from '../searchFilters.js'

interface SearchFormProps {
  filters: SearchFilters
  context: FilterContext
  onSearch: (filters: SearchFilters) => void
  /** The search's failure, shown on the country or region when the server names one of them. */
  failure?: unknown
}

/** The filters as the form holds them: one string a control. */
type Draft = Record<'gender' | 'country' | 'countryregion' | 'min_age' | 'max_age', string>

function draftOf(filters: SearchFilters): Draft {
  return {
    gender: filters.gender,
    country: filters.country,
    countryregion: filters.countryregion === null ? '' : String(filters.countryregion),
    min_age: String(filters.min_age),
    max_age: String(filters.max_age),
  }
}

function filtersOf(draft: Draft): SearchFilters {
  return {
    gender: draft.gender as Gender | '',
    country: draft.country,
    countryregion: draft.countryregion ? Number(draft.countryregion) : null,
    min_age: Number(draft.min_age),
    max_age: Number(draft.max_age),
  }
}

/**
 * The filters the site offers (settings.search_fields), one above the other as the filter sheet holds them:
 * who, where (country and its own kind of region) and which ages. Ages are checked here before anything is
 * asked: the lowest may not exceed the highest.
 */
export function SearchForm({ filters, context, onSearch, failure }: SearchFormProps) {
  const { t } = useTranslation()
  // `age` is the range the two age selects make together.
  const form = useForm(draftOf(filters), ['age'])
  const draft = filtersOf(form.values)
  const ageError = form.errors.age ?? null
  const offered = (field: string) => context.fields.includes(field)
  const { fail } = form
  // The form is made anew for each search (keyed by the address), so the failure is shown once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new failure is shown
  useEffect(() => {
    if (isFieldFailure(failure)) fail(failure)
  }, [failure])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (draft.min_age > draft.max_age) {
      form.setError('age', t('search.errors.age_range'))
      return
    }
    form.setError('age', null)
    onSearch(draft)
  }

  return (
    <Form noValidate onSubmit={submit} className="search-form" aria-label={t('search.form_label')}>
      <Row className="g-3 align-items-end">
        {offered('gender') && (
          <Col xs={12}>
            <Form.Group controlId="search-gender">
              <Form.Label>{t('search.looking_for')}</Form.Label>
              <Form.Select {...form.bind('gender')}>
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
          <Col xs={12}>
            <Form.Group controlId="search-country">
              <Form.Label>{t('search.country')}</Form.Label>
              <Form.Select
                {...form.bind('country')}
                aria-invalid={form.errors.country ? true : undefined}
                aria-describedby={form.errors.country ? 'search-country-error' : undefined}
                onChange={(e) => {
                  form.setValue('country', e.target.value)
                  form.setValue('countryregion', '')
                }}
              >
                <option value="">{t('search.country_any')}</option>
                {context.countries.map((country) => (
                  <option key={country} value={country}>
                    {t(`countries.${country}`)}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid" id="search-country-error">
                {form.errors.country}
              </Form.Control.Feedback>
            </Form.Group>
          </Col>
        )}
        {offered('country') && offered('countryregion') && (
          <Col xs={12}>
            <RegionSelect form={form} />
          </Col>
        )}
        {offered('min_age') && (
          <Col xs={6}>
            <AgeSelect
              id="search-min-age"
              label={t('search.min_age')}
              value={draft.min_age}
              from={lowestAge(context)}
              invalid={ageError !== null}
              onChange={(min_age) => form.setValue('min_age', String(min_age))}
            />
          </Col>
        )}
        {offered('max_age') && (
          <Col xs={6}>
            <AgeSelect
              id="search-max-age"
              label={t('search.max_age')}
              value={draft.max_age}
              from={lowestAge(context)}
              invalid={ageError !== null}
              describedBy={ageError ? 'search-age-error' : undefined}
              onChange={(max_age) => form.setValue('max_age', String(max_age))}
            />
          </Col>
        )}
        <Col xs={12}>
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
function RegionSelect({ form }: { form: FormState<Draft> }) {
  const { t } = useTranslation()
  const country = form.values.country
  const regions = useRegions(country || undefined)
  const label = regions.data?.kind_name ?? t('search.region')
  const error = form.errors.countryregion
  return (
    <Form.Group controlId="search-region">
      <Form.Label>{label}</Form.Label>
      <Form.Select
        {...form.bind('countryregion')}
        disabled={!country || !regions.data}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'search-region-error' : undefined}
      >
        <option value="">{country ? t('search.region_any') : t('search.region_choose_country')}</option>
        {regions.data?.regions.map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id="search-region-error">
        {error}
      </Form.Control.Feedback>
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
