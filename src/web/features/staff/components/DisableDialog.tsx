import type { FormEvent } from 'react'
import { Button, Form, Modal } from 'react-bootstrap'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { type FormState, useForm } from '#web/lib/useForm.js'
import { useToast } from './StaffToasts.js'

export type ReasonForm = FormState<{ reason: string }>

/**
 * Disabling an account, asked once more with the reason the audit log keeps. `send` checks the reason with
 * its call's schema (on the form) and sends it; a refusal shows on the form.
 */
export function DisableDialog({
  show,
  pending,
  maxLength,
  onClose,
  send,
}: {
  show: boolean
  pending: boolean
  maxLength: number
  onClose: () => void
  send: (form: ReasonForm, done: () => void) => void
}) {
  const { t } = useTranslation('staff')
  const titleId = useElementId()
  const toast = useToast()
  const form = useForm({ reason: '' })
  const close = () => {
    form.reset()
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send(form, () => {
      toast(t('status_change.disabled'))
      close()
    })
  }
  return (
    <Modal show={show} onHide={close} centered aria-labelledby={titleId}>
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
            maxLength={maxLength}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <SubmitButton pending={pending} variant="danger">
            {t('status_change.disable')}
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  )
}
