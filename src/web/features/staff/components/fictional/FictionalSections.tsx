import { type FormEvent, useState } from 'react'
import { Alert, Button, Form, Row } from 'react-bootstrap'
import type { FictionalState, StaffFictional } from '#shared/api/staff-fictional.js'
import { locales } from '#shared/i18n/languages.js'
import { ConfirmDialog } from '#web/components/ConfirmDialog.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useChangeFictional, useStaffOperators } from '../../api/fictional.js'
import { nextStates } from '../../fictional.js'
import { Section } from '../Section.js'
import { useToast } from '../StaffToasts.js'
import { SaveBar } from '../sites/SectionForm.js'
import { CheckList, languageOptions } from '../sites/SiteFields.js'
import { FictionalStateBadge } from './FictionalList.js'

/** A small section that saves one list (languages, operators) with its own Save button. */
function ListSection({
  sectionId,
  fictionalId,
  title,
  label,
  help,
  options,
  saved,
  toChange,
}: {
  sectionId: string
  fictionalId: number
  title: string
  label: string
  help?: string
  options: ReadonlyArray<readonly [string, string]>
  saved: string[]
  toChange: (value: string[]) => { languages?: (typeof locales)[number][]; operators?: number[] }
}) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const change = useChangeFictional()
  const [value, setValue] = useState(saved)
  const [base, setBase] = useState(saved)
  const [error, setError] = useState<string | undefined>()
  const [alert, setAlert] = useState<string | null>(null)
  const changed = JSON.stringify([...value].sort()) === JSON.stringify([...base].sort()) ? 0 : 1
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (changed === 0) return
    change.mutate(
      { id: fictionalId, ...toChange(value) },
      {
        onSuccess: () => {
          setBase(value)
          setError(undefined)
          setAlert(null)
          toast(t('fictional.saved', { section: title }))
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.swallowed) return
          if (failure instanceof ApiError && failure.field) setError(failure.message)
          else setAlert(errorText(failure, tMain))
        },
      },
    )
  }
  return (
    <Section id={sectionId} title={title}>
      <Form noValidate onSubmit={submit} aria-labelledby={`${sectionId}-title`}>
        <FormAlert message={alert} />
        <Row className="g-2">
          <CheckList
            label={label}
            help={help}
            options={options}
            value={value}
            error={error}
            onChange={(next) => {
              setValue(next)
              setError(undefined)
            }}
          />
        </Row>
        <SaveBar pending={change.isPending} changed={changed} />
      </Form>
    </Section>
  )
}

/** The languages the profile writes in; none: the site's language. */
export function LanguagesSection({ fictional }: { fictional: StaffFictional }) {
  const { t } = useTranslation('staff')
  return (
    <ListSection
      sectionId="languages"
      fictionalId={fictional.id}
      title={t('fictional.sections.languages')}
      label={t('fictional.fields.languages')}
      help={t('fictional.help.languages')}
      options={languageOptions}
      saved={fictional.languages}
      toChange={(value) => ({
        // In the order of the list, so that the first stays the profile's own language.
        languages: locales.filter((locale) => value.includes(locale)),
      })}
    />
  )
}

/** Which of the site's operators may write as the profile; none ticked: every operator of the site. */
export function OperatorsSection({ fictional }: { fictional: StaffFictional }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const operators = useStaffOperators(fictional.site_id)
  if (operators.error)
    return (
      <Section id="operators" title={t('fictional.sections.operators')}>
        <Alert variant="danger" className="py-2 mb-0">
          {errorText(operators.error, tMain)}
        </Alert>
      </Section>
    )
  if (!operators.data)
    return (
      <Section id="operators" title={t('fictional.sections.operators')}>
        <LoadingSpinner />
      </Section>
    )
  // Someone named before who no longer qualifies still shows, so that unticking them is possible.
  const known = new Map(operators.data.operators.map((operator) => [operator.id, operator.email]))
  for (const operator of fictional.operators)
    if (!known.has(operator.id)) known.set(operator.id, operator.email)
  return (
    <ListSection
      sectionId="operators"
      fictionalId={fictional.id}
      title={t('fictional.sections.operators')}
      label={t('fictional.fields.operators')}
      help={t('fictional.help.operators')}
      options={[...known].map(([id, email]) => [String(id), email] as const)}
      saved={fictional.operators.map((operator) => String(operator.id))}
      toChange={(value) => ({ operators: value.map(Number) })}
    />
  )
}

const stateVariants: Record<FictionalState, 'primary' | 'outline-secondary' | 'outline-danger'> = {
  active: 'primary',
  paused: 'outline-secondary',
  retired: 'outline-danger',
}

/** Activate, pause or retire, each asked once more. */
export function StateSection({ fictional }: { fictional: StaffFictional }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const change = useChangeFictional()
  const [asked, setAsked] = useState<FictionalState | null>(null)
  const [error, setError] = useState<string | null>(null)
  const confirm = () => {
    if (!asked) return
    change.mutate(
      { id: fictional.id, state: asked },
      {
        onSuccess: () => {
          toast(t(`fictional.state_done.${asked}`))
          setAsked(null)
          setError(null)
        },
        onError: (failure) => setError(errorText(failure, tMain)),
      },
    )
  }
  return (
    <Section id="state" title={t('fictional.sections.state')}>
      <p className="small mb-2">
        {t('fictional.state_now')} <FictionalStateBadge state={fictional.state} />{' '}
        <span className="text-body-secondary">{t(`fictional.state_help.${fictional.state}`)}</span>
      </p>
      <div className="d-flex flex-wrap gap-2">
        {nextStates(fictional.state).map((state) => (
          <Button key={state} size="sm" variant={stateVariants[state]} onClick={() => setAsked(state)}>
            {t(`fictional.state_actions.${state}`)}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        show={asked !== null}
        title={asked ? t(`fictional.state_confirm.${asked}`, { name: fictional.profile.name }) : ''}
        confirmLabel={asked ? t(`fictional.state_actions.${asked}`) : ''}
        cancelLabel={t('common.cancel')}
        confirmVariant={asked === 'retired' ? 'danger' : 'primary'}
        pending={change.isPending}
        error={error}
        onConfirm={confirm}
        onCancel={() => {
          setAsked(null)
          setError(null)
        }}
      >
        {asked && <p className="mb-0">{t(`fictional.state_help.${asked}`)}</p>}
      </ConfirmDialog>
    </Section>
  )
}
