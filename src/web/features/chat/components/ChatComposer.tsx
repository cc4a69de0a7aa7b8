import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react'
import { Alert, Button, Form } from 'react-bootstrap'
import { Link } from 'react-router'
import type { ChatResponse } from '#shared/api/chat.js'
import { formatMoney } from '#shared/money.js'
import { Icon } from '#web/components/ui/Icon.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { useElementId } from '#web/lib/elementId.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import type { FormState } from '#web/lib/useForm.js'
import { showCounter } from '../format.js'

/** The photo types the photo pipeline takes. */
const photoTypes = 'image/jpeg,image/png,image/webp'

/** Reasons the server gives for can_write false, and the catalogue's words for them. */
const cannotWriteKeys: Record<string, string> = {
  chat_blocked: 'chat.errors.blocked',
  blocked_by_member: 'chat.errors.blocked',
  member_invisible: 'chat.errors.member_invisible',
  activation_required: 'chat.errors.activation_required',
}

interface ChatComposerProps {
  chat: ChatResponse
  /** The text being written; the server's refusal of it shows under the box. */
  form: FormState<{ text: string }>
  onSend: (text: string) => void
  onGifts: () => void
  onPhoto: (file: File) => void
  sending: boolean
  uploading: boolean
  error: string | null
  onDismissError: () => void
}

/**
 * The message footer: a text box (Enter sends, Shift+Enter starts a new line, a counter near the site's
 * limit), the gift and photo buttons, and a send button that says what a message costs.
 */
export function ChatComposer(props: ChatComposerProps) {
  const { chat, form, onSend, onGifts, onPhoto, sending, uploading, error, onDismissError } = props
  const { t, i18n } = useTranslation()
  const settings = useSettings()
  const fileInput = useRef<HTMLInputElement>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  const text = form.values.text
  useAutoGrow(input, text)
  const hintId = useElementId()
  const textError = form.errors.text
  const limit = settings.message_length
  const ready = text.trim().length > 0 && !sending

  if (!chat.can_write) {
    const key = cannotWriteKeys[chat.cannot_write_reason ?? ''] ?? 'chat.cannot_write'
    return (
      <footer className="chat-composer border-top p-3">
        <Alert variant="secondary" className="mb-0">
          {t(key, { name: chat.profile.name, defaultValue: t('chat.cannot_write') })}
        </Alert>
      </footer>
    )
  }

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (ready) onSend(text)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }
  const minimum = chat.costs.minimum

  return (
    <footer className="chat-composer border-top px-2 pt-2 pb-1">
      {error && (
        <Alert
          variant="danger"
          className="py-2 mb-2"
          dismissible
          onClose={onDismissError}
          closeLabel={t('close')}
        >
          {error}
        </Alert>
      )}
      <Form onSubmit={submit} className="d-flex align-items-end gap-1">
        <Button
          variant="link"
          className="chat-tool text-body-secondary"
          onClick={onGifts}
          aria-label={t('chat.gifts.button')}
          title={t('chat.gifts.button')}
        >
          <Icon name="gift" />
        </Button>
        <Button
          variant="link"
          className="chat-tool text-body-secondary"
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          aria-label={t('chat.photo_button', { count: chat.costs.photo })}
          title={t('chat.photo_button', { count: chat.costs.photo })}
        >
          {uploading ? <InlineSpinner /> : <Icon name="camera" />}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={photoTypes}
          className="d-none"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) onPhoto(file)
          }}
        />
        <div className="flex-grow-1 min-w-0">
          <Form.Control
            as="textarea"
            className="chat-input"
            ref={input}
            rows={1}
            value={text}
            maxLength={limit}
            placeholder={t('chat.placeholder')}
            aria-label={t('chat.message_label')}
            isInvalid={Boolean(textError)}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${hintId}-error ${hintId}` : hintId}
            onChange={(event) => form.setValue('text', event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Form.Control.Feedback type="invalid" id={`${hintId}-error`}>
            {textError}
          </Form.Control.Feedback>
        </div>
        <Button
          type="submit"
          className="chat-send d-flex flex-column align-items-center lh-sm"
          disabled={!ready}
          aria-label={t('chat.send_for', { count: chat.costs.message })}
        >
          <span className="d-flex align-items-center gap-1">
            {sending ? <InlineSpinner /> : <Icon name="send" />}
            <span className="d-none d-sm-inline">{t('chat.send')}</span>
          </span>
          {/* On a phone the box needs the room: the cost as a number and a coin (the label says it in words). */}
          <span className="chat-send-cost d-sm-none">
            {chat.costs.message}
            <Icon name="coin" className="ms-1" />
          </span>
          <span className="chat-send-cost d-none d-sm-inline">
            {t('chat.credits', { count: chat.costs.message })}
          </span>
        </Button>
      </Form>
      <p id={hintId} className="chat-hint small text-body-secondary mb-0 mt-1 d-flex flex-wrap gap-2">
        <span>{t('chat.balance', { count: chat.credits })}</span>
        {minimum && (
          <span>
            {t('chat.minimum_cost', {
              // The site settings give this cost in currency units, not cents.
              price: formatMoney({ cents: minimum.costs * 100, currency: minimum.currency }, i18n.language),
            })}
          </span>
        )}
        <Link to="/credits">{t('chat.buy.button')}</Link>
        {showCounter(text.length, limit) && (
          <span className="ms-auto" aria-live="polite">
            {t('chat.counter', { count: text.length, limit })}
          </span>
        )}
      </p>
    </footer>
  )
}

/** The box grows with what is typed, up to the height the stylesheet allows, then scrolls. */
function useAutoGrow(input: React.RefObject<HTMLTextAreaElement | null>, text: string) {
  useLayoutEffect(() => {
    const element = input.current
    if (!element) return
    element.style.height = 'auto'
    // An emptied box (after sending) goes back to one line.
    element.style.height = text.length === 0 ? '' : `${element.scrollHeight + 2}px`
  }, [input, text])
}
