import { lazy, Suspense, useState } from 'react'
import { Alert, Button } from 'react-bootstrap'
import { Link } from 'react-router'
import type { MemberCard } from '#shared/api/members.js'
import { LoginLink } from '#web/components/LoginLink.js'
import { SignupLink } from '#web/components/SignupLink.js'
import { Icon } from '#web/components/ui/Icon.js'
import { errorText } from '#web/lib/errorText.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useSendMessage } from '../api/sendMessage.js'
import { type BuyReason, buyReasonOf } from './BuyCreditsModal.js'

// The picker and the offer to buy credits open on a click: their dialogs are fetched then, not with the profile.
const GiftPicker = lazy(async () => ({ default: (await import('./GiftPicker.js')).GiftPicker }))
const BuyCreditsModal = lazy(async () => ({
  default: (await import('./BuyCreditsModal.js')).BuyCreditsModal,
}))

/**
 * A gift from a member's profile (docs/product.md §2 Other screens item 5): the chat's gift picker, and the
 * gift goes into the conversation as if sent from the chat. Credits or free conversations that run out
 * offer to buy, as in the chat.
 */
export function GiftButton({ member }: { member: MemberCard }) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const send = useSendMessage(member)
  const [open, setOpen] = useState(false)
  const [buy, setBuy] = useState<BuyReason | null>(null)
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const pick = (gift: number) =>
    send.mutate(
      { gift },
      {
        onSuccess: () => {
          setOpen(false)
          setSent(true)
        },
        onError: (failure) => {
          setOpen(false)
          const reason = buyReasonOf(failure)
          if (reason) setBuy(reason)
          else setError(failure)
        },
      },
    )
  const start = () => {
    setSent(false)
    setError(null)
    setOpen(true)
  }
  return (
    <div className="mb-3">
      <GiftButtonFace name={member.name} onClick={start} />
      {sent && (
        <p className="small mt-2 mb-0" role="status">
          {t('chat.gifts.sent', { name: member.name })}{' '}
          <Link to={`/members/${member.id}/chat`}>{t('chat.gifts.open_chat')}</Link>
        </p>
      )}
      {error !== null && (
        <Alert variant="danger" className="mt-2 mb-0" dismissible onClose={() => setError(null)}>
          {errorText(error, t)}
        </Alert>
      )}
      {(open || buy !== null) && (
        <Suspense fallback={null}>
          <GiftPicker
            show={open}
            name={member.name}
            credits={user?.credits ?? 0}
            sending={send.isPending}
            onPick={pick}
            onClose={() => setOpen(false)}
          />
          <BuyCreditsModal reason={buy} name={member.name} onClose={() => setBuy(null)} />
        </Suspense>
      )}
    </div>
  )
}

/** Visitors learn that a gift needs an account, and where to log in or sign up. */
export function VisitorGiftButton({ name }: { name: string }) {
  const { t } = useTranslation()
  const [asked, setAsked] = useState(false)
  return (
    <div className="mb-3">
      <GiftButtonFace name={name} expanded={asked} onClick={() => setAsked(true)} />
      {asked && (
        <p className="small mt-2 mb-0" role="status">
          {t('chat.gifts.visitor', { name })} <LoginLink>{t('nav.login')}</LoginLink> ·{' '}
          <SignupLink>{t('nav.signup')}</SignupLink>
        </p>
      )}
    </div>
  )
}

/**
 * The profile's gift button, the same for members and visitors: one word beside the like button, the whole
 * sentence with the member's name for screen readers.
 */
function GiftButtonFace({
  name,
  expanded,
  onClick,
}: {
  name: string
  expanded?: boolean
  onClick: () => void
}) {
  const { t } = useTranslation()
  return (
    <Button
      variant="outline-primary"
      className="d-inline-flex align-items-center gap-2"
      aria-label={t('chat.gifts.profile_button', { name })}
      aria-expanded={expanded}
      onClick={onClick}
    >
      <Icon name="gift" />
      {t('chat.gifts.profile_short')}
    </Button>
  )
}
