import { useState } from 'react'
import { Button, Form, Modal } from 'react-bootstrap'
import type { MemberCard } from '#shared/api/members.js'
import { useElementId } from '#web/lib/elementId.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { Avatar } from './Avatar.js'

/** The catalogue's suggested first lines (chat.icebreaker.openers.*). */
export const openerKeys = ['compliment', 'day', 'travel', 'fun', 'date'] as const

/**
 * A first message (first_message): a few openers in the member's language to pick, change, or replace
 * with one's own; sending goes the normal way (and costs the same).
 */
export function IcebreakerModal({
  show,
  profile,
  cost,
  onSend,
  onClose,
}: {
  show: boolean
  profile: MemberCard
  cost: number
  onSend: (text: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const settings = useSettings()
  const titleId = useElementId()
  const [text, setText] = useState('')
  const openers = openerKeys.map((key) => t(`chat.icebreaker.openers.${key}`, { name: profile.name }))
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id={titleId} className="h5 d-flex align-items-center gap-2">
          <Avatar member={profile} size={40} />
          {t('chat.icebreaker.title', { name: profile.name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary">{t('chat.icebreaker.intro')}</p>
        <ul className="list-unstyled d-grid gap-2 mb-3" aria-label={t('chat.icebreaker.suggestions')}>
          {openers.map((opener) => (
            <li key={opener}>
              <button
                type="button"
                className={`chat-opener btn w-100 text-start ${text === opener ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-pressed={text === opener}
                onClick={() => setText(opener)}
              >
                {opener}
              </button>
            </li>
          ))}
        </ul>
        <Form.Group controlId={`${titleId}-text`}>
          <Form.Label className="small fw-semibold">{t('chat.icebreaker.own')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            value={text}
            maxLength={settings.message_length}
            onChange={(event) => setText(event.target.value)}
          />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('chat.icebreaker.later')}
        </Button>
        <Button disabled={text.trim().length === 0} onClick={() => onSend(text)}>
          {t('chat.send_for', { count: cost })}
        </Button>
      </Modal.Footer>
    </Modal>
  )
}
