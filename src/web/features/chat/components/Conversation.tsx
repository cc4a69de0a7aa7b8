import { useEffect, useRef, useState } from 'react'
import { Alert } from 'react-bootstrap'
import { Link } from 'react-router'
import type { ChatMessage, ChatResponse } from '#shared/api/chat.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useForm } from '#web/lib/useForm.js'
import { type ChatPages, type ChatTarget, useChat } from '../api/chat.js'
import { useSendMessage } from '../api/sendMessage.js'
import { useSendPhoto } from '../api/sendPhoto.js'
import { useMarkRead } from '../hooks/useMarkRead.js'
import { BuyCreditsModal, type BuyReason, buyReasonOf } from './BuyCreditsModal.js'
import { ChatComposer } from './ChatComposer.js'
import { ChatTopBar } from './ChatTopBar.js'
import { GiftPicker } from './GiftPicker.js'
import { IcebreakerModal } from './IcebreakerModal.js'
import { MessageLog } from './MessageLog.js'

/** One conversation: top bar, messages and the footer to write (docs/product.md §2 Other screens item 8). */
export function Conversation({ target }: { target: ChatTarget }) {
  const { t } = useTranslation()
  const chat = useChat(target)
  if (chat.isPending) return <LoadingSpinner />
  if (chat.isError) {
    return (
      <div className="p-4">
        <Alert variant="danger">{errorText(chat.error, t)}</Alert>
        <Link to="/chats">{t('chat.back_to_list')}</Link>
      </div>
    )
  }
  const first = chat.data.pages[0]
  if (!first) return null
  return (
    <ConversationView
      pages={chat.data}
      first={first}
      oldest={chat.data.pages.at(-1) ?? first}
      hasMore={chat.hasNextPage}
      loadingOlder={chat.isFetchingNextPage}
      onOlder={() => void chat.fetchNextPage()}
    />
  )
}

/** Oldest first, across the pages loaded so far (the first page holds the newest messages). */
export function messagesOf(pages: ChatPages): ChatMessage[] {
  return [...pages.pages].reverse().flatMap((page) => page.messages)
}

function ConversationView({
  pages,
  first,
  oldest,
  hasMore,
  loadingOlder,
  onOlder,
}: {
  pages: ChatPages
  first: ChatResponse
  oldest: ChatResponse
  hasMore: boolean
  loadingOlder: boolean
  onOlder: () => void
}) {
  const { t } = useTranslation()
  const viewerId = useCurrentUser()?.id ?? 0
  const { profile } = first
  const messages = messagesOf(pages)
  const conversationId = first.conversation?.id ?? null
  const form = useForm({ text: '' })
  const [buy, setBuy] = useState<BuyReason | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [giftsOpen, setGiftsOpen] = useState(false)
  const [icebreaker, setIcebreaker] = useState(false)
  useOfferIcebreaker(first.first_message && first.can_write && messages.length === 0, setIcebreaker)
  const send = useSendMessage(profile)
  const photo = useSendPhoto(profile)
  useMarkRead(conversationId, messages.at(-1), viewerId)

  /**
   * Credits and the free conversations run out: offer to buy (docs/product.md §8); the text stays where it
   * is.
   */
  const failed = (failure: unknown) => {
    const reason = buyReasonOf(failure)
    if (reason) setBuy(reason)
    else if (!(failure instanceof ApiError && failure.swallowed)) setError(failure)
  }
  /** The server's refusal of the text itself (too long, HTML, empty) goes under the box. */
  const failedText = (failure: unknown) => {
    if (failure instanceof ApiError && failure.field === 'text' && !buyReasonOf(failure)) form.fail(failure)
    else failed(failure)
  }
  const sendText = (value: string) => {
    setError(null)
    form.setValue('text', value)
    send.mutate({ text: value.trim() }, { onSuccess: () => form.reset(), onError: failedText })
  }
  const sendGift = (gift: number) => {
    setError(null)
    send.mutate(
      { gift },
      {
        onSuccess: () => setGiftsOpen(false),
        onError: (failure) => {
          setGiftsOpen(false)
          failed(failure)
        },
      },
    )
  }
  const sendPhoto = (file: File) => {
    setError(null)
    photo.mutate(file, { onError: failed })
  }

  return (
    <div className="chat-conversation">
      <ChatTopBar profile={profile} conversationId={conversationId} />
      <MessageLog
        key={conversationId ?? `member-${profile.id}`}
        profile={profile}
        messages={messages}
        viewerId={viewerId}
        hasMore={hasMore}
        historyLimited={!hasMore && oldest.history_limited}
        loadingOlder={loadingOlder}
        onOlder={onOlder}
      />
      <ChatComposer
        chat={first}
        form={form}
        onSend={sendText}
        onGifts={() => setGiftsOpen(true)}
        onPhoto={sendPhoto}
        sending={send.isPending}
        uploading={photo.isPending}
        error={error ? errorText(error, t) : null}
        onDismissError={() => setError(null)}
      />
      <GiftPicker
        show={giftsOpen}
        name={profile.name}
        credits={first.credits}
        sending={send.isPending}
        onPick={sendGift}
        onClose={() => setGiftsOpen(false)}
      />
      <IcebreakerModal
        show={icebreaker}
        profile={profile}
        cost={first.costs.message}
        onSend={(opener) => {
          setIcebreaker(false)
          sendText(opener)
        }}
        onClose={() => setIcebreaker(false)}
      />
      <BuyCreditsModal reason={buy} name={profile.name} onClose={() => setBuy(null)} />
    </div>
  )
}

/**
 * Opens the icebreaker once when a first message is due. After mounting: a modal is not part of the
 * server's first paint, so opening it during hydration would not match.
 */
function useOfferIcebreaker(due: boolean, open: (open: boolean) => void) {
  const offered = useRef(false)
  useEffect(() => {
    if (!due || offered.current) return
    offered.current = true
    open(true)
  }, [due, open])
}
