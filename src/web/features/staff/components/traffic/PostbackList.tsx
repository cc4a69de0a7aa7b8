import { Badge, Table } from 'react-bootstrap'
import { Link } from 'react-router'
import type { PostbackView } from '#shared/api/staff-traffic.js'
import { useTranslation } from '#web/lib/translation.js'
import { StaffTime } from '../StaffTime.js'

const stateVariants = { pending: 'warning', sent: 'success', failed: 'danger' } as const

/** The latest postbacks of a site, each with its attempts (status code or error, and when). */
export function PostbackList({ postbacks }: { postbacks: PostbackView[] }) {
  const { t } = useTranslation('staff')
  return (
    <section aria-labelledby="postback-latest">
      <h2 className="h5" id="postback-latest">
        {t('traffic.postbacks.latest')}
      </h2>
      {postbacks.length === 0 ? (
        <p className="text-body-secondary small">{t('traffic.postbacks.no_postbacks')}</p>
      ) : (
        <div className="table-responsive border rounded">
          <Table size="sm" className="mb-0 align-middle small">
            <thead>
              <tr>
                <th scope="col">{t('traffic.postbacks.created')}</th>
                <th scope="col">{t('traffic.network')}</th>
                <th scope="col">{t('traffic.postbacks.event')}</th>
                <th scope="col">{t('traffic.postbacks.member')}</th>
                <th scope="col">{t('traffic.postbacks.state')}</th>
                <th scope="col">{t('traffic.postbacks.attempts')}</th>
                <th scope="col">{t('traffic.postbacks.url')}</th>
              </tr>
            </thead>
            <tbody>
              {postbacks.map((postback) => (
                <tr key={postback.id}>
                  <td className="text-nowrap">
                    <StaffTime ms={Date.parse(postback.created_at)} />
                  </td>
                  <td>{postback.network}</td>
                  <td className="text-nowrap">{t(`traffic.postbacks.event_${postback.event}`)}</td>
                  <td>
                    <Link to={`/admin/members/${postback.member_id}`}>#{postback.member_id}</Link>
                  </td>
                  <td className="text-nowrap">
                    <Badge
                      bg={stateVariants[postback.state]}
                      text={postback.state === 'pending' ? 'dark' : undefined}
                    >
                      {t(`traffic.postbacks.states.${postback.state}`)}
                    </Badge>
                    {postback.next_attempt_at && (
                      <div className="text-body-secondary">
                        {t('traffic.postbacks.next_attempt')}{' '}
                        <StaffTime ms={Date.parse(postback.next_attempt_at)} />
                      </div>
                    )}
                  </td>
                  <td>
                    <ol className="list-unstyled mb-0">
                      {postback.attempts.map((attempt) => (
                        <li key={attempt.at} className="text-nowrap">
                          <StaffTime ms={Date.parse(attempt.at)} />{' '}
                          <span className="font-monospace">{attempt.status_code ?? attempt.error}</span>
                        </li>
                      ))}
                    </ol>
                  </td>
                  <td className="font-monospace text-break" style={{ maxWidth: 320 }}>
                    {postback.url}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  )
}
