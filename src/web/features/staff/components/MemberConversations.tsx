import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Badge, Button, Form, Modal, Table } from 'react-bootstrap'
import { Link } from 'react-router'
import {
  type StaffConversationsResponse,
  type StaffMemberResponse,
  type StaffMessagesResponse,
  staffMessagesInput,
} from '#shared/api/staff.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { SubmitButton } from '#web/components/form/SubmitButton.js'
import { TextField } from '#web/components/form/TextField.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { useReadMessages, useStaffConversations } from '../api/conversations.js'
import { formatNumber } from '../format.js'
import { Section } from './Section.js'
import { StaffTime } from './StaffTime.js'

type Conversation = StaffConversationsResponse['conversations'][number]
type Message = StaffMessagesResponse['messages'][number]

/** The server answers the newest messages first (it cuts at 500); a conversation is read from the top. */
const messageLimit = 500

function useOtherName(other: Conversation['other']): string {
  const { t } = useTranslation('staff')
  return other.name ?? t('member.no_name')
}

function MessageItem({ message, mine, otherName }: { message: Message; mine: boolean; otherName: string }) {
  const { t } = useTranslation('staff')
  const empty = !message.text && !message.photo_url && !message.gift
  return (
    <li className={`px-2 py-1 border-bottom ${mine ? 'border-start border-3 border-primary' : ''}`}>
      <div className="d-flex flex-wrap gap-2 text-body-secondary">
        <StaffTime ms={message.created_at} />
        <span className={mine ? 'fw-semibold text-body' : ''}>
          {mine ? t('member.conversations_table.this_member') : otherName}
        </span>
      </div>
      {message.text && (
        <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
          {message.text}
        </p>
      )}
      {message.photo_url && (
        <a href={message.photo_url} target="_blank" rel="noreferrer" className="d-inline-block mt-1">
          <img
            src={message.photo_url}
            alt={t('member.conversations_table.photo')}
            width={64}
            height={64}
            className="rounded object-fit-cover border"
            loading="lazy"
          />
        </a>
      )}
      {message.gift && (
        <Badge bg="light" text="dark" className="border">
          {t('member.conversations_table.gift', { gift: message.gift })}
        </Badge>
      )}
      {/* A kind this screen does not know yet: at least say what it was. */}
      {empty && <span className="text-body-secondary">{message.kind}</span>}
    </li>
  )
}

function MessageList({
  messages,
  memberId,
  otherName,
}: {
  messages: Message[]
  memberId: number
  otherName: string
}) {
  const { t } = useTranslation('staff')
  if (messages.length === 0)
    return <p className="small mb-0">{t('member.conversations_table.no_messages')}</p>
  // Ids grow with time; sorting rather than reversing does not depend on the answer's order.
  const oldestFirst = [...messages].sort((a, b) => a.id - b.id)
  return (
    <>
      <p className="small text-body-secondary mb-2">
        {t('member.conversations_table.shown', { count: messages.length })}
        {messages.length >= messageLimit &&
          ` ${t('member.conversations_table.limited', { limit: messageLimit })}`}
      </p>
      <ol className="list-unstyled small mb-0 border-top">
        {oldestFirst.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            mine={message.sender_id === memberId}
            otherName={otherName}
          />
        ))}
      </ol>
    </>
  )
}

/**
 * Asks why before showing a conversation: the server records the reading and its reason in the audit
 * log. The messages live only in this dialog's mutation; closing it forgets them.
 */
function ReadMessagesDialog({
  memberId,
  conversation,
  onClose,
}: {
  memberId: number
  conversation: Conversation
  onClose: () => void
}) {
  const { t } = useTranslation('staff')
  const titleId = useElementId()
  const otherName = useOtherName(conversation.other)
  const form = useForm({ reason: '' })
  const read = useReadMessages()
  const bodyRef = useRef<HTMLDivElement>(null)
  const messages = read.data?.messages

  // The form that had the focus is gone: the list takes it, so arrow keys scroll it at once.
  useEffect(() => {
    if (messages) bodyRef.current?.focus()
  }, [messages])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.check(staffMessagesInput, {
      member: memberId,
      conversation: conversation.id,
      reason: form.values.reason,
    })
    if (!input) return
    read.mutate(input, { onError: (error) => form.fail(error) })
  }

  return (
    <Modal show onHide={onClose} centered scrollable size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title as="h2" className="h5 text-break" id={titleId}>
          {t('member.conversations_table.dialog_title', { name: otherName })}
        </Modal.Title>
      </Modal.Header>
      {messages ? (
        <>
          <Modal.Body ref={bodyRef} tabIndex={-1}>
            <MessageList messages={messages} memberId={memberId} otherName={otherName} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </Modal.Footer>
        </>
      ) : (
        <Form noValidate onSubmit={submit}>
          <Modal.Body>
            <p className="small">{t('member.conversations_table.audit_note')}</p>
            <FormAlert message={form.alert} />
            <TextField
              form={form}
              name="reason"
              label={t('member.conversations_table.reason')}
              help={t('member.conversations_table.reason_help')}
              textarea
              rows={2}
              maxLength={500}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose} disabled={read.isPending}>
              {t('common.cancel')}
            </Button>
            <SubmitButton pending={read.isPending}>{t('member.conversations_table.read')}</SubmitButton>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  )
}

function ConversationRow({ conversation, onRead }: { conversation: Conversation; onRead: () => void }) {
  const { t, i18n } = useTranslation('staff')
  const otherName = useOtherName(conversation.other)
  return (
    <tr>
      <td className="text-break">
        <Link to={`/admin/members/${conversation.other.id}`}>{otherName}</Link>{' '}
        <span className="text-body-secondary font-monospace">#{conversation.other.id}</span>
        {conversation.other.fictional && (
          <Badge bg="info" text="dark" className="ms-1">
            {t('members.fictional')}
          </Badge>
        )}
      </td>
      <td className="text-end font-monospace">{formatNumber(conversation.messages, i18n.language)}</td>
      <td>
        <StaffTime ms={conversation.last_message_at} />
      </td>
      <td className="text-end">
        <Button
          size="sm"
          variant="outline-secondary"
          className="py-0 text-nowrap"
          onClick={onRead}
          // The visible text first, so that voice control finds the button by what it shows.
          aria-label={t('member.conversations_table.read_with', { name: otherName })}
        >
          {t('member.conversations_table.read')}
        </Button>
      </td>
    </tr>
  )
}

function ConversationsTable({
  conversations,
  onRead,
}: {
  conversations: Conversation[]
  onRead: (conversation: Conversation) => void
}) {
  const { t } = useTranslation('staff')
  const columns = [
    t('member.conversations_table.with'),
    t('member.conversations_table.messages'),
    t('member.conversations_table.last_message'),
  ]
  return (
    <div className="table-responsive" style={{ maxHeight: '20rem' }}>
      <Table size="sm" className="mb-0 small align-middle">
        {/* Head's columns are all visible; the buttons' column is named for screen readers only. */}
        <thead className="sticky-top">
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`text-nowrap ${index === 1 ? 'text-end' : ''}`}>
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('member.conversations_table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {conversations.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              onRead={() => onRead(conversation)}
            />
          ))}
        </tbody>
      </Table>
    </div>
  )
}

/**
 * The member page's Conversations section: the totals, then who the member talks with. The words stay
 * behind "Read messages", which asks for a reason first.
 */
export function MemberConversations({
  memberId,
  totals,
}: {
  memberId: number
  totals: StaffMemberResponse['conversations']
}) {
  const { t, i18n } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const list = useStaffConversations(memberId)
  const [reading, setReading] = useState<Conversation | null>(null)
  const conversations = list.data?.conversations
  return (
    <Section id="conversations" title={t('member.sections.conversations')} flush>
      <p className="small px-3 py-2 mb-0">
        {t('member.conversations', {
          total: formatNumber(totals.total, i18n.language),
          sent: formatNumber(totals.messages_sent, i18n.language),
        })}
      </p>
      {list.error ? (
        <p className="small text-danger px-3 pb-2 mb-0">{errorText(list.error, tMain)}</p>
      ) : !conversations ? (
        <p className="small px-3 pb-2 mb-0" role="status">
          <InlineSpinner className="me-2" />
          {tMain('loading')}
        </p>
      ) : conversations.length === 0 ? (
        <p className="text-body-secondary small px-3 pb-2 mb-0">{t('member.none')}</p>
      ) : (
        <ConversationsTable conversations={conversations} onRead={setReading} />
      )}
      {reading && (
        <ReadMessagesDialog memberId={memberId} conversation={reading} onClose={() => setReading(null)} />
      )}
    </Section>
  )
}
