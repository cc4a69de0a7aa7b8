import { useEffect, useState } from 'react'
import { Col, Form, Row } from 'react-bootstrap'
import { useSearchParams } from 'react-router'
import type { StaffUser } from '#shared/api/staff.js'
import { discountStatusFilters } from '#shared/api/staff-discounts.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { withFilter } from '../../searchParams.js'
import { FilterSelect } from '../FilterSelect.js'

/** The code search: applied on Enter or when the field is left, not at every key. */
function SearchFilter() {
  const { t } = useTranslation('staff')
  const id = useElementId()
  const [params, setParams] = useSearchParams()
  const urlValue = params.get('search') ?? ''
  const [value, setValue] = useState(urlValue)
  useEffect(() => setValue(urlValue), [urlValue])
  const apply = () => {
    if (value.trim() !== urlValue) setParams(withFilter(params, 'search', value.trim()))
  }
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-0">{t('discounts.search')}</Form.Label>
      <Form.Control
        size="sm"
        type="search"
        value={value}
        maxLength={32}
        onChange={(event) => setValue(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply()
        }}
        autoComplete="off"
      />
    </Form.Group>
  )
}

/** The list's filters; they live in the URL, so a view can be reloaded and shared. */
export function DiscountFilters({ sites }: { sites: StaffUser['sites'] }) {
  const { t } = useTranslation('staff')
  return (
    <Row xs={1} sm={3} className="g-2 align-items-end mb-2">
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
          name="status"
          label={t('discounts.status')}
          anyLabel={t('common.any')}
          options={discountStatusFilters.map(
            (status) => [status, t(`discounts.statuses.${status}`)] as const,
          )}
        />
      </Col>
      <Col>
        <SearchFilter />
      </Col>
    </Row>
  )
}
