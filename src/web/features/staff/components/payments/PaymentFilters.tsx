import { type FormEvent, useEffect, useState } from 'react'
import { Button, Col, Form, Row } from 'react-bootstrap'
import { useSearchParams } from 'react-router'
import { paymentMethods } from '#shared/api/payments.js'
import type { StaffUser } from '#shared/api/staff.js'
import { paymentStatusFilters } from '#shared/api/staff-payments.js'
import { sharedTimeZone } from '#shared/calendarDays.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { FilterSelect } from '../FilterSelect.js'

/** The filters typed rather than chosen: they apply together on Enter or "Search". */
const typedFilters = ['member', 'provider_payment_id', 'country', 'from', 'to'] as const
type Typed = Record<(typeof typedFilters)[number], string>

function typedOf(params: URLSearchParams): Typed {
  return Object.fromEntries(typedFilters.map((name) => [name, params.get(name) ?? ''])) as Typed
}

function TypedField({
  name,
  label,
  value,
  onChange,
  type = 'text',
  maxLength = 100,
}: {
  name: keyof Typed
  label: string
  value: string
  onChange: (name: keyof Typed, value: string) => void
  type?: 'text' | 'date'
  maxLength?: number
}) {
  const id = useElementId()
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Control
        size="sm"
        type={type}
        name={name}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        onChange={(event) => onChange(name, event.target.value)}
      />
    </Form.Group>
  )
}

/**
 * The payments desk's filters, all in the URL so a view can be reloaded and shared: the selects apply at
 * once, the typed ones on Enter. Days are UTC days, as the API takes them.
 */
export function PaymentFilters({ sites }: { sites: StaffUser['sites'] }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const [params, setParams] = useSearchParams()
  const key = params.toString()
  const [typed, setTyped] = useState(() => typedOf(params))
  // Back and forward change the URL under the fields: the fields follow.
  useEffect(() => setTyped(typedOf(new URLSearchParams(key))), [key])
  // The server counts the days in the same zone (docs/product.md, Staff: payments desk).
  const site = params.get('site')
  const zone = sharedTimeZone(
    sites
      .filter((candidate) => !site || String(candidate.id) === site)
      .map((candidate) => candidate.time_zone),
  )

  const change = (name: keyof Typed, value: string) => setTyped((current) => ({ ...current, [name]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = new URLSearchParams(params)
    for (const name of typedFilters) {
      const value = name === 'country' ? typed[name].trim().toUpperCase() : typed[name].trim()
      if (value) next.set(name, value)
      else next.delete(name)
    }
    next.delete('page')
    setParams(next)
  }

  return (
    <div className="mb-2">
      <Form role="search" aria-label={t('payments.filters')} onSubmit={submit}>
        <Row xs={2} md={3} xl={6} className="g-2 align-items-end mb-2">
          <Col>
            <TypedField
              name="member"
              label={t('payments.member_filter')}
              value={typed.member}
              onChange={change}
            />
          </Col>
          <Col>
            <TypedField
              name="provider_payment_id"
              label={t('payments.provider_id')}
              value={typed.provider_payment_id}
              onChange={change}
            />
          </Col>
          <Col>
            <TypedField
              name="country"
              label={t('payments.country')}
              value={typed.country}
              onChange={change}
              maxLength={2}
            />
          </Col>
          <Col>
            <TypedField
              name="from"
              label={t('payments.from')}
              value={typed.from}
              onChange={change}
              type="date"
            />
          </Col>
          <Col>
            <TypedField name="to" label={t('payments.to')} value={typed.to} onChange={change} type="date" />
          </Col>
          <Col>
            <Button type="submit" size="sm" className="w-100">
              {t('payments.search')}
            </Button>
          </Col>
        </Row>
      </Form>
      <Row xs={2} md={3} className="g-2 align-items-end">
        <Col>
          <FilterSelect
            name="status"
            label={t('payments.status')}
            anyLabel={t('common.any')}
            options={paymentStatusFilters.map(
              (status) => [status, t(`payments.statuses.${status}`)] as const,
            )}
          />
        </Col>
        <Col>
          <FilterSelect
            name="method"
            label={t('payments.method')}
            anyLabel={t('common.any')}
            options={paymentMethods.map((method) => [method, tMain(`payment_methods.${method}`)] as const)}
          />
        </Col>
        <Col>
          <FilterSelect
            name="site"
            label={t('members.site')}
            anyLabel={t('members.all_sites')}
            options={sites.map((site) => [String(site.id), site.name] as const)}
          />
        </Col>
      </Row>
      <p className="small text-body-secondary mt-1 mb-0">{t('payments.days_in_zone', { zone })}</p>
    </div>
  )
}
