import { useState } from 'react'
import { Button, Form } from 'react-bootstrap'
import { type MemberAction, memberActions } from '#shared/api/staff.js'
import { ConfirmDialog } from '#web/components/ConfirmDialog.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useMemberAction } from '../api/memberAction.js'
import { useToast } from './StaffToasts.js'

/** Actions that cannot be taken back: the staff member types the member's id to go ahead. */
const irreversible: ReadonlySet<MemberAction> = new Set(['delete', 'erase'])
const dangerous: ReadonlySet<MemberAction> = new Set(['delete', 'erase', 'end_sessions'])

/** The one-click actions of a member's page, each asked once more in a dialog. */
export function MemberActions({ memberId }: { memberId: number }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const typedId = useElementId()
  const [action, setAction] = useState<MemberAction | null>(null)
  const [typed, setTyped] = useState('')
  const run = useMemberAction()

  const close = () => {
    run.reset()
    setTyped('')
    setAction(null)
  }
  const confirm = () => {
    if (!action) return
    run.mutate(
      { id: memberId, action },
      {
        onSuccess: () => {
          toast(t(`actions.${action}.done`))
          close()
        },
      },
    )
  }
  const needsId = action !== null && irreversible.has(action)

  return (
    <>
      <div className="d-flex flex-wrap gap-1">
        {memberActions.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={dangerous.has(name) ? 'outline-danger' : 'outline-secondary'}
            onClick={() => setAction(name)}
          >
            {t(`actions.${name}.button`)}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        show={action !== null}
        title={action ? t(`actions.${action}.button`) : ''}
        confirmLabel={action ? t(`actions.${action}.button`) : ''}
        cancelLabel={t('common.cancel')}
        confirmVariant={action && dangerous.has(action) ? 'danger' : 'primary'}
        pending={run.isPending}
        confirmDisabled={needsId && typed.trim() !== String(memberId)}
        error={run.error ? errorText(run.error, tMain) : null}
        onConfirm={confirm}
        onCancel={close}
      >
        <p className={needsId ? '' : 'mb-0'}>{action ? t(`actions.${action}.confirm`) : ''}</p>
        {needsId && (
          <Form.Group controlId={typedId}>
            <Form.Label>{t('actions.type_id', { id: memberId })}</Form.Label>
            <Form.Control
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              inputMode="numeric"
              autoComplete="off"
            />
          </Form.Group>
        )}
      </ConfirmDialog>
    </>
  )
}
