import { Col, Form, Row, ToggleButton, ToggleButtonGroup } from 'react-bootstrap'
import { useSearchParams } from 'react-router'
import type { StaffUser } from '#shared/api/staff.js'
import { revenueBuckets } from '#shared/api/staff-revenue.js'
import { countries } from '#shared/constants.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { withFilter } from '../../searchParams.js'
import { siteToday } from '../../siteToday.js'
import { FilterSelect } from '../FilterSelect.js'
import { type PeriodChoice, periodChoices, periodRange } from './periods.js'

/** The dashboard's filters: they apply at once and live in the URL, so a view can be reloaded and shared. */
export function RevenueFilters({
  sites,
  currencies,
}: {
  sites: StaffUser['sites']
  currencies: readonly string[]
}) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const [params, setParams] = useSearchParams()
  const periodId = useElementId()
  const fromId = useElementId()
  const toId = useElementId()
  const by = params.get('by') ?? 'day'
  const today = siteToday(sites, params.get('site'))

  const choosePeriod = (choice: string) => {
    const next = new URLSearchParams(params)
    if (choice === '') {
      next.delete('from')
      next.delete('to')
    } else {
      const range = periodRange(choice as PeriodChoice, today)
      next.set('from', range.from)
      next.set('to', range.to)
    }
    setParams(next)
  }
  const chosen =
    periodChoices.find((choice) => {
      const range = periodRange(choice, today)
      return range.from === params.get('from') && range.to === params.get('to')
    }) ?? (params.get('from') || params.get('to') ? 'custom' : '')

  return (
    <Row xs={2} md={4} xl={8} className="g-2 align-items-end mb-2">
      <Col>
        <FilterSelect
          name="site"
          label={t('members.site')}
          anyLabel={t('members.all_sites')}
          options={sites.map((site) => [String(site.id), site.name] as const)}
        />
      </Col>
      <Col>
        <FilterSelect
          name="country"
          label={t('revenue.country')}
          anyLabel={t('revenue.all_countries')}
          options={countries.map((code) => [code, tMain(`countries.${code}`)] as const)}
        />
      </Col>
      <Col>
        <Form.Group controlId={periodId}>
          <Form.Label className="small mb-0">{t('revenue.period')}</Form.Label>
          <Form.Select size="sm" value={chosen} onChange={(event) => choosePeriod(event.target.value)}>
            <option value="">{t('revenue.periods.last_30')}</option>
            {periodChoices
              .filter((choice) => choice !== 'last_30')
              .map((choice) => (
                <option key={choice} value={choice}>
                  {t(`revenue.periods.${choice}`)}
                </option>
              ))}
            {chosen === 'custom' && <option value="custom">{t('revenue.periods.custom')}</option>}
          </Form.Select>
        </Form.Group>
      </Col>
      <Col>
        <Form.Group controlId={fromId}>
          <Form.Label className="small mb-0">{t('revenue.from')}</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={params.get('from') ?? ''}
            onChange={(event) => setParams(withFilter(params, 'from', event.target.value))}
          />
        </Form.Group>
      </Col>
      <Col>
        <Form.Group controlId={toId}>
          <Form.Label className="small mb-0">{t('revenue.to')}</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={params.get('to') ?? ''}
            onChange={(event) => setParams(withFilter(params, 'to', event.target.value))}
          />
        </Form.Group>
      </Col>
      <Col>
        <FilterSelect
          name="currency"
          label={t('revenue.currency')}
          options={currencies.map((currency) => [currency, currency] as const)}
        />
      </Col>
      <Col xs={12} md={6} xl={2}>
        <div className="small" id={`${periodId}-by`}>
          {t('revenue.by')}
        </div>
        <ToggleButtonGroup
          type="radio"
          name="by"
          size="sm"
          value={by}
          aria-labelledby={`${periodId}-by`}
          onChange={(value: string) => setParams(withFilter(params, 'by', value === 'day' ? '' : value))}
        >
          {revenueBuckets.map((bucket) => (
            <ToggleButton
              key={bucket}
              id={`${periodId}-by-${bucket}`}
              value={bucket}
              variant="outline-primary"
            >
              {t(`revenue.by_${bucket}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Col>
    </Row>
  )
}
