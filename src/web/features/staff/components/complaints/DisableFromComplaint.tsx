import { useState } from 'react'
import { Button } from 'react-bootstrap'
import { complaintActionInput, type DeskComplaint, disableReasonMax } from '#shared/api/staff-complaints.js'
import { useTranslation } from '#web/lib/translation.js'
import { useComplaintAction } from '../../api/complaintAction.js'
import { DisableDialog, type ReasonForm } from '../DisableDialog.js'

/** Disabling the member reported, with the reason the audit log keeps; asked once more in a dialog. */
export function DisableFromComplaint({ complaint }: { complaint: DeskComplaint }) {
  const { t } = useTranslation('staff')
  const [open, setOpen] = useState(false)
  const act = useComplaintAction()
  const send = (form: ReasonForm, done: () => void) => {
    const input = form.check(complaintActionInput, {
      id: complaint.id,
      action: 'disable',
      reason: form.values.reason,
    })
    if (input) act.mutate(input, { onSuccess: done, onError: (error) => form.fail(error) })
  }
  return (
    <>
      <Button size="sm" variant="outline-danger" onClick={() => setOpen(true)}>
        {t('complaints.disable')}
      </Button>
      <DisableDialog
        show={open}
        pending={act.isPending}
        maxLength={disableReasonMax}
        onClose={() => setOpen(false)}
        send={send}
      />
    </>
  )
}
