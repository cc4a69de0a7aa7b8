import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button, Col, Form, InputGroup, Row } from 'react-bootstrap'
import { useSearchParams } from 'react-router'
import { memberSorts, memberStatuses, type StaffUser } from '#shared/api/staff.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { useSlashFocus } from '../hooks/useSlashFocus.js'
import { withFilter } from '../searchParams.js'
import { FilterSelect } from './FilterSelect.js'

/**
 * The members search: the text applies on Enter, the selects at once. Everything lives in the URL's
 * search parameters, so a search can be reloaded, shared and gone back to.
 */
export function MemberFilters({ sites }: { sites: StaffUser['sites'] }) {
  const { t } = useTranslation('staff')
  const [params, setParams] = useSearchParams()
  const urlText = params.get('q') ?? ''
  const [text, setText] = useState(urlText)
  const searchId = useElementId()
  const searchBox = useRef<HTMLInputElement>(null)
  useSlashFocus(searchBox)
  // Back and forward change the URL under the box: the box follows.
  useEffect(() => setText(urlText), [urlText])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setParams(withFilter(params, 'q', text.trim()))
  }
  const yesNo = [
    ['yes', t('common.yes')],
    ['no', t('common.no')],
  ] as const

  return (
    <div className="mb-2">
      <Form role="search" onSubmit={submit} className="mb-2">
        <Form.Label htmlFor={searchId} className="visually-hidden">
          {t('members.search')}
        </Form.Label>
        <InputGroup size="sm">
          <Form.Control
            id={searchId}
            ref={searchBox}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('members.search_placeholder')}
            aria-keyshortcuts="/"
            maxLength={254}
            autoComplete="off"
          />
          <Button type="submit" variant="primary">
            {t('members.search_submit')}
          </Button>
        </InputGroup>
      </Form>
      <Row xs={2} md={3} xl={6} className="g-2 align-items-end">
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
            label={t('members.status')}
            anyLabel={t('common.any')}
            options={memberStatuses.map((status) => [status, t(`status.${status}`)] as const)}
          />
        </Col>
        <Col>
          <FilterSelect name="paid" label={t('members.paid')} anyLabel={t('common.any')} options={yesNo} />
        </Col>
        <Col>
          <FilterSelect
            name="fictional"
            label={t('members.fictional')}
            anyLabel={t('common.any')}
            options={yesNo}
          />
        </Col>
        <Col>
          <FilterSelect
            name="sort"
            label={t('members.sort')}
            options={memberSorts.map((sort) => [sort, t(`members.sorts.${sort}`)] as const)}
          />
        </Col>
        <Col>
          <Button
            size="sm"
            variant="outline-secondary"
            className="w-100"
            disabled={params.size === 0}
            onClick={() => setParams(new URLSearchParams())}
          >
            {t('members.reset')}
          </Button>
        </Col>
      </Row>
    </div>
  )
}
