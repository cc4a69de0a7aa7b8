import { useState } from 'react'
import { Button } from 'react-bootstrap'
import { staffMemberChange } from '#shared/api/staff.js'
import { ConfirmDialog } from '#web/components/ConfirmDialog.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useChangeMember } from '../api/member.js'
import { DisableDialog, type ReasonForm } from './DisableDialog.js'
import { useToast } from './StaffToasts.js'

/** The member page's disabling: the members desk's own change, with its reason. */
function DisableMember({ memberId, onClose }: { memberId: number; onClose: () => void }) {
  const change = useChangeMember()
  const send = (form: ReasonForm, done: () => void) => {
    const input = form.check(staffMemberChange, {
      id: memberId,
      status: 'disabled',
      reason: form.values.reason,
    })
    if (input) change.mutate(input, { onSuccess: done, onError: (error) => form.fail(error) })
  }
  return <DisableDialog show pending={change.isPending} maxLength={500} onClose={onClose} send={send} />
}

/** Disable (with the reason the audit log keeps) or enable an account. */
export function StatusControl({ memberId, status }: { memberId: number; status: string }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const [open, setOpen] = useState<'disable' | 'enable' | null>(null)
  const change = useChangeMember()
  if (status !== 'active' && status !== 'disabled' && status !== 'not_confirmed') return null
  const enable = () =>
    change.mutate(
      { id: memberId, status: 'active' },
      {
        onSuccess: () => {
          toast(t('status_change.enabled'))
          setOpen(null)
        },
      },
    )
  return (
    <>
      {status === 'disabled' ? (
        <Button size="sm" variant="outline-success" onClick={() => setOpen('enable')}>
          {t('status_change.enable')}
        </Button>
      ) : (
        <Button size="sm" variant="outline-danger" onClick={() => setOpen('disable')}>
          {t('status_change.disable')}
        </Button>
      )}
      {open === 'disable' && <DisableMember memberId={memberId} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        show={open === 'enable'}
        title={t('status_change.enable_title')}
        confirmLabel={t('status_change.enable')}
        cancelLabel={t('common.cancel')}
        confirmVariant="primary"
        pending={change.isPending}
        error={change.error ? errorText(change.error, tMain) : null}
        onConfirm={enable}
        onCancel={() => {
          change.reset()
          setOpen(null)
        }}
      >
        {t('status_change.enable_text')}
      </ConfirmDialog>
    </>
  )
}
