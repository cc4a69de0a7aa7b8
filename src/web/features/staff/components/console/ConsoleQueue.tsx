import { Badge, ListGroup } from 'react-bootstrap'
import type { StaffInboxEntry } from '#shared/api/staff-console.js'
import { initialOf } from '#web/lib/initial.js'
import { useTranslation } from '#web/lib/translation.js'
import { waitingText } from './time.js'

function Thumb({ url, name }: { url: string | null; name: string }) {
  if (!url)
    return (
      <span className="console-thumb rounded-circle bg-secondary-subtle d-inline-flex align-items-center justify-content-center fw-semibold">
        {initialOf(name)}
      </span>
    )
  return (
    <img className="console-thumb rounded-circle object-fit-cover" src={url} width={40} height={40} alt="" />
  )
}

function preview(entry: StaffInboxEntry, t: (key: string) => string): string {
  const { last_message: last } = entry
  if (last.kind === 'gift') return t('console.gift_message')
  if (last.kind === 'photo') return t('console.photo_message')
  return last.text ?? ''
}

/**
 * The waiting conversations, oldest first: the member (face first), the profile they wrote to, what they
 * wrote and how long they wait. Conversations another operator holds are shown as taken and cannot be opened.
 */
export function ConsoleQueue({
  entries,
  answered,
  openId,
  now,
  pending,
  onOpen,
}: {
  entries: StaffInboxEntry[]
  /** Conversations the operator holds that were answered: listed first, to be found again. */
  answered: StaffInboxEntry[]
  openId: number | null
  now: number
  pending: boolean
  onOpen: (entry: StaffInboxEntry) => void
}) {
  const { t, i18n } = useTranslation('staff')
  const answeredIds = new Set(answered.map((entry) => entry.conversation_id))
  const all = [...answered, ...entries]
  if (all.length === 0) return <p className="text-body-secondary small p-3 mb-0">{t('console.empty')}</p>
  return (
    <ListGroup variant="flush" className="console-queue" aria-label={t('console.queue')}>
      {all.map((entry) => {
        const taken = entry.claim !== null && !entry.claim.mine
        const done = answeredIds.has(entry.conversation_id)
        return (
          <ListGroup.Item
            key={entry.conversation_id}
            action
            type="button"
            active={entry.conversation_id === openId}
            disabled={taken || pending}
            onClick={() => onOpen(entry)}
            className="d-flex gap-2 align-items-start py-2 text-start"
            title={t('console.open', { member: entry.member.name, fictional: entry.fictional.name })}
          >
            <Thumb url={entry.member.photo_url} name={entry.member.name} />
            <div className="flex-grow-1 min-w-0">
              <div className="d-flex gap-1 align-items-baseline flex-wrap">
                <span className="fw-semibold text-truncate">
                  {entry.member.name}, {entry.member.age}
                </span>
                <span className="small">→ {entry.fictional.name}</span>
                {!done && (
                  <span className="ms-auto small text-nowrap">
                    {waitingText(now - entry.waiting_since, i18n.language)}
                  </span>
                )}
              </div>
              <div className="small text-truncate">{preview(entry, t)}</div>
              <div className="d-flex gap-1 mt-1">
                <Badge bg="light" text="dark" className="border fw-normal text-uppercase">
                  {entry.language}
                </Badge>
                {entry.claim?.mine && (
                  <Badge bg="light" text="dark" className="border">
                    {t('console.yours')}
                  </Badge>
                )}
                {done && (
                  <Badge bg="success" className="fw-normal">
                    {t('console.answered')}
                  </Badge>
                )}
                {taken && (
                  <Badge bg="secondary" className="fw-normal">
                    {t('console.taken')}
                  </Badge>
                )}
              </div>
            </div>
          </ListGroup.Item>
        )
      })}
    </ListGroup>
  )
}
