import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Button } from 'react-bootstrap'
import type { ChatMessage } from '#shared/api/chat.js'
import type { MemberCard } from '#shared/api/members.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { useTranslation } from '#web/lib/translation.js'
import { useHydrated } from '#web/lib/useHydrated.js'
import { dayLabel, groupByDay } from '../format.js'
import { MessageBubble } from './MessageBubble.js'
import { PhotoViewer } from './PhotoViewer.js'

interface MessageLogProps {
  profile: MemberCard
  messages: ChatMessage[]
  viewerId: number
  hasMore: boolean
  historyLimited: boolean
  loadingOlder: boolean
  onOlder: () => void
}

/** How close to the bottom counts as "reading the newest": new messages then scroll into view. */
const nearBottomPx = 160

/**
 * The messages, oldest at the top, in a log region that announces new ones. Opens at the newest message;
 * older ones load when the top scrolls into view (or with the button), keeping the reader's place.
 */
export function MessageLog(props: MessageLogProps) {
  const { profile, messages, viewerId, hasMore, historyLimited, loadingOlder, onOlder } = props
  const { t, i18n } = useTranslation()
  const hydrated = useHydrated()
  const [photo, setPhoto] = useState<ChatMessage['photo']>(null)
  const { scroller, sentinel, settled } = useLogScrolling(messages, viewerId)
  useLoadOnTop(sentinel, scroller, settled && hasMore && !loadingOlder, onOlder)
  const now = new Date()

  return (
    <div
      ref={scroller}
      className="chat-log"
      role="log"
      aria-live="polite"
      aria-label={t('chat.log_label', { name: profile.name })}
      // Scrollable with the keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      <div className="chat-log-inner">
        {hasMore && (
          <div className="text-center py-2">
            <div ref={sentinel} aria-hidden="true" />
            <Button variant="outline-secondary" size="sm" onClick={onOlder} disabled={loadingOlder}>
              {loadingOlder && <InlineSpinner className="me-2" />}
              {t('chat.load_older')}
            </Button>
          </div>
        )}
        {historyLimited && (
          <p className="chat-history-limited small text-center">{t('chat.history_limited')}</p>
        )}
        {messages.length === 0 && (
          <div className="chat-empty text-center text-body-secondary my-auto py-5">
            <p className="fw-semibold mb-1">{t('chat.empty.title', { name: profile.name })}</p>
            <p className="small mb-0">{t('chat.empty.body')}</p>
          </div>
        )}
        {hydrated
          ? groupByDay(messages).map((group) => (
              <Fragment key={group.key}>
                <p className="chat-day small text-center my-2">
                  <span>{dayLabel(group.date, now, i18n.language)}</span>
                </p>
                {group.messages.map((message) => (
                  <MessageBubble
                    key={message.id}
                    message={message}
                    own={message.sender_id === viewerId}
                    name={profile.name}
                    onPhoto={setPhoto}
                    showTime
                  />
                ))}
              </Fragment>
            ))
          : messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                own={message.sender_id === viewerId}
                name={profile.name}
                onPhoto={setPhoto}
                showTime={false}
              />
            ))}
      </div>
      <PhotoViewer photo={photo} name={profile.name} onClose={() => setPhoto(null)} />
    </div>
  )
}

/**
 * Scrolling that follows the conversation: at the bottom when it opens, with a new message when the
 * reader was near the bottom (or sent it), and in place when older messages appear above.
 */
function useLogScrolling(messages: ChatMessage[], viewerId: number) {
  const scroller = useRef<HTMLDivElement>(null)
  const sentinel = useRef<HTMLDivElement>(null)
  const [settled, setSettled] = useState(false)
  const previous = useRef({ newest: 0, oldest: 0, height: 0, nearBottom: true })
  const newest = messages.at(-1)
  const oldestId = messages[0]?.id ?? 0

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const before = previous.current
    const newestId = newest?.id ?? 0
    if (oldestId !== before.oldest && newestId === before.newest && before.height > 0) {
      // Older messages came in above: stay with what the reader was looking at.
      element.scrollTop += element.scrollHeight - before.height
    } else if (before.nearBottom || (newestId !== before.newest && newest?.sender_id === viewerId)) {
      element.scrollTop = element.scrollHeight
    }
    previous.current = {
      newest: newestId,
      oldest: oldestId,
      height: element.scrollHeight,
      nearBottom: distanceToBottom(element) < nearBottomPx,
    }
  })

  useEffect(() => {
    setSettled(true)
    const element = scroller.current
    if (!element) return
    const onScroll = () => {
      previous.current.nearBottom = distanceToBottom(element) < nearBottomPx
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [])

  return { scroller, sentinel, settled }
}

function distanceToBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight
}

/** Loads older messages when the top of the log comes into view. */
function useLoadOnTop(
  sentinel: React.RefObject<HTMLDivElement | null>,
  root: React.RefObject<HTMLDivElement | null>,
  wanted: boolean,
  onOlder: () => void,
) {
  const older = useRef(onOlder)
  older.current = onOlder
  useEffect(() => {
    const element = sentinel.current
    if (!wanted || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) older.current()
      },
      { root: root.current, rootMargin: '200px 0px 0px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [sentinel, root, wanted])
}
