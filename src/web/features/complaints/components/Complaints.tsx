import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { PaymentView } from '#shared/api/payments.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useOwnComplaints } from '../api/complaints.js'
import { ComplaintForm } from './ComplaintForm.js'

/**
 * /complaints: the complaint form, its success screen and the member's earlier complaints. `payments` are
 * the member's payments a complaint may name; the page reads them from the credits.
 */
export function Complaints({ payments }: { payments: readonly PaymentView[] }) {
  const { t, i18n } = useTranslation()
  const user = useCurrentUser()
  const [params] = useSearchParams()
  const initialMember = Number(params.get('member')) || null
  const [filed, setFiled] = useState<{ reference: string; email: string | null } | null>(null)
  const own = useOwnComplaints(user !== null)

  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">{t('complaints.title')}</h1>
      {filed ? (
        <div className="alert alert-success" role="status">
          <p className="fw-semibold mb-1">{t('complaints.success.title', { reference: filed.reference })}</p>
          <p className="mb-0">
            {filed.email
              ? t('complaints.success.mail', { email: filed.email })
              : t('complaints.success.no_mail', { reference: filed.reference })}
          </p>
        </div>
      ) : (
        <>
          <p className="text-body-secondary">{t('complaints.intro')}</p>
          <ComplaintForm
            member={user !== null}
            initialMember={initialMember}
            payments={payments}
            accountEmail={user?.email ?? ''}
            onFiled={(reference, email) => setFiled({ reference, email })}
          />
        </>
      )}
      {user && (own.data?.complaints.length ?? 0) > 0 && (
        <section className="mt-5" aria-labelledby="earlier-complaints">
          <h2 className="h5" id="earlier-complaints">
            {t('complaints.earlier')}
          </h2>
          <ul className="list-group">
            {own.data?.complaints.map((c) => (
              <li key={c.id} className="list-group-item d-flex justify-content-between gap-2">
                <span>
                  <strong>{c.reference}</strong> · {t(`complaints.reasons.${c.reason}`)} ·{' '}
                  {new Date(c.created_at).toLocaleDateString(i18n.language)}
                </span>
                <span className="badge text-bg-secondary align-self-center">
                  {t(`complaints.status.${c.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
