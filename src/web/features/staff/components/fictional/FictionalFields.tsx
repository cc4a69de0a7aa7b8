import { Form } from 'react-bootstrap'
import { Field } from '../sites/SiteFields.js'

/** A date as YYYY-MM-DD, with the browser's date picker. */
export function DateInput({
  value,
  onChange,
  ...rest
}: {
  label: string
  help?: string
  error?: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Field {...rest}>
      {(id, describedBy) => (
        <Form.Control
          id={id}
          size="sm"
          type="date"
          value={value}
          isInvalid={Boolean(rest.error)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}
