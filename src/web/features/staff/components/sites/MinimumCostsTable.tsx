import { Button, Col, Form, Table } from 'react-bootstrap'
import type { SiteSettings } from '#shared/api/site-settings.js'
import { countries } from '#shared/constants.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { numberOf } from './SectionForm.js'
import { useCountryName } from './SiteFields.js'

/** One row as typed: the costs stay text until the section sends them. */
export interface CostRow {
  country: string
  costs: string
  currency: string
}

export function costRowsOf(stored: SiteSettings['minimum_message_costs']): CostRow[] {
  return Object.entries(stored).map(([country, value]) => ({
    country,
    costs: String(value?.costs ?? ''),
    currency: value?.currency ?? '',
  }))
}

/** The rows as the setting holds them: per country, its costs and currency. */
export function minimumCostsOf(rows: CostRow[]): Record<string, { costs: number; currency: string }> {
  return Object.fromEntries(
    rows.map((row) => [
      row.country,
      { costs: numberOf(row.costs), currency: row.currency.trim().toUpperCase() },
    ]),
  )
}

/**
 * The minimum costs of a message per country, shown in the chat: a row per country, added and removed
 * here. Each country appears once; a row offers only the countries no other row has.
 */
export function MinimumCostsTable({
  value,
  onChange,
  error,
}: {
  value: CostRow[]
  onChange: (rows: CostRow[]) => void
  error?: string
}) {
  const { t } = useTranslation('staff')
  const countryName = useCountryName()
  const id = useElementId()
  const free = countries.filter((code) => !value.some((row) => row.country === code))
  const change = (index: number, patch: Partial<CostRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  const add = () => {
    const country = free[0]
    if (country) onChange([...value, { country, costs: '', currency: 'EUR' }])
  }
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index))
  // A refusal names the table; the rows that cannot be right are marked as well.
  const describedBy = [error ? `${id}-error` : '', `${id}-help`].filter(Boolean).join(' ')

  return (
    <Col xs={12} className="mb-2">
      <fieldset aria-describedby={describedBy}>
        <legend className="small fw-semibold mb-1 fs-6">{t('sites.fields.minimum_message_costs')}</legend>
        {value.length > 0 && (
          <Table size="sm" className="mb-1 align-middle small" style={{ maxWidth: 520 }}>
            <thead>
              <tr>
                <th scope="col">{t('sites.costs.country')}</th>
                <th scope="col">{t('sites.costs.costs')}</th>
                <th scope="col">{t('sites.costs.currency')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('sites.costs.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {value.map((row, index) => (
                // The rows hold no state of their own (every input is controlled), so the position is a
                // sound key, and one that survives changing a row's country.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  <td>
                    <Form.Label htmlFor={`${id}-${index}-country`} visuallyHidden>
                      {t('sites.costs.country_of_row', { row: index + 1 })}
                    </Form.Label>
                    <Form.Select
                      id={`${id}-${index}-country`}
                      size="sm"
                      value={row.country}
                      onChange={(event) => change(index, { country: event.target.value })}
                    >
                      {countries
                        .filter((code) => code === row.country || free.includes(code))
                        .map((code) => (
                          <option key={code} value={code}>
                            {countryName(code)}
                          </option>
                        ))}
                    </Form.Select>
                  </td>
                  <td>
                    <Form.Label htmlFor={`${id}-${index}-costs`} visuallyHidden>
                      {t('sites.costs.costs_of_row', { row: index + 1 })}
                    </Form.Label>
                    <Form.Control
                      id={`${id}-${index}-costs`}
                      size="sm"
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={0.01}
                      value={row.costs}
                      isInvalid={Boolean(error) && !(numberOf(row.costs) >= 0)}
                      onChange={(event) => change(index, { costs: event.target.value })}
                      style={{ width: '7rem' }}
                    />
                  </td>
                  <td>
                    <Form.Label htmlFor={`${id}-${index}-currency`} visuallyHidden>
                      {t('sites.costs.currency_of_row', { row: index + 1 })}
                    </Form.Label>
                    <Form.Control
                      id={`${id}-${index}-currency`}
                      size="sm"
                      value={row.currency}
                      isInvalid={Boolean(error) && !/^[A-Z]{3}$/.test(row.currency.trim())}
                      maxLength={3}
                      autoComplete="off"
                      onChange={(event) => change(index, { currency: event.target.value.toUpperCase() })}
                      style={{ width: '5rem' }}
                    />
                  </td>
                  <td className="text-end">
                    <Button size="sm" variant="outline-danger" onClick={() => remove(index)}>
                      {t('sites.costs.remove', { country: row.country })}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Button size="sm" variant="outline-secondary" onClick={add} disabled={free.length === 0}>
          {t('sites.costs.add')}
        </Button>
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
        <Form.Text id={`${id}-help`} className="d-block small">
          {t('sites.help.minimum_message_costs')}
        </Form.Text>
      </fieldset>
    </Col>
  )
}
