import type { ReactNode } from 'react'
import { Form } from 'react-bootstrap'
import { useElementId } from '#web/lib/elementId.js'
import type { FormState } from '#web/lib/useForm.js'

export interface TextFieldProps<V extends Record<string, string>> {
  form: FormState<V>
  name: keyof V & string
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  help?: string
  /** Shown instead of the plain message, for errors that offer a way out (a login link). */
  feedback?: ReactNode
  textarea?: boolean
  /** Lines of a textarea; 3 unless told. */
  rows?: number
  maxLength?: number
  inputMode?: 'text' | 'tel' | 'numeric' | 'email'
  /** The id of a datalist of suggestions. */
  list?: string
  onBlur?: () => void
  /** Below the field: a "did you mean" hint, an offer. */
  children?: ReactNode
}

/** A labelled control whose error sits under it and is announced with it. */
export function TextField<V extends Record<string, string>>(props: TextFieldProps<V>) {
  const { form, name, label, help, feedback, children } = props
  const id = useElementId()
  const error = form.errors[name]
  // The help gives way to the error, which says the same more pointedly.
  const hint = error ? undefined : help
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-help` : ''].filter(Boolean).join(' ')
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...form.bind(name)}
        type={props.textarea ? undefined : (props.type ?? 'text')}
        as={props.textarea ? 'textarea' : undefined}
        rows={props.textarea ? (props.rows ?? 3) : undefined}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        list={props.list}
        onBlur={props.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {feedback ?? error}
      </Form.Control.Feedback>
      {hint && (
        <Form.Text id={`${id}-help`} className="d-block">
          {hint}
        </Form.Text>
      )}
      {children}
    </Form.Group>
  )
}
