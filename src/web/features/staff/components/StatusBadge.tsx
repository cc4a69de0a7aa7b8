import { Badge } from 'react-bootstrap'
import { useTranslation } from '#web/lib/translation.js'

const colours: Record<string, string> = {
  active: 'success',
  not_confirmed: 'warning',
  disabled: 'danger',
  deleted: 'secondary',
  erased: 'dark',
}

/** A member's account status as a coloured word: staff scan a column of these. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('staff')
  return (
    <Badge bg={colours[status] ?? 'secondary'} text={status === 'not_confirmed' ? 'dark' : undefined}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  )
}
