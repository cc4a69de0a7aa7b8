import { Badge } from 'react-bootstrap'
import type { ComplaintStatus } from '#shared/api/complaints.js'
import { useTranslation } from '#web/lib/translation.js'

const colours: Record<ComplaintStatus, string> = {
  open: 'danger',
  in_progress: 'warning',
  answered: 'info',
  closed: 'secondary',
}

/** Where a complaint stands, as a coloured word staff scan down a column. */
export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation('staff')
  const dark = status === 'in_progress' || status === 'answered'
  return (
    <Badge bg={colours[status]} text={dark ? 'dark' : undefined}>
      {t(`complaints.statuses.${status}`)}
    </Badge>
  )
}
