import { Alert, Badge } from 'react-bootstrap'
import { Link } from 'react-router'
import type { ChatEntry } from '#shared/api/chat.js'
import type { MemberCard } from '#shared/api/members.js'
import { FictionalMark } from '#web/components/FictionalMark.js'
import { Icon } from '#web/components/ui/Icon.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useHydrated } from '#web/lib/useHydrated.js'
import { useChats } from '../api/chats.js'
import { cappedCount, listTime, previewOf } from '../format.js'
import { dismissChatError, useChatError } from '../hooks/chatNotice.js'
import { Avatar } from './Avatar.js'

/** Which conversation the screen shows, to mark it in the list. */
export interface ActiveChat {
  conversation: number | null
  member: number | null
}

/**
 * The conversation list (docs/product.md §2, chat overview): photo, name, last message, time and unread badge
 * of each conversation, newest first. The spinner shows on the first load only.
 */
export function ChatList({ viewerId, active }: { viewerId: number; active: ActiveChat }) {
  const { t } = useTranslation()
  const chats = useChats()
  return (
    <section className="chat-list-panel" aria-labelledby="chat-list-title">
      <header className="chat-list-header d-flex align-items-center gap-1 px-2 border-bottom">
        <Link to="/members" className="btn btn-link text-body px-2" aria-label={t('chat.back_to_members')}>
          <Icon name="left" />
        </Link>
        <h1 id="chat-list-title" className="h5 mb-0 flex-grow-1">
          {t('chat.title')}
        </h1>
      </header>
      <ChatErrorAlert />
      <div className="chat-list-scroll">
        {chats.isPending ? (
          <LoadingSpinner />
        ) : chats.isError ? (
          <Alert variant="danger" className="m-3">
            {errorText(chats.error, t)}
          </Alert>
        ) : chats.data.chats.length === 0 ? (
          <EmptyList />
        ) : (
          <ul className="list-unstyled mb-0" aria-label={t('chat.list.label')}>
            {chats.data.chats.map((entry) => {
              const profile = chats.data.profiles.find((p) => p.id === entry.profile.id)
              if (!profile) return null
              const current =
                active.conversation === entry.conversation.id || active.member === entry.profile.id
              return (
                <li key={entry.conversation.id}>
                  <ChatListEntry entry={entry} profile={profile} viewerId={viewerId} current={current} />
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}

function ChatListEntry({
  entry,
  profile,
  viewerId,
  current,
}: {
  entry: ChatEntry
  profile: MemberCard
  viewerId: number
  current: boolean
}) {
  const { t, i18n } = useTranslation()
  const hydrated = useHydrated()
  const unread = entry.num_unread_messages
  const at = entry.conversation.last_message_at
  return (
    <Link
      to={`/chats/${entry.conversation.id}`}
      className={`chat-entry d-flex align-items-center gap-3 px-3 py-2 ${unread > 0 ? 'chat-entry-unread' : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      <Avatar member={profile} size={48} />
      <span className="flex-grow-1 min-w-0">
        <span className="d-flex align-items-baseline gap-2">
          <span className="chat-entry-name text-truncate flex-grow-1">
            {profile.name}
            <FictionalMark member={profile} />
            {profile.online && <span className="visually-hidden">, {t('profile_view.online_now')}</span>}
          </span>
          {at && (
            <time className="chat-entry-time small text-body-secondary flex-shrink-0" dateTime={at}>
              {hydrated ? listTime(new Date(at), new Date(), i18n.language) : ''}
            </time>
          )}
        </span>
        <span className="d-flex align-items-center gap-2">
          <span className="chat-entry-preview small text-truncate flex-grow-1">
            {entry.conversation.last_message?.kind === 'photo' && <Icon name="camera" className="me-1" />}
            {entry.conversation.last_message?.kind === 'gift' && <Icon name="gift" className="me-1" />}
            {previewOf(entry.conversation.last_message, viewerId, t)}
          </span>
          {unread > 0 && (
            <Badge bg="danger" pill aria-label={t('nav.unread_messages', { count: unread })}>
              {cappedCount(unread)}
            </Badge>
          )}
        </span>
      </span>
    </Link>
  )
}

function EmptyList() {
  const { t } = useTranslation()
  return (
    <div className="text-center p-4">
      <p className="fw-semibold mb-1">{t('chat.list.empty')}</p>
      <p className="text-body-secondary small">{t('chat.list.empty_hint')}</p>
      <Link to="/members" className="btn btn-primary btn-sm">
        {t('nav.search_members')}
      </Link>
    </div>
  )
}

/** The failure of an action that has left the screen (deleting a conversation). */
function ChatErrorAlert() {
  const { t } = useTranslation()
  const error = useChatError()
  if (!error) return null
  return (
    <Alert
      variant="danger"
      className="m-2 mb-0 py-2"
      dismissible
      onClose={dismissChatError}
      closeLabel={t('close')}
    >
      {errorText(error, t)}
    </Alert>
  )
}
