import { Badge } from 'react-bootstrap'
import type { PaymentRecordStatus } from '#shared/api/payments.js'
import { useTranslation } from '#web/lib/translation.js'

const colours: Record<PaymentRecordStatus, string> = {
  open: 'light',
  pending: 'info',
  paid: 'success',
  failed: 'secondary',
  cancelled: 'secondary',
  expired: 'secondary',
  refunded: 'warning',
  charged_back: 'danger',
}

const darkText = new Set<PaymentRecordStatus>(['open', 'pending', 'refunded'])

/** Where a payment stands, as a coloured word; a paid payment refunded in part says so. */
export function PaymentStatusBadge({
  status,
  refundedCents,
}: {
  status: PaymentRecordStatus
  refundedCents: number
}) {
  const { t } = useTranslation('staff')
  const partly = status === 'paid' && refundedCents > 0
  return (
    <Badge
      bg={partly ? 'warning' : colours[status]}
      text={partly || darkText.has(status) ? 'dark' : undefined}
      className="text-nowrap"
    >
      {t(`payments.statuses.${partly ? 'partly_refunded' : status}`)}
    </Badge>
  )
}
