import { Alert, Card, Col, Row, Table } from 'react-bootstrap'
import { Link } from 'react-router'
import type { DayFigures, StaffHomeResponse } from '#shared/api/staff.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffHome } from '../api/home.js'
import { useStaffMe } from '../api/me.js'
import { formatMoney, formatNumber } from '../format.js'

type Site = StaffHomeResponse['sites'][number]

function Revenue({ figures, locale }: { figures: DayFigures; locale: string }) {
  if (figures.revenue.length === 0) return <>–</>
  return (
    <>
      {figures.revenue.map((r) => (
        <div key={r.currency}>{formatMoney(r.cents, r.currency, locale)}</div>
      ))}
    </>
  )
}

/** Today against yesterday: the few numbers that say whether a site is well. */
function SiteCard({ site }: { site: Site }) {
  const { t, i18n } = useTranslation('staff')
  const locale = i18n.language
  const counts = ['signups', 'activations', 'first_purchases'] as const
  const role = useStaffMe().data?.staff.role
  const moderates = role === 'admin' || role === 'moderator'
  const work = [
    ['photos_to_check', site.open_work.photos_to_check],
    ['complaints_open', site.open_work.complaints_open],
    ['conversations_waiting', site.open_work.conversations_waiting],
  ] as const
  return (
    <Card className="h-100">
      {/* White, not the tinted default: the pink link on the tint falls short of 4.5:1. */}
      <Card.Header className="d-flex justify-content-between align-items-baseline bg-body">
        <h2 className="h6 mb-0">{site.name}</h2>
        <Link to={`/admin/members?site=${site.id}`} className="small">
          {t('home.members_of_site')}
        </Link>
      </Card.Header>
      <Table size="sm" className="mb-0 align-middle">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('home.figure')}</span>
            </th>
            <th scope="col" className="text-end">
              {t('home.today')}
            </th>
            <th scope="col" className="text-end">
              {t('home.yesterday')}
            </th>
          </tr>
        </thead>
        <tbody>
          {counts.map((key) => (
            <tr key={key}>
              <th scope="row" className="fw-normal">
                {t(`home.${key}`)}
              </th>
              <td className="text-end font-monospace">{formatNumber(site.today[key], locale)}</td>
              <td className="text-end font-monospace text-body-secondary">
                {formatNumber(site.yesterday[key], locale)}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="fw-normal">
              {t('home.revenue')}
            </th>
            <td className="text-end font-monospace">
              <Revenue figures={site.today} locale={locale} />
            </td>
            <td className="text-end font-monospace text-body-secondary">
              <Revenue figures={site.yesterday} locale={locale} />
            </td>
          </tr>
        </tbody>
      </Table>
      <Card.Body className="border-top py-2">
        <h3 className="h6 small text-uppercase text-body-secondary mb-1">{t('home.open_work')}</h3>
        <ul className="list-unstyled mb-0 small">
          {work.map(([key, count]) => (
            <li key={key} className="d-flex justify-content-between">
              {key === 'complaints_open' ? (
                <Link to={`/admin/complaints?site=${site.id}&status=open`}>{t(`home.${key}`)}</Link>
              ) : key === 'photos_to_check' && moderates ? (
                <Link to={`/admin/moderation?site=${site.id}`}>{t(`home.${key}`)}</Link>
              ) : (
                <span>{t(`home.${key}`)}</span>
              )}
              <span className={`font-monospace ${count > 0 ? 'fw-bold' : 'text-body-secondary'}`}>
                {formatNumber(count, locale)}
              </span>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  )
}

/** GET /api/staff/home.php as one card per site. */
export function HomeFigures() {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const home = useStaffHome()
  if (home.error) return <Alert variant="danger">{errorText(home.error, tMain)}</Alert>
  if (!home.data) return <LoadingSpinner />
  if (home.data.sites.length === 0) return <p className="text-body-secondary">{t('home.no_sites')}</p>
  return (
    <Row xs={1} lg={2} xxl={3} className="g-3">
      {home.data.sites.map((site) => (
        <Col key={site.id}>
          <SiteCard site={site} />
        </Col>
      ))}
    </Row>
  )
}
