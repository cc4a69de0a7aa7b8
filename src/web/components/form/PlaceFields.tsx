import { Form } from 'react-bootstrap'
import type { GeocodeResult } from '#shared/api/location.js'
import { cityMaxLength } from '#shared/api/profile.js'
import { useElementId } from '#web/lib/elementId.js'
import type { Coordinates } from '#web/lib/location/geocode.js'
import { useTowns } from '#web/lib/regions.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import type { FormState } from '#web/lib/useForm.js'
import { RegionSelect } from './RegionSelect.js'
import { TextField } from './TextField.js'
import { UseMyLocationButton } from './UseMyLocationButton.js'

type PlaceValues = Record<string, string> & { country: string; region_id: string; city: string }

interface PlaceFieldsProps<V extends PlaceValues> {
  form: FormState<V>
  /** The first option of the region list: "Choose…" in signup, "Rather not say" on the profile. */
  emptyLabel: string
  /** The browser's position and the town it was found for, once "Use my location" found one. */
  onLocated: (city: string, position: Coordinates) => void
}

/**
 * Where a member lives: one of the site's countries, a region of it, and a town, for which the region's
 * known towns are suggested (the server refuses a town it knows in another region). "Use my location"
 * fills all three when the position lies in one of the site's countries.
 */
export function PlaceFields<V extends PlaceValues>({ form, emptyLabel, onLocated }: PlaceFieldsProps<V>) {
  const { t } = useTranslation()
  const settings = useSettings()
  // A member of a country the site has since dropped keeps it on offer: staying is allowed.
  const kept = form.values.country !== '' && !settings.countries.includes(form.values.country)
  const countries = kept ? [form.values.country, ...settings.countries] : settings.countries
  const townsId = useElementId()
  const countryId = useElementId()
  const towns = useTowns(form.values.region_id)

  // A region or town of another country means nothing in the new one.
  const chooseCountry = (country: string) => {
    form.setValue('country', country)
    form.setValue('region_id', '')
    form.setValue('city', '')
  }
  const fill = (found: GeocodeResult, position: Coordinates) => {
    if (settings.countries.includes(found.country)) {
      form.setValue('country', found.country)
      form.setValue('region_id', found.region_id ? String(found.region_id) : '')
    }
    form.setValue('city', found.city)
    onLocated(found.city, position)
  }

  const countryError = form.errors.country
  return (
    <>
      <UseMyLocationButton className="mb-3" onLocated={fill} />
      {countries.length > 1 ? (
        <Form.Group className="mb-3" controlId={countryId}>
          <Form.Label>{t('signup.personal.country')}</Form.Label>
          <Form.Select
            {...form.bind('country')}
            onChange={(event) => chooseCountry(event.target.value)}
            autoComplete="country"
            aria-describedby={countryError ? `${countryId}-error` : undefined}
          >
            {countries.map((country) => (
              <option key={country} value={country}>
                {t(`countries.${country}`)}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid" id={`${countryId}-error`}>
            {countryError}
          </Form.Control.Feedback>
        </Form.Group>
      ) : (
        <p className="form-text mt-0">
          {t('my_profile.details.country', { country: t(`countries.${form.values.country}`) })}
        </p>
      )}
      <RegionSelect
        controlId={`${countryId}-region`}
        country={form.values.country}
        emptyLabel={emptyLabel}
        error={form.errors.region_id}
        {...form.bind('region_id')}
      />
      <TextField
        form={form}
        name="city"
        label={t('signup.personal.city')}
        autoComplete="address-level2"
        maxLength={cityMaxLength}
        list={towns.data?.length ? townsId : undefined}
      />
      {towns.data && towns.data.length > 0 && (
        <datalist id={townsId} aria-label={t('signup.personal.towns')}>
          {towns.data.map((town) => (
            <option key={town} value={town} />
          ))}
        </datalist>
      )}
    </>
  )
}
