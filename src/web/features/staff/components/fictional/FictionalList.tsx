import type { KeyboardEvent } from 'react'
import { Alert, Badge, Col, Form, Row, Table } from 'react-bootstrap'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { type FictionalState, fictionalStates, type StaffFictional } from '#shared/api/staff-fictional.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { type FictionalFilter, useStaffFictionalList } from '../../api/fictional.js'
import { useStaffMe } from '../../api/me.js'
import { ageOn, todayUtc } from '../../fictional.js'
import { fictionalSearchFields, searchFromUrl, withFilter } from '../../searchParams.js'

export function fictionalPath(id: number): string {
  return `/admin/fictional/${id}`
}

/** The filter of the list as the URL holds it; unknown values are left out. */
export function fictionalFilterOf(params: URLSearchParams): FictionalFilter {
  const search = searchFromUrl(params, fictionalSearchFields)
  return {
    ...(search.site ? { site: Number(search.site) } : {}),
    ...(search.state ? { state: search.state as FictionalState } : {}),
  }
}

const stateColours: Record<FictionalState, string> = {
  active: 'success',
  paused: 'warning',
  retired: 'secondary',
}

/** A profile's state as a coloured word. */
export function FictionalStateBadge({ state }: { state: FictionalState }) {
  const { t } = useTranslation('staff')
  return (
    <Badge bg={stateColours[state]} text={state === 'paused' ? 'dark' : undefined}>
      {t(`fictional.states.${state}`)}
    </Badge>
  )
}

function FictionalRow({ profile, siteName }: { profile: StaffFictional; siteName: string }) {
  const { t } = useTranslation('staff')
  const navigate = useNavigate()
  const open = () => void navigate(fictionalPath(profile.id))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) open()
  }
  const main = profile.photos.find((photo) => photo.is_main) ?? profile.photos[0]
  const age = ageOn(profile.profile.birth_date, todayUtc())
  return (
    <tr tabIndex={0} onClick={open} onKeyDown={onKeyDown} style={{ cursor: 'pointer' }}>
      <td style={{ width: 48 }}>
        {main ? (
          <img src={main.thumb_url} alt="" width={40} height={40} className="rounded object-fit-cover" />
        ) : (
          <span
            className="d-inline-block rounded bg-body-secondary"
            style={{ width: 40, height: 40 }}
            title={t('fictional.no_photo')}
          />
        )}
      </td>
      <td className="text-nowrap">
        <Link to={fictionalPath(profile.id)} onClick={(event) => event.stopPropagation()} tabIndex={-1}>
          {profile.profile.name}
        </Link>
        <span className="text-body-secondary"> #{profile.id}</span>
      </td>
      <td className="text-end font-monospace">{age ?? '–'}</td>
      <td className="text-nowrap">{siteName}</td>
      <td>
        <FictionalStateBadge state={profile.state} />
      </td>
      <td className="font-monospace">{profile.languages.join(', ') || '–'}</td>
      <td className="text-end font-monospace">{profile.waiting}</td>
    </tr>
  )
}

/** Site and state filters, kept in the URL so that a filtered list can be shared and reloaded. */
function Filters({ filter }: { filter: FictionalFilter }) {
  const { t } = useTranslation('staff')
  const [params, setParams] = useSearchParams()
  const sites = useStaffMe().data?.staff.sites ?? []
  const set = (key: string, value: string) => setParams(withFilter(params, key, value), { replace: true })
  return (
    <Row className="g-2 mb-2" role="search" aria-label={t('fictional.filters')}>
      <Col xs={6} md={3}>
        <Form.Label htmlFor="fictional-site" className="small fw-semibold mb-1">
          {t('fictional.columns.site')}
        </Form.Label>
        <Form.Select
          id="fictional-site"
          size="sm"
          value={filter.site === undefined ? '' : String(filter.site)}
          onChange={(event) => set('site', event.target.value)}
        >
          <option value="">{t('common.any')}</option>
          {sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </Form.Select>
      </Col>
      <Col xs={6} md={3}>
        <Form.Label htmlFor="fictional-state" className="small fw-semibold mb-1">
          {t('fictional.columns.state')}
        </Form.Label>
        <Form.Select
          id="fictional-state"
          size="sm"
          value={filter.state ?? ''}
          onChange={(event) => set('state', event.target.value)}
        >
          <option value="">{t('common.any')}</option>
          {fictionalStates.map((state) => (
            <option key={state} value={state}>
              {t(`fictional.states.${state}`)}
            </option>
          ))}
        </Form.Select>
      </Col>
    </Row>
  )
}

const columns = ['photo', 'name', 'age', 'site', 'state', 'languages', 'waiting'] as const

/** The fictional profiles of the staff member's sites as a dense table; a row opens with a click or Enter. */
export function FictionalList() {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const [params] = useSearchParams()
  const filter = fictionalFilterOf(params)
  const list = useStaffFictionalList(filter)
  const sites = useStaffMe().data?.staff.sites ?? []
  const siteName = (id: number) => sites.find((site) => site.id === id)?.name ?? `#${id}`
  return (
    <>
      <Filters filter={filter} />
      {list.error ? (
        <Alert variant="danger">{errorText(list.error, tMain)}</Alert>
      ) : !list.data ? (
        <LoadingSpinner />
      ) : (
        <div className="table-responsive border rounded">
          <Table size="sm" hover className="mb-0 align-middle small">
            <caption className="visually-hidden">{t('fictional.title')}</caption>
            <thead className="sticky-top">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`text-nowrap ${column === 'age' || column === 'waiting' ? 'text-end' : ''}`}
                  >
                    {column === 'photo' ? (
                      <span className="visually-hidden">{t('fictional.columns.photo')}</span>
                    ) : (
                      t(`fictional.columns.${column}`)
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.profiles.map((profile) => (
                <FictionalRow key={profile.id} profile={profile} siteName={siteName(profile.site_id)} />
              ))}
            </tbody>
          </Table>
          {list.data.profiles.length === 0 && (
            <p className="p-3 mb-0 text-body-secondary">{t('fictional.none')}</p>
          )}
        </div>
      )}
    </>
  )
}
