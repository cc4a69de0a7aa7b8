import { type FormEvent, useState } from 'react'
import { Alert, Button, Card, Form } from 'react-bootstrap'
import { Link, useNavigate } from 'react-router'
import { type EnrolmentResponse, enrolmentInput } from '#shared/api/staff.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { PasswordField } from '#web/components/form/PasswordField.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useCompleteEnrolment, useEnrolment } from '../api/enrolment.js'
import { adminHome, groupSecret } from '../format.js'

/** The QR code and the secret for typing: what the authenticator app needs. */
function SecretSetup({ enrolment }: { enrolment: EnrolmentResponse }) {
  const { t } = useTranslation('staff')
  return (
    <div className="d-flex flex-column flex-sm-row gap-3 align-items-sm-center mb-4">
      <div
        className="border rounded bg-white p-2 flex-shrink-0"
        style={{ width: 200, height: 200 }}
        role="img"
        aria-label={t('enrol.qr_label')}
        // Our own server drew this SVG from the otpauth URI; it holds no input of anyone else.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's QR code, see above
        dangerouslySetInnerHTML={{ __html: enrolment.qr_svg }}
      />
      <div>
        <p className="mb-2">{t('enrol.scan')}</p>
        <p className="small text-body-secondary mb-1">{t('enrol.secret')}</p>
        <code className="fs-5 user-select-all text-break">{groupSecret(enrolment.secret)}</code>
      </div>
    </div>
  )
}

/** The ten recovery codes, shown this once. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('staff')
  const navigate = useNavigate()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      setCopied(true)
    } catch {
      // Without clipboard access (an insecure origin) the codes stay selectable by hand.
    }
  }
  return (
    <div>
      <h2 className="h5">{t('enrol.codes_title')}</h2>
      <Alert variant="warning" className="py-2">
        {t('enrol.codes_intro')}
      </Alert>
      <ol className="font-monospace fs-6 user-select-all mb-3" style={{ columns: 2 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-secondary" onClick={() => void copy()}>
          {copied ? t('enrol.copied') : t('enrol.copy')}
        </Button>
        <Button onClick={() => void navigate(adminHome)}>{t('enrol.kept')}</Button>
      </div>
    </div>
  )
}

function EnrolmentForm({ token, onDone }: { token: string; onDone: (codes: string[]) => void }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const form = useForm({ password: '', repeat: '', code: '' })
  const complete = useCompleteEnrolment()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(enrolmentInput, {
      token,
      password: form.values.password,
      code: form.values.code,
    })
    if (!input) return
    if (form.values.repeat !== form.values.password) {
      form.setError('repeat', tMain('account.errors.passwords_differ'))
      return
    }
    complete.mutate(input, {
      onSuccess: (answer) => onDone(answer.recovery_codes),
      onError: (error) => form.fail(error),
    })
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      <PasswordField
        form={form}
        name="password"
        label={t('enrol.password')}
        help={t('enrol.password_help')}
        autoComplete="new-password"
      />
      <PasswordField form={form} name="repeat" label={t('enrol.repeat')} autoComplete="new-password" />
      <TextField
        form={form}
        name="code"
        label={t('enrol.code')}
        help={t('enrol.code_help')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <SubmitButton pending={complete.isPending}>{t('enrol.submit')}</SubmitButton>
    </Form>
  )
}

/** /admin/enrol?token=: set up the authenticator app and a password from the link the CLI printed. */
export function Enrolment({ token }: { token: string }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const enrolment = useEnrolment(token)
  const [codes, setCodes] = useState<string[] | null>(null)

  if (codes) return <RecoveryCodes codes={codes} />
  const gone =
    token === '' || (enrolment.error instanceof ApiError && [400, 404, 410].includes(enrolment.error.status))
  if (gone) {
    return (
      <Alert variant="warning">
        <p>{t('enrol.link_invalid')}</p>
        <Link to="/admin/login" className="alert-link">
          {t('enrol.to_login')}
        </Link>
      </Alert>
    )
  }
  if (enrolment.error) return <Alert variant="danger">{errorText(enrolment.error, tMain)}</Alert>
  if (!enrolment.data) return <LoadingSpinner />
  return (
    <>
      <p className="mb-3">{t('enrol.intro', { email: enrolment.data.email })}</p>
      <SecretSetup enrolment={enrolment.data} />
      <Card body>
        <EnrolmentForm token={token} onDone={setCodes} />
      </Card>
    </>
  )
}
