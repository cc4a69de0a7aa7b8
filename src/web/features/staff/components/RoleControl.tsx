import { type FormEvent, useState } from 'react'
import { Form, InputGroup } from 'react-bootstrap'
import { accountRoles } from '#shared/api/staff.js'
import { ConfirmDialog } from '#web/components/ConfirmDialog.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useChangeMember } from '../api/member.js'
import { useToast } from './StaffToasts.js'

type AccountRole = (typeof accountRoles)[number]

/** The admin's alone: who may enter the back office, and with what role. Asked once more before it counts. */
export function RoleControl({ memberId, role }: { memberId: number; role: string }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const id = useElementId()
  const [chosen, setChosen] = useState<AccountRole>(
    (accountRoles as readonly string[]).includes(role) ? (role as AccountRole) : 'member',
  )
  const [confirming, setConfirming] = useState(false)
  const change = useChangeMember()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (chosen !== role) setConfirming(true)
  }
  const confirm = () =>
    change.mutate(
      { id: memberId, role: chosen },
      {
        onSuccess: () => {
          toast(t('role.done', { role: t(`roles.${chosen}`) }))
          setConfirming(false)
        },
      },
    )

  return (
    <Form onSubmit={submit}>
      <Form.Label htmlFor={id} className="small mb-1">
        {t('role.label')}
      </Form.Label>
      <InputGroup size="sm">
        <Form.Select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as AccountRole)}
        >
          {accountRoles.map((value) => (
            <option key={value} value={value}>
              {t(`roles.${value}`)}
            </option>
          ))}
        </Form.Select>
        <button type="submit" className="btn btn-outline-primary" disabled={chosen === role}>
          {t('role.submit')}
        </button>
      </InputGroup>
      <ConfirmDialog
        show={confirming}
        title={t('role.confirm_title')}
        confirmLabel={t('role.submit')}
        cancelLabel={t('common.cancel')}
        confirmVariant="primary"
        pending={change.isPending}
        error={change.error ? errorText(change.error, tMain) : null}
        onConfirm={confirm}
        onCancel={() => {
          change.reset()
          setConfirming(false)
        }}
      >
        {t('role.confirm_text', {
          from: t(`roles.${role}`, { defaultValue: role }),
          to: t(`roles.${chosen}`),
        })}
      </ConfirmDialog>
    </Form>
  )
}
