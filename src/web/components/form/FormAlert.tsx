import { Alert } from 'react-bootstrap'

/** A form's problem that belongs to no field; announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <Alert variant="danger" role="alert" className="py-2">
      {message}
    </Alert>
  )
}
