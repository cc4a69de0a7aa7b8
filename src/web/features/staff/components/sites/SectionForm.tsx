import type { UseQueryResult } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Alert, Form } from 'react-bootstrap'
import type { z } from 'zod'
import { type SiteChangeInput, type StaffSiteResponse, siteChangeInput } from '#shared/api/staff-sites.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { fieldMessages } from '#web/lib/formErrors.js'
import { useTranslation } from '#web/lib/translation.js'
import { useChangeSite } from '../../api/sites.js'
import { Section } from '../Section.js'
import { useToast } from '../StaffToasts.js'

/** A section's values as its controls hold them: texts as typed, lists, switches. */
export type Draft = Record<string, unknown>

/** Where a section's values go in the change: the site itself, its settings or its company. */
export type Group = 'site' | 'settings' | 'company'

export interface FieldBinding<T> {
  value: T
  onChange: (value: T) => void
  error?: string
}

export interface SectionFormState<V extends Draft> {
  values: V
  /** value, onChange and error of one control, typed by the value it holds. */
  field: <K extends keyof V & string>(name: K) => FieldBinding<V[K]>
}

/** A typed number as the schema takes it: anything that is not one is NaN, which the schema refuses. */
export function numberOf(text: string): number {
  const trimmed = text.trim()
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/** One entry per line, blank lines left out. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

/** The names of the values that differ from what the server last answered. */
export function changedNames<V extends Draft>(values: V, saved: V): Array<keyof V & string> {
  return Object.keys(values).filter((name) => JSON.stringify(values[name]) !== JSON.stringify(saved[name]))
}

/**
 * The control a refusal belongs to: `settings.minimum_message_costs.NL.costs` is the costs table's,
 * `domains.2` the domains box's. Undefined when it names nothing of this section.
 */
export function fieldOfError(field: string, group: Group, names: readonly string[]): string | undefined {
  const path = field.split('.')
  if (group !== 'site' && path.shift() !== group) return undefined
  const name = path[0] ?? ''
  return names.includes(name) ? name : undefined
}

export type Change = Omit<SiteChangeInput, 'id'>

export interface SiteSectionProps<V extends Draft> {
  id: string
  title: string
  data: StaffSiteResponse
  group: Group
  /** The section's values from the server's answer. */
  draftOf: (data: StaffSiteResponse) => V
  /** The change to send for the values that were changed (all of them are at hand when needed). */
  changeOf: (changed: Partial<V>, values: V) => Change
  /** Beside the title: a link, a small action that is no part of the form. */
  actions?: ReactNode
  children: (form: SectionFormState<V>) => ReactNode
}

/**
 * One section of a site's page: its own form and Save button. Only what differs from the server's last
 * answer is sent, so that the audit log records the change made and a colleague's change to another
 * field is not overwritten with an old value. It is checked first with the schema the server uses.
 */
export function SiteSection<V extends Draft>(props: SiteSectionProps<V>) {
  const { id, title, data, group, draftOf, changeOf, actions, children } = props
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const change = useChangeSite()
  const [saved, setSaved] = useState(() => draftOf(data))
  const [values, setValues] = useState(saved)
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const names = Object.keys(saved)
  const changed = changedNames(values, saved)

  const form: SectionFormState<V> = {
    values,
    field: (name) => ({
      value: values[name],
      error: errors[name],
      onChange: (value) => {
        setValues((current) => ({ ...current, [name]: value }))
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
      },
    }),
  }

  /** Puts each problem under its control; one that names none of them goes in the alert. */
  const show = (problems: Array<[string, string]>) => {
    const next: Partial<Record<string, string>> = {}
    let stray: string | null = null
    for (const [field, message] of problems) {
      const name = fieldOfError(field, group, names)
      if (name) next[name] ??= message
      else stray ??= message
    }
    setErrors(next)
    setAlert(stray)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (changed.length === 0) return
    const picked = Object.fromEntries(changed.map((name) => [name, values[name]])) as Partial<V>
    const input: z.input<typeof siteChangeInput> = { id: data.site.id, ...changeOf(picked, values) }
    const checked = siteChangeInput.safeParse(input)
    if (!checked.success) {
      const messages = fieldMessages(checked.error.issues)
      show(
        Object.entries(messages).map(([field, message]) => [
          field,
          message ? tMain(message.key, message.params) : tMain('errors.validation_failed'),
        ]),
      )
      return
    }
    setAlert(null)
    // The input as typed, not as parsed: the schema's trimming and lower-casing are the server's to do.
    change.mutate(input, {
      onSuccess: (answer) => {
        const next = draftOf(answer)
        setSaved(next)
        setValues(next)
        setErrors({})
        toast(t('sites.saved', { section: title }))
      },
      onError: (error) => {
        if (error instanceof ApiError && error.swallowed) return
        if (error instanceof ApiError && error.field) show([[error.field, error.message]])
        else show([['', errorText(error, tMain)]])
      },
    })
  }

  return (
    <Section id={id} title={title} actions={actions}>
      <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <FormAlert message={alert} />
        {children(form)}
        <SaveBar pending={change.isPending} changed={changed.length} />
      </Form>
    </Section>
  )
}

/** Save, enabled once something changed, and how many changes wait. */
export function SaveBar({ pending, changed }: { pending: boolean; changed: number }) {
  const { t } = useTranslation('staff')
  return (
    <div className="d-flex align-items-center gap-2">
      <SubmitButton pending={pending} size="sm" disabled={changed === 0}>
        {t('common.save')}
      </SubmitButton>
      {changed > 0 && (
        <span className="small text-body-secondary">{t('sites.unsaved', { count: changed })}</span>
      )}
    </div>
  )
}

/** A section of the site page that loads its own list (packages, gifts) before its form can show. */
export function LoadedSection<T>({
  id,
  title,
  query,
  children,
}: {
  id: string
  title: string
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
}) {
  const { t: tMain } = useTranslation()
  return (
    <Section id={id} title={title}>
      {query.error ? (
        <Alert variant="danger" className="py-2 mb-0">
          {errorText(query.error, tMain)}
        </Alert>
      ) : query.data ? (
        children(query.data)
      ) : (
        <LoadingSpinner />
      )}
    </Section>
  )
}
