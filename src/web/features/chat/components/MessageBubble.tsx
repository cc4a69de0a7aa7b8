import type { ChatMessage } from '#shared/api/chat.js'
import { useTranslation } from '#web/lib/translation.js'
import { timeOfDay } from '../format.js'

/** One message: the viewer's on the right, the other member's on the left; gift, photo, text, time and receipt. */
export function MessageBubble({
  message,
  own,
  name,
  onPhoto,
  showTime,
}: {
  message: ChatMessage
  own: boolean
  name: string
  onPhoto: (photo: ChatMessage['photo']) => void
  showTime: boolean
}) {
  const { t, i18n } = useTranslation()
  const { gift, photo, text } = message
  return (
    <div className={`chat-message ${own ? 'chat-message-own' : 'chat-message-theirs'}`}>
      <div className="chat-bubble">
        <span className="visually-hidden">{own ? t('chat.you_wrote') : t('chat.they_wrote', { name })}</span>
        {gift && (
          <figure className="chat-gift mb-1">
            <img src={gift.image_url} alt="" width={96} height={96} />
            <figcaption className="small fw-semibold">
              {t(own ? 'chat.gift_sent' : 'chat.gift_received', { gift: gift.name })}
            </figcaption>
          </figure>
        )}
        {photo && (
          <button
            type="button"
            className="chat-photo-thumb btn p-0 border-0 d-block mb-1"
            onClick={() => onPhoto(photo)}
            aria-label={t('chat.photo_open')}
          >
            <img
              src={photo.thumb_url}
              alt=""
              style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
              loading="lazy"
            />
          </button>
        )}
        {text && <p className="chat-text mb-0">{text}</p>}
        <span className="chat-meta">
          {showTime && (
            <time dateTime={message.created_at}>
              {timeOfDay(new Date(message.created_at), i18n.language)}
            </time>
          )}
          {own && <ReadMark read={message.read} />}
        </span>
      </div>
    </div>
  )
}

/** ✓ sent, ✓✓ read by the other member. */
function ReadMark({ read }: { read: boolean }) {
  const { t } = useTranslation()
  const label = read ? t('chat.read') : t('chat.sent')
  return (
    <span className={`chat-receipt ${read ? 'chat-receipt-read' : ''}`} title={label}>
      <span aria-hidden="true">{read ? '✓✓' : '✓'}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
