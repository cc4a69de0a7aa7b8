import type { ReactNode } from 'react'
import { Col, Form } from 'react-bootstrap'
import { countries } from '#shared/constants.js'
import { localeNames, locales } from '#shared/i18n/languages.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'

/** The controls of the sites screens: small, labelled, the error under the control and announced with it. */

interface Labelled {
  label: string
  help?: string
  error?: string
}

/** Label, control, error and help; the control is given its id and what describes it. */
export function Field({
  label,
  help,
  error,
  wide = false,
  children,
}: Labelled & {
  /** Takes the whole row: lists, long texts. */
  wide?: boolean
  children: (id: string, describedBy: string | undefined) => ReactNode
}) {
  const id = useElementId()
  const describedBy = [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ')
  return (
    <Col xs={12} md={wide ? 12 : 6} xl={wide ? 12 : 4} className="mb-2">
      <Form.Label htmlFor={id} className="small fw-semibold mb-1">
        {label}
      </Form.Label>
      {children(id, describedBy || undefined)}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {help && (
        <Form.Text id={`${id}-help`} className="d-block small">
          {help}
        </Form.Text>
      )}
    </Col>
  )
}

interface TextProps extends Labelled {
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'url' | 'tel'
  maxLength?: number
  /** The id of a datalist of suggestions. */
  list?: string
  autoComplete?: string
  wide?: boolean
}

export function TextInput({
  value,
  onChange,
  type = 'text',
  maxLength,
  list,
  autoComplete,
  ...rest
}: TextProps) {
  return (
    <Field {...rest}>
      {(id, describedBy) => (
        <Form.Control
          id={id}
          size="sm"
          type={type}
          value={value}
          maxLength={maxLength}
          list={list}
          autoComplete={autoComplete ?? 'off'}
          isInvalid={Boolean(rest.error)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}

/** Several lines of text: a long text, or a list with one entry per line. */
export function TextArea({
  value,
  onChange,
  rows = 3,
  maxLength,
  ...rest
}: Labelled & { value: string; onChange: (value: string) => void; rows?: number; maxLength?: number }) {
  return (
    <Field {...rest} wide>
      {(id, describedBy) => (
        <Form.Control
          id={id}
          as="textarea"
          size="sm"
          rows={rows}
          value={value}
          maxLength={maxLength}
          isInvalid={Boolean(rest.error)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}

/** A whole number as typed; the section turns it into a number when it sends it. */
export function NumberInput({
  value,
  onChange,
  min,
  max,
  step,
  ...rest
}: Labelled & {
  value: string
  onChange: (value: string) => void
  min?: number
  max?: number
  step?: number
}) {
  return (
    <Field {...rest}>
      {(id, describedBy) => (
        <Form.Control
          id={id}
          size="sm"
          type="number"
          inputMode="numeric"
          value={value}
          min={min}
          max={max}
          step={step}
          isInvalid={Boolean(rest.error)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}

export function SelectInput({
  value,
  onChange,
  options,
  ...rest
}: Labelled & {
  value: string
  onChange: (value: string) => void
  options: ReadonlyArray<readonly [string, string]>
}) {
  // A value stored before this screen knew it stays visible and selected rather than silently replaced.
  const known = options.some(([option]) => option === value)
  return (
    <Field {...rest}>
      {(id, describedBy) => (
        <Form.Select
          id={id}
          size="sm"
          value={value}
          isInvalid={Boolean(rest.error)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {!known && <option value={value}>{value}</option>}
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </Form.Select>
      )}
    </Field>
  )
}

/** An on/off setting. */
export function SwitchInput({
  label,
  help,
  error,
  value,
  onChange,
}: Labelled & { value: boolean; onChange: (value: boolean) => void }) {
  const id = useElementId()
  const describedBy = [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ')
  return (
    <Col xs={12} md={6} xl={4} className="mb-2">
      <Form.Check
        type="switch"
        id={id}
        label={label}
        checked={value}
        isInvalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="small fw-semibold"
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {help && (
        <Form.Text id={`${id}-help`} className="d-block small">
          {help}
        </Form.Text>
      )}
    </Col>
  )
}

/** Choices of a fixed list as checkboxes in a fieldset: what profiles show, what search offers. */
export function CheckList({
  label,
  help,
  error,
  value,
  onChange,
  options,
}: Labelled & {
  value: string[]
  onChange: (value: string[]) => void
  options: ReadonlyArray<readonly [string, string]>
}) {
  const id = useElementId()
  const describedBy = [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ')
  const toggle = (option: string, on: boolean) =>
    // The list keeps the order of the options, whatever order they were ticked in.
    onChange(options.map(([o]) => o).filter((o) => (o === option ? on : value.includes(o))))
  return (
    <Col xs={12} className="mb-2">
      <fieldset aria-describedby={describedBy || undefined}>
        <legend className="small fw-semibold mb-1 fs-6">{label}</legend>
        <div className="d-flex flex-wrap column-gap-3">
          {options.map(([option, text]) => (
            <Form.Check
              key={option}
              id={`${id}-${option}`}
              className="small"
              label={text}
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
          ))}
        </div>
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
        {help && (
          <Form.Text id={`${id}-help`} className="d-block small">
            {help}
          </Form.Text>
        )}
      </fieldset>
    </Col>
  )
}

/** A country's code and its name in the staff member's language: "NL · Netherlands". */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation()
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([i18n.language], { type: 'region' })
  } catch {
    // An engine without region names still shows the codes.
  }
  return (code) => {
    const name = names?.of(code)
    return name && name !== code ? `${code} · ${name}` : code
  }
}

export function useCountryOptions(): Array<readonly [string, string]> {
  const name = useCountryName()
  return countries.map((code) => [code, name(code)] as const)
}

export const languageOptions = locales.map(
  (locale) => [locale, `${localeNames[locale]} (${locale})`] as const,
)

/**
 * Several countries from the platform's list. The order of the list is kept (the first of a site's
 * countries is its fallback): countries already chosen stay where they are, new ones go last.
 */
export function CountriesInput({
  value,
  onChange,
  disabled = false,
  ...rest
}: Labelled & { value: string[]; onChange: (value: string[]) => void; disabled?: boolean }) {
  const options = useCountryOptions()
  const pick = (selected: string[]) =>
    onChange([
      ...value.filter((code) => selected.includes(code)),
      ...selected.filter((c) => !value.includes(c)),
    ])
  return (
    <Field {...rest}>
      {(id, describedBy) => (
        <Form.Select
          id={id}
          multiple
          size="sm"
          htmlSize={6}
          value={value}
          disabled={disabled}
          isInvalid={Boolean(rest.error)}
          aria-describedby={describedBy}
          onChange={(event) => pick([...event.target.selectedOptions].map((option) => option.value))}
        >
          {options.map(([code, text]) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </Form.Select>
      )}
    </Field>
  )
}

/**
 * Common IANA time zones offered as suggestions; the field takes any zone the server knows. A fixed list
 * rather than Intl.supportedValuesOf, which differs between the server's engine and the browser's and
 * would make the first paint differ from its hydration.
 */
export const commonTimeZones = [
  'UTC',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'Europe/Brussels',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Rome',
  'Europe/Vienna',
  'Europe/Warsaw',
  'Europe/Zurich',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Toronto',
  'America/Vancouver',
  'Australia/Sydney',
  'Australia/Perth',
  'Pacific/Auckland',
] as const

/** A time zone typed or picked from the common ones. */
export function TimeZoneInput(props: Omit<TextProps, 'list' | 'type'>) {
  const listId = useElementId()
  return (
    <>
      <TextInput {...props} list={listId} maxLength={64} />
      <datalist id={listId}>
        {commonTimeZones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  )
}
