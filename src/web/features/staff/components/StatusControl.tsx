import { type FormEvent, useState } from 'react'
import { Button, Form, Modal } from 'react-bootstrap'
import { staffMemberChange } from '#shared/api/staff.js'
import { ConfirmDialog } from '#web/components/ConfirmDialog.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useChangeMember } from '../api/member.js'
import { useToast } from './StaffToasts.js'

function DisableDialog({ memberId, onClose }: { memberId: number; onClose: () => void }) {
  const { t } = useTranslation('staff')
  const titleId = useElementId()
  const toast = useToast()
  const form = useForm({ reason: '' })
  const change = useChangeMember()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(staffMemberChange, {
      id: memberId,
      status: 'disabled',
      reason: form.values.reason,
    })
    if (!input) return
    change.mutate(input, {
      onSuccess: () => {
        toast(t('status_change.disabled'))
        onClose()
      },
      onError: (error) => form.fail(error),
    })
  }
  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId}>
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
            maxLength={500}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <SubmitButton pending={change.isPending} variant="danger">
            {t('status_change.disable')}
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  )
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
      {open === 'disable' && <DisableDialog memberId={memberId} onClose={() => setOpen(null)} />}
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
