import { Button } from 'react-bootstrap'
import type { RejectReason } from '#shared/api/staff-moderation.js'
import { useTranslation } from '#web/lib/translation.js'

/**
 * Approve, or refuse with one of the reasons that fit: each reason is its own button with its number key,
 * so a decision is one key or one click.
 */
export function DecisionBar({
  reasons,
  busy,
  onApprove,
  onReject,
}: {
  reasons: readonly RejectReason[]
  busy: boolean
  onApprove: () => void
  onReject: (reason: RejectReason) => void
}) {
  const { t } = useTranslation('staff')
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <Button variant="success" disabled={busy} onClick={onApprove} aria-keyshortcuts="A">
        {t('moderation.approve')} <kbd className="ms-1">A</kbd>
      </Button>
      <fieldset className="d-flex flex-wrap gap-1 align-items-center border-0 p-0 m-0">
        <legend className="small fw-semibold me-1 mb-0 float-none w-auto fs-6">
          {t('moderation.reject')}:
        </legend>
        {reasons.map((reason, index) => (
          <Button
            key={reason}
            size="sm"
            variant="outline-danger"
            disabled={busy}
            onClick={() => onReject(reason)}
            aria-keyshortcuts={String(index + 1)}
          >
            <kbd className="me-1">{index + 1}</kbd>
            {t(`moderation.reasons.${reason}`)}
          </Button>
        ))}
      </fieldset>
    </div>
  )
}
