import type { FormEvent } from 'react'
import { Button, Form } from 'react-bootstrap'
import { type StaffMemberChange, type StaffMemberResponse, staffMemberChange } from '#shared/api/staff.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useChangeMember } from '../api/member.js'
import { useToast } from './StaffToasts.js'

type Editable = 'name' | 'city' | 'about_me' | 'email'

function currentValues(data: StaffMemberResponse): Record<Editable, string> {
  return {
    name: data.profile?.name ?? data.member.name ?? '',
    city: data.profile?.city ?? '',
    about_me: data.profile?.about_me ?? '',
    email: data.member.email,
  }
}

/**
 * Name, city, about me and e-mail. Only what was changed is sent, so the audit log records exactly the
 * correction made and nothing else.
 */
export function EditMemberForm({ data, onDone }: { data: StaffMemberResponse; onDone: () => void }) {
  const { t } = useTranslation('staff')
  const toast = useToast()
  const initial = currentValues(data)
  const form = useForm(initial)
  const change = useChangeMember()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const changed: StaffMemberChange = { id: data.member.id }
    for (const key of Object.keys(initial) as Editable[]) {
      if (form.values[key].trim() !== initial[key].trim()) changed[key] = form.values[key]
    }
    if (Object.keys(changed).length === 1) {
      onDone()
      return
    }
    const input = form.check(staffMemberChange, changed)
    if (!input) return
    change.mutate(input, {
      onSuccess: () => {
        toast(t('edit.done'))
        onDone()
      },
      onError: (error) => form.fail(error),
    })
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      <TextField form={form} name="name" label={t('edit.name')} maxLength={30} />
      <TextField form={form} name="city" label={t('edit.city')} maxLength={100} />
      <TextField form={form} name="about_me" label={t('edit.about_me')} textarea rows={4} maxLength={2000} />
      <TextField form={form} name="email" label={t('edit.email')} type="email" maxLength={254} />
      <div className="d-flex gap-2">
        <SubmitButton pending={change.isPending} size="sm">
          {t('common.save')}
        </SubmitButton>
        <Button size="sm" variant="outline-secondary" onClick={onDone} disabled={change.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </Form>
  )
}
