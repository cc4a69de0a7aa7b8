import { Link } from 'react-router'
import type { FirstContactEntry } from '#shared/api/staff-console.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useFirstContacts } from '../../features/staff/api/console.js'
import { RowsTable, Section } from '../../features/staff/components/Section.js'
import { StaffTime } from '../../features/staff/components/StaffTime.js'
import { staffHandle } from '../../features/staff/routeData.js'

export const adminConsoleFirstContactsHandle = staffHandle(
  'admin-console-first-contacts',
  'console.first_contacts.title',
)

function Person({ person }: { person: FirstContactEntry['member'] }) {
  return (
    <span className="d-inline-flex align-items-center gap-2">
      {person.photo_url && (
        <img src={person.photo_url} width={32} height={40} className="rounded object-fit-cover" alt="" />
      )}
      <span>
        {person.name}, {person.age}
        {person.city ? ` · ${person.city}` : ''}
      </span>
    </span>
  )
}

/**
 * /admin/console/first-contacts: the openers profiles sent first to new members (as the site settings ask)
 * and whether the member wrote back, which puts the conversation in the queue.
 */
export function AdminConsoleFirstContactsPage() {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const contacts = useFirstContacts()
  const data = contacts.data
  return (
    <>
      <p className="small mb-2">
        <Link to="/admin/console">{t('console.stats.back')}</Link>
      </p>
      <h1 className="h4 mb-2">{t('console.first_contacts.title')}</h1>
      <p className="small text-body-secondary mb-3">{t('console.first_contacts.intro')}</p>
      {contacts.error && <p className="text-danger">{errorText(contacts.error, tMain)}</p>}
      {!data && !contacts.error && <LoadingSpinner />}
      {data && (
        <Section
          id="first-contacts"
          title={t('console.first_contacts.week', { sent: data.week.sent, replied: data.week.replied })}
          flush
        >
          <RowsTable
            rows={data.first_contacts}
            rowKey={(row) => row.id}
            columns={[
              {
                head: t('console.first_contacts.sent'),
                cell: (row) => <StaffTime ms={row.sent_at} />,
                className: 'text-nowrap',
              },
              { head: t('console.first_contacts.profile'), cell: (row) => <Person person={row.fictional} /> },
              { head: t('console.first_contacts.member'), cell: (row) => <Person person={row.member} /> },
              { head: t('console.first_contacts.opener'), cell: (row) => row.text, className: 'text-break' },
              {
                head: t('console.first_contacts.answer'),
                cell: (row) =>
                  row.replied_at === null ? (
                    <span className="text-body-secondary">{t('console.first_contacts.no_answer')}</span>
                  ) : (
                    <StaffTime ms={row.replied_at} />
                  ),
                className: 'text-nowrap',
              },
            ]}
          />
        </Section>
      )}
    </>
  )
}
