import { type FormEvent, useEffect, useState } from 'react'
import { Form } from 'react-bootstrap'
import { Link } from 'react-router'
import { signupSchema } from '#shared/api/account.js'
import { isLocale } from '#shared/i18n/languages.js'
import { EmailField } from '#web/components/form/EmailField.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { PasswordField } from '#web/components/form/PasswordField.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { ApiError } from '#web/lib/api.js'
import { useSettings } from '#web/lib/site.js'
import { readTracking, sessionStore } from '#web/lib/tracking.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { markSignupStarted } from '#web/lib/visitMark.js'
import { useSignup } from '../api/signup.js'
import { composeDate } from '../dateOfBirth.js'
import { DateOfBirthField } from './DateOfBirthField.js'
import { ReactivationOffer } from './ReactivationOffer.js'
import { TermsNote } from './TermsNote.js'

const blank = { email: '', name: '', password: '', day: '', month: '', year: '' }

/** Answers about the address that offer a way on: log in, or reactivate (docs/product.md §8). */
type AddressProblem = 'email_taken' | 'account_pending_deletion'

function addressProblem(error: unknown): AddressProblem | null {
  if (!(error instanceof ApiError)) return null
  return error.code === 'email_taken' || error.code === 'account_pending_deletion' ? error.code : null
}

/** Step 0: e-mail, name, password and date of birth; the account exists once this succeeds. */
export function SignupAccountForm({ onCreated }: { onCreated: (email: string) => void }) {
  const { t, i18n } = useTranslation()
  const settings = useSettings()
  const form = useForm(blank, ['date_of_birth'])
  const signup = useSignup()
  const [problem, setProblem] = useState<AddressProblem | null>(null)
  // The offer belongs to the address it was made for; editing the address withdraws it.
  const shownProblem = form.errors.email ? problem : null
  // The signup's first step showing means the visit did not bounce (docs/product.md, Traffic sources).
  useEffect(markSignupStarted, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { day, month, year, ...account } = form.values
    const input = form.check(signupSchema(settings.min_age), {
      ...account,
      date_of_birth: composeDate({ day, month, year }),
      language: isLocale(i18n.language) ? i18n.language : undefined,
      tracking: readTracking(sessionStore()),
    })
    if (!input) return
    signup.mutate(input, {
      onSuccess: (user) => onCreated(user.email),
      onError: (error) => {
        setProblem(addressProblem(error))
        form.fail(error)
      },
    })
  }

  const takenFeedback =
    shownProblem === 'email_taken' ? (
      <>
        {form.errors.email} <Link to="/login">{t('signup.login_instead')}</Link>
      </>
    ) : undefined

  return (
    <Form noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
      <EmailField form={form} name="email" label={t('signup.email')} feedback={takenFeedback}>
        {shownProblem === 'account_pending_deletion' && (
          <div className="mt-2">
            <ReactivationOffer email={form.values.email.trim().toLowerCase()} />
          </div>
        )}
      </EmailField>
      <TextField
        form={form}
        name="name"
        label={t('signup.name')}
        help={t('signup.name_help')}
        autoComplete="username"
        maxLength={30}
      />
      <PasswordField
        form={form}
        name="password"
        label={t('signup.password')}
        help={t('signup.password_help')}
        autoComplete="new-password"
      />
      <DateOfBirthField form={form} minAge={settings.min_age} />
      <SubmitButton pending={signup.isPending} className="w-100 mb-3">
        {t('signup.submit')}
      </SubmitButton>
      <TermsNote />
    </Form>
  )
}
