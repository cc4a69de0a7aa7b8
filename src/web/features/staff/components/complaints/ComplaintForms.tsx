import type { FormEvent } from 'react'
import { Form } from 'react-bootstrap'
import type { z } from 'zod'
import {
  complaintActionInput,
  complaintAnswerInput,
  complaintNoteInput,
  type DeskComplaint,
  memberWarningMax,
} from '#shared/api/staff-complaints.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useComplaintAction } from '../../api/complaintAction.js'
import { useAnswerComplaint } from '../../api/complaintAnswer.js'
import { useAddComplaintNote } from '../../api/complaintNote.js'
import { useToast } from '../StaffToasts.js'

/**
 * One text sent about the complaint: checked by the shared schema first, the field emptied once the
 * server took it.
 */
function TextForm<S extends z.ZodType>({
  schema,
  build,
  mutation,
  label,
  help,
  submit,
  done,
  maxLength,
  rows = 3,
}: {
  schema: S
  build: (text: string) => unknown
  mutation: {
    mutate: (input: z.infer<S>, options: { onSuccess: () => void; onError: (e: unknown) => void }) => void
    isPending: boolean
  }
  label: string
  help?: string
  submit: string
  done: string
  maxLength: number
  rows?: number
}) {
  const toast = useToast()
  const form = useForm({ text: '' })
  const send = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(schema, build(form.values.text))
    if (!input) return
    mutation.mutate(input, {
      onSuccess: () => {
        toast(done)
        form.reset()
      },
      onError: (error) => form.failOn('text', error),
    })
  }
  return (
    <Form noValidate onSubmit={send}>
      <FormAlert message={form.alert} />
      <TextField
        form={form}
        name="text"
        label={label}
        help={help}
        textarea
        rows={rows}
        maxLength={maxLength}
      />
      <SubmitButton pending={mutation.isPending} size="sm">
        {submit}
      </SubmitButton>
    </Form>
  )
}

export function NoteForm({ complaint }: { complaint: DeskComplaint }) {
  const { t } = useTranslation('staff')
  return (
    <TextForm
      schema={complaintNoteInput}
      build={(text) => ({ id: complaint.id, text })}
      mutation={useAddComplaintNote()}
      label={t('complaints.note')}
      help={t('complaints.note_help')}
      submit={t('complaints.note_submit')}
      done={t('complaints.note_done')}
      maxLength={2000}
      rows={2}
    />
  )
}

export function AnswerForm({ complaint }: { complaint: DeskComplaint }) {
  const { t } = useTranslation('staff')
  const { complainant } = complaint
  return (
    <TextForm
      schema={complaintAnswerInput}
      build={(text) => ({ id: complaint.id, text })}
      mutation={useAnswerComplaint()}
      label={t('complaints.answer')}
      help={t('complaints.answer_help', {
        email: complainant.email ?? '',
        language: complainant.language ?? 'en',
        reference: complaint.reference,
      })}
      submit={t('complaints.answer_submit')}
      done={t('complaints.answer_done', { email: complainant.email ?? '' })}
      maxLength={5000}
      rows={6}
    />
  )
}

export function WarnForm({ complaint }: { complaint: DeskComplaint }) {
  const { t } = useTranslation('staff')
  return (
    <TextForm
      schema={complaintActionInput}
      build={(text) => ({ id: complaint.id, action: 'warn', text })}
      mutation={useComplaintAction()}
      label={t('complaints.warn')}
      help={t('complaints.warn_help')}
      submit={t('complaints.warn_submit')}
      done={t('complaints.warn_done')}
      maxLength={memberWarningMax}
    />
  )
}
