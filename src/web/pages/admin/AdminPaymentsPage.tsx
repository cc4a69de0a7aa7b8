import { useSearchParams } from 'react-router'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffMe } from '../../features/staff/api/me.js'
import { type PaymentFilters, paymentFilterNames } from '../../features/staff/api/payments.js'
import { PaymentFilters as Filters } from '../../features/staff/components/payments/PaymentFilters.js'
import { PaymentsTable } from '../../features/staff/components/payments/PaymentsTable.js'
import { staffHandle } from '../../features/staff/routeData.js'

export const adminPaymentsHandle = staffHandle('admin-payments', 'payments.title')

function filtersOf(params: URLSearchParams): PaymentFilters {
  const filters: PaymentFilters = {}
  for (const name of paymentFilterNames) {
    const value = params.get(name)
    if (value) filters[name] = value
  }
  return filters
}

/** /admin/payments: the payments desk; its filters live in the URL. */
export function AdminPaymentsPage() {
  const { t } = useTranslation('staff')
  const [params] = useSearchParams()
  const sites = useStaffMe().data?.staff.sites ?? []
  return (
    <>
      <h1 className="h4 mb-2">{t('payments.title')}</h1>
      <Filters sites={sites} />
      <PaymentsTable filters={filtersOf(params)} sites={sites} />
    </>
  )
}
