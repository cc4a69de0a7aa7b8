import type { ReactNode } from 'react'
import { Badge, Table } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import type { StaffMemberResponse } from '#shared/api/staff.js'
import { formatMoney, formatNumber, shortAgent } from '../format.js'
import { Head, Section } from './Section.js'
import { StaffTime } from './StaffTime.js'

type Data = StaffMemberResponse

/** Nothing to show; `flush` inside a card whose body has no padding of its own (the tables' cards). */
function Empty({ flush = false }: { flush?: boolean }) {
  const { t } = useTranslation('staff')
  return <p className={`text-body-secondary small mb-0 ${flush ? 'px-3 py-2' : ''}`}>{t('member.none')}</p>
}

/** A block that scrolls inside itself: long histories stay below their heading. */
function Scroll({ children }: { children: ReactNode }) {
  return (
    <div className="table-responsive" style={{ maxHeight: '20rem' }}>
      {children}
    </div>
  )
}

export function ProfileSection({ data }: { data: Data }) {
  const { t } = useTranslation('staff')
  const profile = data.profile
  const rows: Array<[string, ReactNode]> = profile
    ? [
        [t('member.profile.name'), profile.name],
        [
          t('member.profile.gender'),
          profile.gender
            ? t(`profile_view.values.gender.${profile.gender}`, {
                ns: 'translation',
                defaultValue: profile.gender,
              })
            : '–',
        ],
        [t('member.profile.birth_date'), profile.birth_date],
        [t('member.profile.place'), [profile.city, profile.country].filter(Boolean).join(', ')],
        [t('member.profile.status'), t(`status.${profile.status}`, { defaultValue: profile.status })],
        [t('member.profile.language'), data.member.language],
        [t('member.profile.invisible'), data.member.invisible ? t('common.yes') : t('common.no')],
        [t('member.profile.activated'), <StaffTime key="a" ms={data.member.activated_at} />],
      ]
    : []
  return (
    <Section id="profile" title={t('member.sections.profile')}>
      {profile ? (
        <>
          <dl className="row small mb-2">
            {rows.map(([label, value]) => (
              <div key={label} className="col-sm-6 d-flex gap-2">
                <dt className="fw-normal text-body-secondary text-nowrap">{label}</dt>
                <dd className="mb-1">{value}</dd>
              </div>
            ))}
          </dl>
          {profile.about_me && (
            <p className="small mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
              {profile.about_me}
            </p>
          )}
        </>
      ) : (
        <Empty />
      )}
      {data.member.deleted_at !== null && (
        <p className="small text-danger mb-0 mt-2">
          {t('member.deleted', { reason: data.member.delete_reason ?? '–' })}{' '}
          <StaffTime ms={data.member.deleted_at} />
        </p>
      )}
    </Section>
  )
}

export function PhotosSection({ data }: { data: Data }) {
  const { t } = useTranslation('staff')
  return (
    <Section id="photos" title={`${t('member.sections.photos')} (${data.photos.length})`}>
      {data.photos.length === 0 ? (
        <Empty />
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {data.photos.map((photo) => (
            <li key={photo.id} className="position-relative">
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.thumb_url}
                  alt={t('member.photo_alt', { id: photo.id })}
                  width={88}
                  height={88}
                  className={`rounded object-fit-cover ${photo.is_private ? 'border border-3 border-warning' : 'border'}`}
                  loading="lazy"
                />
              </a>
              <div className="small d-flex flex-wrap gap-1 mt-1" style={{ maxWidth: 88 }}>
                {photo.is_private && (
                  <Badge bg="warning" text="dark">
                    {t('member.private')}
                  </Badge>
                )}
                {photo.status !== 'approved' && <Badge bg="secondary">{photo.status}</Badge>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

export function LedgerTable({ data }: { data: Data }) {
  const { t, i18n } = useTranslation('staff')
  if (data.ledger.length === 0) return <Empty flush />
  return (
    <Scroll>
      <Table size="sm" className="mb-0 small">
        <Head
          columns={[
            t('member.ledger.time'),
            t('member.ledger.amount'),
            t('member.ledger.kind'),
            t('member.ledger.reason'),
          ]}
          end={[1]}
        />
        <tbody>
          {data.ledger.map((row) => (
            <tr key={row.id}>
              <td>
                <StaffTime ms={row.created_at} />
              </td>
              <td className={`text-end font-monospace ${row.amount < 0 ? 'text-danger' : 'text-success'}`}>
                {row.amount > 0 ? '+' : ''}
                {formatNumber(row.amount, i18n.language)}
              </td>
              <td>{row.kind}</td>
              <td className="text-break">
                {row.reason}
                {row.reference && <span className="text-body-secondary"> · {row.reference}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  )
}

export function PaymentsSection({ data }: { data: Data }) {
  const { t, i18n } = useTranslation('staff')
  return (
    <Section id="payments" title={t('member.sections.payments')} flush>
      {data.payments.length === 0 ? (
        <Empty flush />
      ) : (
        <Scroll>
          <Table size="sm" className="mb-0 small">
            <Head
              columns={[
                t('member.payments.time'),
                t('member.payments.amount'),
                t('member.payments.credits'),
                t('member.payments.method'),
                t('member.payments.status'),
                t('member.payments.completed'),
              ]}
              end={[1, 2]}
            />
            <tbody>
              {data.payments.map((p) => (
                <tr key={p.id}>
                  <td>
                    <StaffTime ms={p.created_at} />
                  </td>
                  <td className="text-end font-monospace">
                    {formatMoney(p.amount_cents, p.currency, i18n.language)}
                  </td>
                  <td className="text-end font-monospace">{formatNumber(p.credits, i18n.language)}</td>
                  <td>
                    {p.method} <span className="text-body-secondary">({p.provider})</span>
                  </td>
                  <td>{p.status}</td>
                  <td>
                    <StaffTime ms={p.completed_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Section>
  )
}

export function SessionsSection({ data }: { data: Data }) {
  const { t } = useTranslation('staff')
  return (
    <Section id="sessions" title={t('member.sections.sessions')} flush>
      {data.sessions.length === 0 ? (
        <Empty flush />
      ) : (
        <Scroll>
          <Table size="sm" className="mb-0 small">
            <Head
              columns={[
                t('member.sessions.started'),
                t('member.sessions.last_seen'),
                t('member.ip'),
                t('member.browser'),
              ]}
            />
            <tbody>
              {data.sessions.map((s) => (
                <tr key={s.id}>
                  <td>
                    <StaffTime ms={s.created_at} />
                  </td>
                  <td>
                    <StaffTime ms={s.last_seen_at} />
                  </td>
                  <td className="font-monospace">{s.ip ?? '–'}</td>
                  <td title={s.user_agent ?? undefined}>{shortAgent(s.user_agent)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Section>
  )
}

export function LoginsSection({ data }: { data: Data }) {
  const { t } = useTranslation('staff')
  return (
    <Section id="logins" title={t('member.sections.logins')} flush>
      {data.logins.length === 0 ? (
        <Empty flush />
      ) : (
        <Scroll>
          <Table size="sm" className="mb-0 small">
            <Head
              columns={[
                t('member.logins.time'),
                t('member.ip'),
                t('member.browser'),
                t('member.logins.result'),
              ]}
            />
            <tbody>
              {data.logins.map((login) => (
                <tr key={`${login.created_at}-${login.ip}`}>
                  <td>
                    <StaffTime ms={login.created_at} />
                  </td>
                  <td className="font-monospace">{login.ip}</td>
                  <td title={login.user_agent ?? undefined}>{shortAgent(login.user_agent)}</td>
                  <td>
                    {login.succeeded ? (
                      <Badge bg="success">{t('member.logins.ok')}</Badge>
                    ) : (
                      <Badge bg="danger">{t('member.logins.failed')}</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Section>
  )
}

export function NotificationsSection({ data }: { data: Data }) {
  const { t } = useTranslation('staff')
  const disabled = data.member.notifications_disabled
  return (
    <Section id="notifications" title={t('member.sections.notifications')} flush>
      <p className="small px-3 pt-2 mb-1">
        {t('member.push_devices', { devices: data.push_devices })}
        {disabled.length > 0 && (
          <span className="text-danger">
            {' '}
            · {t('member.notifications_disabled', { list: disabled.join(', ') })}
          </span>
        )}
      </p>
      {data.notifications.length === 0 ? (
        <Empty flush />
      ) : (
        <Table size="sm" className="mb-0 small">
          <Head
            columns={[
              t('member.notifications.type'),
              t('member.notifications.email'),
              t('member.notifications.push'),
            ]}
          />
          <tbody>
            {data.notifications.map((n) => (
              <tr key={n.type}>
                <td>{n.type}</td>
                <td>{n.email ? t('common.on') : t('common.off')}</td>
                <td>{n.push ? t('common.on') : t('common.off')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  )
}

export function ComplaintsSection({ data }: { data: Data }) {
  const { t } = useTranslation('staff')
  return (
    <Section id="complaints" title={t('member.sections.complaints')} flush>
      {data.complaints.length === 0 ? (
        <Empty flush />
      ) : (
        <Scroll>
          <Table size="sm" className="mb-0 small">
            <Head
              columns={[
                t('member.complaints.time'),
                t('member.complaints.direction'),
                t('member.complaints.reason'),
                t('member.complaints.status'),
              ]}
            />
            <tbody>
              {data.complaints.map((c) => (
                <tr key={c.id}>
                  <td>
                    <StaffTime ms={c.created_at} />
                  </td>
                  <td>{c.about_member ? t('member.complaints.about') : t('member.complaints.by')}</td>
                  <td className="text-break">{c.reason}</td>
                  <td>{c.status}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Section>
  )
}
