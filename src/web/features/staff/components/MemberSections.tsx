import type { ReactNode } from 'react'
import { Badge } from 'react-bootstrap'
import { Link } from 'react-router'
import type { StaffMemberResponse } from '#shared/api/staff.js'
import { useTranslation } from '#web/lib/translation.js'
import { formatMoney, formatNumber, shortAgent } from '../format.js'
import { paymentPath } from './payments/paths.js'
import { type Column, Empty, RowsTable, Section } from './Section.js'
import { StaffTime } from './StaffTime.js'

type Data = StaffMemberResponse

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
  return (
    <RowsTable
      rows={data.ledger}
      rowKey={(row) => row.id}
      columns={[
        { head: t('member.ledger.time'), cell: (row) => <StaffTime ms={row.created_at} /> },
        {
          head: t('member.ledger.amount'),
          end: true,
          className: (row) => (row.amount < 0 ? 'text-danger' : 'text-success'),
          cell: (row) => `${row.amount > 0 ? '+' : ''}${formatNumber(row.amount, i18n.language)}`,
        },
        { head: t('member.ledger.kind'), cell: (row) => row.kind },
        {
          head: t('member.ledger.reason'),
          className: 'text-break',
          cell: (row) => (
            <>
              {row.reason}
              {row.reference && <span className="text-body-secondary"> · {row.reference}</span>}
            </>
          ),
        },
      ]}
    />
  )
}

export function PaymentsSection({ data }: { data: Data }) {
  const { t, i18n } = useTranslation('staff')
  return (
    <Section id="payments" title={t('member.sections.payments')} flush>
      <RowsTable
        rows={data.payments}
        rowKey={(p) => p.id}
        columns={[
          {
            head: t('member.payments.time'),
            cell: (p) => (
              <Link to={paymentPath(p.id)}>
                <StaffTime ms={p.created_at} />
              </Link>
            ),
          },
          {
            head: t('member.payments.amount'),
            end: true,
            cell: (p) => formatMoney(p.amount_cents, p.currency, i18n.language),
          },
          {
            head: t('member.payments.credits'),
            end: true,
            cell: (p) => formatNumber(p.credits, i18n.language),
          },
          {
            head: t('member.payments.method'),
            cell: (p) => (
              <>
                {p.method} <span className="text-body-secondary">({p.provider})</span>
              </>
            ),
          },
          { head: t('member.payments.status'), cell: (p) => p.status },
          { head: t('member.payments.completed'), cell: (p) => <StaffTime ms={p.completed_at} /> },
        ]}
      />
    </Section>
  )
}

/** Where from and with what: the address and browser columns of sessions and logins. */
function originColumns<Row extends { ip: string | null; user_agent: string | null }>(
  t: (key: string) => string,
): Column<Row>[] {
  return [
    { head: t('member.ip'), className: 'font-monospace', cell: (row) => row.ip ?? '–' },
    {
      head: t('member.browser'),
      cell: (row) => <span title={row.user_agent ?? undefined}>{shortAgent(row.user_agent)}</span>,
    },
  ]
}

export function SessionsSection({ data }: { data: Data }) {
  const { t } = useTranslation('staff')
  return (
    <Section id="sessions" title={t('member.sections.sessions')} flush>
      <RowsTable
        rows={data.sessions}
        rowKey={(s) => s.id}
        columns={[
          { head: t('member.sessions.started'), cell: (s) => <StaffTime ms={s.created_at} /> },
          { head: t('member.sessions.last_seen'), cell: (s) => <StaffTime ms={s.last_seen_at} /> },
          ...originColumns<Data['sessions'][number]>(t),
        ]}
      />
    </Section>
  )
}

export function LoginsSection({ data }: { data: Data }) {
  const { t } = useTranslation('staff')
  return (
    <Section id="logins" title={t('member.sections.logins')} flush>
      <RowsTable
        rows={data.logins}
        rowKey={(login) => `${login.created_at}-${login.ip}`}
        columns={[
          { head: t('member.logins.time'), cell: (login) => <StaffTime ms={login.created_at} /> },
          ...originColumns<Data['logins'][number]>(t),
          {
            head: t('member.logins.result'),
            cell: (login) =>
              login.succeeded ? (
                <Badge bg="success">{t('member.logins.ok')}</Badge>
              ) : (
                <Badge bg="danger">{t('member.logins.failed')}</Badge>
              ),
          },
        ]}
      />
    </Section>
  )
}

export function NotificationsSection({ data }: { data: Data }) {
  const { t } = useTranslation('staff')
  const disabled = data.member.notifications_disabled
  const onOff = (on: boolean) => (on ? t('common.on') : t('common.off'))
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
      <RowsTable
        rows={data.notifications}
        rowKey={(n) => n.type}
        scroll={false}
        columns={[
          { head: t('member.notifications.type'), cell: (n) => n.type },
          { head: t('member.notifications.email'), cell: (n) => onOff(n.email) },
          { head: t('member.notifications.push'), cell: (n) => onOff(n.push) },
        ]}
      />
    </Section>
  )
}

export function ComplaintsSection({ data }: { data: Data }) {
  const { t } = useTranslation('staff')
  return (
    <Section id="complaints" title={t('member.sections.complaints')} flush>
      <RowsTable
        rows={data.complaints}
        rowKey={(c) => c.id}
        columns={[
          { head: t('member.complaints.time'), cell: (c) => <StaffTime ms={c.created_at} /> },
          {
            head: t('member.complaints.direction'),
            cell: (c) => (c.about_member ? t('member.complaints.about') : t('member.complaints.by')),
          },
          { head: t('member.complaints.reason'), className: 'text-break', cell: (c) => c.reason },
          { head: t('member.complaints.status'), cell: (c) => c.status },
        ]}
      />
    </Section>
  )
}
