import { type ChangeEvent, useCallback, useState } from 'react'
import type { z } from 'zod'
import { useTranslation } from '#web/lib/translation.js'
import { ApiError } from './api.js'
import { errorText } from './errorText.js'
import { validate } from './formErrors.js'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export type FieldErrors = Partial<Record<string, string>>

export interface FormState<V extends Record<string, string>> {
  values: V
  errors: FieldErrors
  /** A problem that belongs to no field (a block, a closed signup, a network failure). */
  alert: string | null
  setValue: (name: keyof V & string, value: string) => void
  clearError: (field: string) => void
  /** Puts an already translated message under a field (a refusal that arrived some other way). */
  setError: (field: string, message: string | null) => void
  /** value, onChange and isInvalid for a react-bootstrap control. */
  bind: (name: keyof V & string) => {
    name: string
    value: string
    isInvalid: boolean
    onChange: (event: ChangeEvent<Control>) => void
  }
  /** Validates with the shared schema; the translated messages go under their fields. */
  check: <S extends z.ZodType>(schema: S, input: unknown) => z.infer<S> | null
  /** Shows a failed call: under its field when the server names one of ours, else as the alert. */
  fail: (error: unknown) => void
  /**
   * As `fail`, but what names no field of ours goes under `field`: for a one-field form whose every
   * refusal ("Code not found") is about that field.
   */
  failOn: (field: keyof V & string, error: unknown) => void
  reset: (values?: V) => void
}

/**
 * The state of one small account form; texts are translated when they arise. `composedFields` are
 * fields the form shows built from several values (the date of birth from its three selects).
 */
export function useForm<V extends Record<string, string>>(
  initial: V,
  composedFields: readonly string[] = [],
): FormState<V> {
  const { t } = useTranslation()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [alert, setAlert] = useState<string | null>(null)

  const shows = (field: string) => field in values || composedFields.includes(field)

  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    // A corrected field loses its old message; the others keep theirs until the next submit.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
  }, [])

  const clearError = useCallback((field: string) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }, [])

  const setError = useCallback((field: string, message: string | null) => {
    setErrors((current) => ({ ...current, [field]: message ?? undefined }))
  }, [])

  const check = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> | null => {
    const result = validate(schema, input)
    setAlert(null)
    if (result.errors === null) {
      setErrors({})
      return result.data
    }
    const translated: FieldErrors = {}
    for (const [field, message] of Object.entries(result.errors)) {
      if (message) translated[field] = t(message.key, message.params)
    }
    const stray = Object.keys(translated).filter((field) => !shows(field))
    // A problem in a value the visitor cannot edit (tracking, language) is shown once, as the alert.
    if (stray.length > 0) setAlert(translated[stray[0] ?? ''] ?? t('errors.validation_failed'))
    setErrors(translated)
    return null
  }

  const fail = (error: unknown) => failOn(undefined, error)

  const failOn = (fallbackField: string | undefined, error: unknown) => {
    if (error instanceof ApiError && error.swallowed) return
    if (error instanceof ApiError && error.field && shows(error.field)) {
      setErrors({ [error.field]: error.message })
      setAlert(null)
      return
    }
    if (fallbackField) {
      setErrors({ [fallbackField]: errorText(error, t) })
      setAlert(null)
      return
    }
    setAlert(errorText(error, t))
  }

  return {
    values,
    errors,
    alert,
    setValue,
    clearError,
    setError,
    failOn,
    bind: (name) => ({
      name,
      value: values[name] ?? '',
      isInvalid: Boolean(errors[name]),
      onChange: (event) => setValue(name, event.target.value),
    }),
    check,
    fail,
    reset: (next = initial) => {
      setValues(next)
      setErrors({})
      setAlert(null)
    },
  }
}
