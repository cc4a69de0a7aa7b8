import { Modal } from 'react-bootstrap'
import { SignupFlow } from './SignupFlow.js'

/** The signup modal's dialog: a chunk of its own, which SignupModal loads when it is first wanted. */
export function SignupDialog(props: {
  show: boolean
  titleId: string
  onClose: () => void
  onFinish: () => void
}) {
  const { show, titleId, onClose, onFinish } = props
  return (
    <Modal show={show} onHide={onClose} backdrop="static" keyboard={false} aria-labelledby={titleId} centered>
      <Modal.Body className="p-4">
        {/* Mounted while shown: closing and reopening starts afresh. */}
        <SignupFlow titleId={titleId} titleAs="h2" onClose={onClose} onFinish={onFinish} />
      </Modal.Body>
    </Modal>
  )
}
