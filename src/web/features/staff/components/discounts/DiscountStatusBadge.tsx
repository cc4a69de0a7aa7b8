import { Badge } from 'react-bootstrap'
import type { DeskDiscount } from '#shared/api/staff-discounts.js'
import { useTranslation } from '#web/lib/translation.js'
import { statusOf } from './discountText.js'

const colours: Record<string, string> = { active: 'success', paused: 'warning', expired: 'secondary' }

/** Active, paused or expired, as a coloured word staff scan down a column. */
export function DiscountStatusBadge({ discount }: { discount: Pick<DeskDiscount, 'status' | 'expired'> }) {
  const { t } = useTranslation('staff')
  const status = statusOf(discount)
  return (
    <Badge bg={colours[status] ?? 'secondary'} text={status === 'paused' ? 'dark' : undefined}>
      {t(`discounts.statuses.${status}`, { defaultValue: status })}
    </Badge>
  )
}
