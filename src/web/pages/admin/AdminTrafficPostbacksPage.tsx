import { Alert, Col, Row } from 'react-bootstrap'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffMe } from '../../features/staff/api/me.js'
import { usePostbacks } from '../../features/staff/api/traffic.js'
import { FilterSelect } from '../../features/staff/components/FilterSelect.js'
import { PostbackConfigs } from '../../features/staff/components/traffic/PostbackConfigs.js'
import { PostbackList } from '../../features/staff/components/traffic/PostbackList.js'
import { staffHandle } from '../../features/staff/routeData.js'

export const adminTrafficPostbacksHandle = staffHandle('admin-traffic-postbacks', 'traffic.postbacks.title')

/** /admin/traffic/postbacks: each network's postback template, and the latest postbacks with their attempts. */
export function AdminTrafficPostbacksPage() {
  const { t } = useTranslation('staff')
  const [params] = useSearchParams()
  const sites = useStaffMe().data?.staff.sites ?? []
  const site = Number(params.get('site') ?? sites[0]?.id ?? 0) || null
  const postbacks = usePostbacks(site)
  return (
    <>
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-2">
        <h1 className="h4 mb-0">{t('traffic.postbacks.title')}</h1>
        <Link to={`/admin/traffic${site ? `?site=${site}` : ''}`}>{t('traffic.back')}</Link>
      </div>
      <Row xs={1} sm={2} lg={4} className="g-2 mb-3">
        <Col>
          <FilterSelect
            name="site"
            label={t('members.site')}
            options={sites.map((s) => [String(s.id), s.name] as const)}
          />
        </Col>
      </Row>
      {postbacks.error && <Alert variant="danger">{postbacks.error.message}</Alert>}
      {site && postbacks.data && (
        <>
          <PostbackConfigs site={site} configs={postbacks.data.configs} />
          <PostbackList postbacks={postbacks.data.postbacks} />
        </>
      )}
    </>
  )
}
