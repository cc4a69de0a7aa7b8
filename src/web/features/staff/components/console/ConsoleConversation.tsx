import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { Alert, Badge, Button, Col, Form, Row } from 'react-bootstrap'
import type { ChatMessage } from '#shared/api/chat.js'
import type { ConsoleConversationResponse, StaffNote, StaffReplyResponse } from '#shared/api/staff-console.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { ApiError } from '#web/lib/api.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useConsoleConversation, useReply, useSaveNote } from '../../api/console.js'
import { StaffTime } from '../StaffTime.js'
import { useToast } from '../StaffToasts.js'
import { leaseText } from './time.js'

type Person = ConsoleConversationResponse['member'] | ConsoleConversationResponse['fictional']

/** A photo's thumbnail at 4:5, marked when it is private. */
function Thumb({ photo, size, alt }: { photo: Person['photos'][number]; size: number; alt: string }) {
  const { t } = useTranslation('staff')
  return (
    <>
      <img
        src={photo.thumb_url}
        width={size}
        height={(size * 5) / 4}
        className="rounded object-fit-cover d-block"
        alt={alt}
      />
      {/* A lock fits a small thumbnail in every language; the image's text says "private" in words. */}
      {photo.is_private && (
        <Badge
          bg="dark"
          className="position-absolute bottom-0 start-0 m-1 fw-normal"
          title={t('console.private')}
        >
          <span aria-hidden="true">🔒</span>
        </Badge>
      )}
    </>
  )
}

function Photos({ person }: { person: Person }) {
  const { t } = useTranslation('staff')
  if (person.photos.length === 0)
    return <p className="small text-body-secondary mb-2">{t('console.no_photos')}</p>
  return (
    <div className="d-flex gap-1 flex-wrap mb-2">
      {person.photos.map((photo) => (
        <a
          key={photo.id}
          href={photo.url}
          target="_blank"
          rel="noopener noreferrer"
          className="position-relative"
        >
          <Thumb
            photo={photo}
            size={64}
            alt={t(photo.is_private ? 'console.private_photo_of' : 'console.photo_of', { name: person.name })}
          />
        </a>
      ))}
    </div>
  )
}

/** A note every operator sees beside the conversation; saved on its own. */
function NoteEditor({ note, label, conversation }: { note: StaffNote; label: string; conversation: number }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const id = useElementId()
  const toast = useToast()
  const save = useSaveNote(conversation)
  const [body, setBody] = useState(note.body)
  useEffect(() => setBody(note.body), [note.body])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate({ subject: note.subject_id, body }, { onSuccess: () => toast(t('console.note_saved')) })
  }
  return (
    <Form onSubmit={submit} className="mb-3">
      <Form.Label htmlFor={id} className="small fw-semibold mb-1">
        {label}
      </Form.Label>
      <Form.Control
        id={id}
        as="textarea"
        size="sm"
        rows={4}
        maxLength={4000}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-describedby={`${id}-help`}
      />
      <div id={`${id}-help`} className="small text-body-secondary mt-1">
        {note.updated_at !== null && note.updated_by ? (
          <>
            {t('console.note_changed_by', { who: note.updated_by })} <StaffTime ms={note.updated_at} />
          </>
        ) : (
          t('console.note_help')
        )}
      </div>
      {save.error && <div className="invalid-feedback d-block">{errorText(save.error, tMain)}</div>}
      <Button
        type="submit"
        size="sm"
        variant="outline-primary"
        className="mt-1"
        disabled={save.isPending || body === note.body}
      >
        {t('console.save_note')}
      </Button>
    </Form>
  )
}

function Facts({ person, children }: { person: Person; children?: React.ReactNode }) {
  const { t } = useTranslation('staff')
  return (
    <dl className="console-facts small mb-2">
      <dt>{t('console.age_city')}</dt>
      <dd>
        {person.age}
        {person.city ? ` · ${person.city}` : ''} · {person.country}
      </dd>
      <dt>{t('console.language')}</dt>
      <dd className="text-uppercase">{person.language}</dd>
      {children}
      {person.about_me && (
        <>
          <dt>{t('console.about')}</dt>
          <dd className="text-break">{person.about_me}</dd>
        </>
      )}
    </dl>
  )
}

function MessageBubble({
  message,
  fictionalId,
  firstContact,
}: {
  message: ChatMessage
  fictionalId: number
  firstContact: boolean
}) {
  const { t } = useTranslation('staff')
  const own = message.sender_id === fictionalId
  return (
    <li className={`d-flex ${own ? 'justify-content-end' : ''}`}>
      <div className={`console-bubble border rounded-3 px-2 py-1 ${own ? 'border-primary' : ''}`}>
        {firstContact && (
          <Badge bg="light" text="dark" className="border fw-normal mb-1">
            {t('console.first_contact')}
          </Badge>
        )}
        {message.kind === 'gift' && (
          <div className="fw-semibold">🎁 {message.gift?.name ?? t('console.gift_message')}</div>
        )}
        {message.photo && (
          <a href={message.photo.url} target="_blank" rel="noopener noreferrer">
            <img
              src={message.photo.thumb_url}
              alt={t('console.photo_message')}
              width={120}
              className="rounded d-block h-auto"
            />
          </a>
        )}
        {message.text && <p className="mb-0 text-break console-text">{message.text}</p>}
        <div className="small text-body-secondary text-end">
          <StaffTime ms={Date.parse(message.created_at)} />
        </div>
      </div>
    </li>
  )
}

/** The profile's own photos to send one of, on its own: pick, then send. */
function PhotoAnswer({
  data,
  pending,
  onSend,
}: {
  data: ConsoleConversationResponse
  pending: boolean
  onSend: (photo: number, done: () => void) => void
}) {
  const { t } = useTranslation('staff')
  const [chosen, setChosen] = useState<number | null>(null)
  const photos = data.fictional.photos
  if (photos.length === 0) return null
  return (
    <fieldset className="mt-2">
      <legend className="small fw-semibold mb-1">{t('console.photo_label')}</legend>
      <div className="d-flex flex-wrap gap-1 align-items-center">
        {photos.map((photo, index) => (
          <button
            key={photo.id}
            type="button"
            className={`console-photo-choice p-0 border rounded position-relative ${chosen === photo.id ? 'border-primary border-3' : ''}`}
            aria-pressed={chosen === photo.id}
            onClick={() => setChosen(chosen === photo.id ? null : photo.id)}
          >
            <Thumb
              photo={photo}
              size={48}
              alt={t(photo.is_private ? 'console.private_photo_number' : 'console.photo_number', {
                number: index + 1,
              })}
            />
          </button>
        ))}
        <Button
          size="sm"
          variant="outline-primary"
          className="ms-1"
          disabled={chosen === null || pending}
          onClick={() => chosen !== null && onSend(chosen, () => setChosen(null))}
        >
          {t('console.send_photo')}
        </Button>
      </div>
      <div className="small text-body-secondary mt-1">{t('console.photo_help')}</div>
    </fieldset>
  )
}

/** The answer box: Ctrl+Enter sends; typing keeps the claim alive. */
function ReplyForm({ data, onTyping }: { data: ConsoleConversationResponse; onTyping: () => void }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const id = useElementId()
  const reply = useReply(data.conversation_id)
  const [text, setText] = useState('')
  const [gift, setGift] = useState('')
  const toast = useToast()
  const { i18n } = useTranslation()
  /** A held answer says when it goes out. */
  const sent = (answer: StaffReplyResponse) => {
    if (answer.send_at !== null)
      toast(t('console.held_toast', { time: new Date(answer.send_at).toLocaleTimeString(i18n.language) }))
  }
  const send = () => {
    if (!text.trim() || reply.isPending) return
    reply.mutate(
      { text },
      {
        onSuccess: (answer) => {
          setText('')
          sent(answer)
        },
      },
    )
  }
  /** A gift goes with the typed line, if any. */
  const sendGift = () => {
    if (!gift || reply.isPending) return
    reply.mutate(
      { gift: Number(gift), ...(text.trim() ? { text } : {}) },
      {
        onSuccess: (answer) => {
          setText('')
          setGift('')
          sent(answer)
        },
      },
    )
  }
  const sendPhoto = (photo: number, done: () => void) => {
    if (reply.isPending) return
    reply.mutate(
      { photo },
      {
        onSuccess: (answer) => {
          done()
          sent(answer)
        },
      },
    )
  }
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      send()
    }
  }
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <Form.Label htmlFor={id} className="small fw-semibold mb-1">
        {t('console.reply_label', { name: data.fictional.name })}
      </Form.Label>
      <Form.Control
        id={id}
        as="textarea"
        rows={3}
        value={text}
        autoFocus
        onKeyDown={keyDown}
        onChange={(event) => {
          setText(event.target.value)
          onTyping()
        }}
        isInvalid={Boolean(reply.error)}
        aria-describedby={`${id}-help`}
      />
      {reply.error && <div className="invalid-feedback d-block">{errorText(reply.error, tMain)}</div>}
      <div className="d-flex align-items-center gap-2 mt-1">
        <span id={`${id}-help`} className="small text-body-secondary">
          {t('console.send_hint')}
          {data.reply_delay_seconds > 0 && ` ${t('console.delay', { seconds: data.reply_delay_seconds })}`}
        </span>
        <Button type="submit" size="sm" className="ms-auto" disabled={reply.isPending || !text.trim()}>
          {t('console.send')}
        </Button>
      </div>
      {data.openers.length > 0 && (
        <Form.Select
          size="sm"
          className="mt-2"
          aria-label={t('console.opener_label')}
          value=""
          onChange={(event) => {
            if (!event.target.value) return
            setText(event.target.value)
            onTyping()
          }}
        >
          <option value="">{t('console.choose_opener')}</option>
          {data.openers.map((opener) => (
            <option key={opener} value={opener}>
              {opener}
            </option>
          ))}
        </Form.Select>
      )}
      {data.gifts.length > 0 && (
        <div className="d-flex gap-2 mt-2">
          <Form.Select
            size="sm"
            className="w-auto"
            aria-label={t('console.gift_label')}
            value={gift}
            onChange={(event) => setGift(event.target.value)}
          >
            <option value="">{t('console.choose_gift')}</option>
            {data.gifts.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Form.Select>
          <Button size="sm" variant="outline-primary" disabled={!gift || reply.isPending} onClick={sendGift}>
            {t('console.send_gift')}
          </Button>
        </div>
      )}
      <PhotoAnswer data={data} pending={reply.isPending} onSend={sendPhoto} />
    </Form>
  )
}

/**
 * The claimed conversation with everything an operator answers from: the member and their spending, the
 * messages and the answer box, the profile written as, and the notes about both.
 */
export function ConsoleConversation({
  id,
  now,
  onRenew,
  onRelease,
  onClaimAgain,
  onBack,
}: {
  id: number
  now: number
  onRenew: () => void
  onRelease: () => void
  onClaimAgain: () => void
  onBack: () => void
}) {
  const { t } = useTranslation('staff')
  const { t: tMain, i18n } = useTranslation()
  const conversation = useConsoleConversation(id)
  const log = useRef<HTMLOListElement>(null)
  const count = conversation.data?.messages.length ?? 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message when one arrives
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight })
  }, [count])

  const header = (
    <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
      <Button size="sm" variant="outline-secondary" className="d-lg-none" onClick={onBack}>
        ← {t('console.back')}
      </Button>
      {conversation.data && (
        <h2 className="h6 mb-0">
          {conversation.data.member.name} → {conversation.data.fictional.name}
        </h2>
      )}
      {conversation.data && (
        <span className="small ms-auto" aria-live="off">
          {t('console.hold_left', { time: leaseText(conversation.data.claim.expires_at - now) })}
        </span>
      )}
      <Button size="sm" variant="outline-danger" onClick={onRelease}>
        {t('console.release')}
      </Button>
    </div>
  )

  if (conversation.error instanceof ApiError && conversation.error.code === 'claim_required')
    return (
      <>
        {header}
        <Alert variant="warning" className="d-flex flex-wrap gap-2 align-items-center">
          <span>{t('console.hold_ended')}</span>
          <Button size="sm" onClick={onClaimAgain}>
            {t('console.claim_again')}
          </Button>
        </Alert>
      </>
    )
  if (conversation.error) return <Alert variant="danger">{errorText(conversation.error, tMain)}</Alert>
  if (!conversation.data) return <LoadingSpinner />
  const data = conversation.data
  const expired = data.claim.expires_at <= now

  return (
    <section aria-labelledby={`console-${id}-title`}>
      <h2 id={`console-${id}-title`} className="visually-hidden">
        {t('console.conversation_title', { member: data.member.name, fictional: data.fictional.name })}
      </h2>
      {header}
      {expired && (
        <Alert variant="warning" className="d-flex flex-wrap gap-2 align-items-center py-2">
          <span>{t('console.hold_ended')}</span>
          <Button size="sm" onClick={onClaimAgain}>
            {t('console.claim_again')}
          </Button>
        </Alert>
      )}
      <Row className="g-3">
        <Col xs={12} xl={7} xxl={6}>
          <ol
            ref={log}
            className="list-unstyled d-flex flex-column gap-2 console-log border rounded p-2 mb-2"
            aria-label={t('console.messages')}
          >
            {data.messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                fictionalId={data.fictional.id}
                firstContact={message.id === data.first_contact_message_id}
              />
            ))}
            {data.held.map((held) => (
              <li key={`held-${held.id}`} className="d-flex justify-content-end">
                <div className="console-bubble console-held border border-primary rounded-3 px-2 py-1">
                  {held.gift_name && <div className="fw-semibold">🎁 {held.gift_name}</div>}
                  {held.photo_thumb_url && (
                    <img
                      src={held.photo_thumb_url}
                      alt={t('console.photo_message')}
                      width={120}
                      className="rounded d-block h-auto"
                    />
                  )}
                  {held.text && <p className="mb-0 text-break console-text">{held.text}</p>}
                  <div className="small text-body-secondary text-end">
                    {t('console.held_at', { time: new Date(held.send_at).toLocaleTimeString(i18n.language) })}
                  </div>
                </div>
              </li>
            ))}
          </ol>
          <ReplyForm data={data} onTyping={onRenew} />
        </Col>
        <Col xs={12} xl={5} xxl={6}>
          <Row className="g-3">
            <Col xs={12} md={6} xl={12} xxl={6}>
              <h3 className="h6">{t('console.member')}</h3>
              <Photos person={data.member} />
              <Facts person={data.member}>
                <dt>{t('console.credits')}</dt>
                <dd>
                  {data.member.credits} · {t('console.spent_here', { count: data.member.spent_here })}{' '}
                  <Badge
                    bg={data.member.paid ? 'success' : 'light'}
                    text={data.member.paid ? undefined : 'dark'}
                    className="border fw-normal"
                  >
                    {data.member.paid ? t('console.paid') : t('console.free')}
                  </Badge>
                </dd>
                <dt>{t('console.member_since')}</dt>
                <dd>
                  <StaffTime ms={data.member.signup_date} dateOnly />
                </dd>
              </Facts>
              <NoteEditor
                note={data.notes.member}
                label={t('console.note_about', { name: data.member.name })}
                conversation={id}
              />
            </Col>
            <Col xs={12} md={6} xl={12} xxl={6}>
              <h3 className="h6">{t('console.fictional')}</h3>
              <Photos person={data.fictional} />
              <Facts person={data.fictional}>
                {data.fictional.languages.length > 0 && (
                  <>
                    <dt>{t('console.writes_in')}</dt>
                    <dd className="text-uppercase">{data.fictional.languages.join(', ')}</dd>
                  </>
                )}
              </Facts>
              <NoteEditor
                note={data.notes.fictional}
                label={t('console.note_about', { name: data.fictional.name })}
                conversation={id}
              />
            </Col>
          </Row>
        </Col>
      </Row>
    </section>
  )
}
