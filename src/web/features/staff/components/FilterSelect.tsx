import { Form } from 'react-bootstrap'
import { useSearchParams } from 'react-router'
import { useElementId } from '#web/lib/elementId.js'
import { withFilter } from '../searchParams.js'

/** One filter of a back-office list, kept in the URL's search parameters and applied at once. */
export function FilterSelect({
  name,
  label,
  options,
  anyLabel,
}: {
  name: string
  label: string
  options: ReadonlyArray<readonly [string, string]>
  /** The choice that sets no filter; none for a filter that always has a value (the sort). */
  anyLabel?: string
}) {
  const id = useElementId()
  const [params, setParams] = useSearchParams()
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Select
        size="sm"
        value={params.get(name) ?? (anyLabel === undefined ? (options[0]?.[0] ?? '') : '')}
        onChange={(event) => setParams(withFilter(params, name, event.target.value))}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  )
}
