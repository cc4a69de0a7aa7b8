import { useTranslation } from '#web/lib/translation.js'

/** /chats on wider screens: the message area before a conversation is chosen. */
export function NoConversation() {
  const { t } = useTranslation()
  return (
    <div className="chat-none d-flex flex-column align-items-center justify-content-center text-center p-4">
      <p className="fw-semibold mb-1">{t('chat.none.title')}</p>
      <p className="text-body-secondary small mb-0">{t('chat.none.body')}</p>
    </div>
  )
}
