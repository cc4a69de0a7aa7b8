import { type FormEvent, useState } from 'react'
import { Button, ButtonGroup, Col, Form, Row } from 'react-bootstrap'
import { useSearchParams } from 'react-router'
import type { StaffUser } from '#shared/api/staff.js'
import { trafficGroups } from '#shared/api/staff-traffic.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import type { TrafficFilters as Filters } from '../../api/traffic.js'
import { siteToday } from '../../siteToday.js'
import { FilterSelect } from '../FilterSelect.js'
import { quickPeriod, quickPeriods } from './period.js'

function DateFilter({ name, label, value }: { name: 'from' | 'to'; label: string; value: string }) {
  const id = useElementId()
  const [params, setParams] = useSearchParams()
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Control
        size="sm"
        type="date"
        value={value}
        onChange={(event) => {
          if (!event.target.value) return
          const next = new URLSearchParams(params)
          next.set(name, event.target.value)
          setParams(next)
        }}
      />
    </Form.Group>
  )
}

function NetworkFilter({ value }: { value: string }) {
  const { t } = useTranslation('staff')
  const id = useElementId()
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(value)
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const next = new URLSearchParams(params)
    if (text.trim()) next.set('network', text.trim())
    else next.delete('network')
    setParams(next)
  }
  return (
    <Form onSubmit={apply} className="d-flex gap-1 align-items-end">
      <Form.Group controlId={id} className="flex-grow-1">
        <Form.Label className="small mb-0">{t('traffic.network')}</Form.Label>
        <Form.Control
          size="sm"
          value={text}
          placeholder={t('traffic.all_networks')}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
        />
      </Form.Group>
      <Button type="submit" size="sm" variant="outline-secondary">
        {t('traffic.apply')}
      </Button>
    </Form>
  )
}

/** The report's period, grouping, site and network; all in the URL, so a view can be reloaded and shared. */
export function TrafficFilters({ sites, filters }: { sites: StaffUser['sites']; filters: Filters }) {
  const { t } = useTranslation('staff')
  const [params, setParams] = useSearchParams()
  const choose = (choice: (typeof quickPeriods)[number]) => {
    const period = quickPeriod(choice, siteToday(sites, filters.site))
    const next = new URLSearchParams(params)
    next.set('from', period.from)
    next.set('to', period.to)
    setParams(next)
  }
  return (
    <>
      <Row xs={1} sm={2} lg={3} xl={5} className="g-2 align-items-end mb-2">
        <Col>
          <FilterSelect
            name="site"
            label={t('members.site')}
            options={sites.map((site) => [String(site.id), site.name] as const)}
          />
        </Col>
        <Col>
          <DateFilter name="from" label={t('traffic.from')} value={filters.from} />
        </Col>
        <Col>
          <DateFilter name="to" label={t('traffic.to')} value={filters.to} />
        </Col>
        <Col>
          <FilterSelect
            name="group"
            label={t('traffic.group')}
            options={trafficGroups.map((group) => [group, t(`traffic.groups.${group}`)] as const)}
          />
        </Col>
        <Col>
          <NetworkFilter key={filters.network ?? ''} value={filters.network ?? ''} />
        </Col>
      </Row>
      <ButtonGroup size="sm" className="mb-2 flex-wrap" aria-label={t('traffic.quick')}>
        {quickPeriods.map((choice) => (
          <Button
            key={choice}
            variant="outline-secondary"
            className="text-nowrap"
            onClick={() => choose(choice)}
          >
            {t(`traffic.quick_${choice}`)}
          </Button>
        ))}
      </ButtonGroup>
    </>
  )
}
