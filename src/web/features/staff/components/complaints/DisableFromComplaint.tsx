import { type FormEvent, useState } from 'react'
import { Button, Form, Modal } from 'react-bootstrap'
import { complaintActionInput, type DeskComplaint, disableReasonMax } from '#shared/api/staff-complaints.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useComplaintAction } from '../../api/complaintAction.js'
import { useToast } from '../StaffToasts.js'

/** Disabling the member reported, with the reason the audit log keeps; asked once more in a dialog. */
export function DisableFromComplaint({ complaint }: { complaint: DeskComplaint }) {
  const { t } = useTranslation('staff')
  const [open, setOpen] = useState(false)
  const titleId = useElementId()
  const toast = useToast()
  const form = useForm({ reason: '' })
  const act = useComplaintAction()
  const close = () => {
    setOpen(false)
    form.reset()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(complaintActionInput, {
      id: complaint.id,
      action: 'disable',
      reason: form.values.reason,
    })
    if (!input) return
    act.mutate(input, {
      onSuccess: () => {
        toast(t('status_change.disabled'))
        close()
      },
      onError: (error) => form.fail(error),
    })
  }
  return (
    <>
      <Button size="sm" variant="outline-danger" onClick={() => setOpen(true)}>
        {t('complaints.disable')}
      </Button>
      <Modal show={open} onHide={close} centered aria-labelledby={titleId}>
        <Form noValidate onSubmit={submit}>
          <Modal.Header closeButton closeLabel={t('common.close')}>
            <Modal.Title as="h2" className="h5" id={titleId}>
              {t('status_change.disable_title')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="small">{t('status_change.disable_text')}</p>
            <FormAlert message={form.alert} />
            <TextField
              form={form}
              name="reason"
              label={t('status_change.reason')}
              textarea
              rows={2}
              maxLength={disableReasonMax}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close} disabled={act.isPending}>
              {t('common.cancel')}
            </Button>
            <SubmitButton pending={act.isPending} variant="danger">
              {t('status_change.disable')}
            </SubmitButton>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  )
}
