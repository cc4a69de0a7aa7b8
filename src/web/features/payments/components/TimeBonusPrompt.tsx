import { Link, useLocation } from 'react-router'
import { Icon } from '#web/components/ui/Icon.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useLocalFlag } from '#web/lib/useLocalFlag.js'
import { closedForThisMember, formatCountdown } from '../countdown.js'
import { type RunningTimeBonus, useTimeBonus } from '../hooks/useTimeBonus.js'

/**
 * docs/product.md §2 Other screens item 1: the welcome bonus as the first of the members' prompts — a
 * star, the hh:mm:ss countdown and a link to the credits, while the bonus runs, until the member closes it.
 */
export function TimeBonusPrompt() {
  const bonus = useTimeBonus()
  const user = useCurrentUser()
  const closed = useLocalFlag('hide-time-bonus-prompt')
  // The shop shows the bonus on its own; the prompt would only point to the page it is on.
  const inShop = useLocation().pathname.startsWith('/credits')
  if (!bonus || !user || inShop || closed.at === undefined) return null
  if (closedForThisMember(closed.at, Date.parse(user.signup_date))) return null
  return <TimeBonusFace bonus={bonus} onClose={closed.set} />
}

/** The prompt as drawn: an alert of the prompt slot, so that it takes the slot's one place. */
export function TimeBonusFace({ bonus, onClose }: { bonus: RunningTimeBonus; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <aside
      className="alert alert-dismissible time-bonus-prompt d-flex align-items-center gap-2 small"
      aria-label={t('time_bonus.banner_label')}
    >
      <Icon name="star" className="time-bonus-star flex-shrink-0" />
      <span>
        {t('time_bonus.banner_text', { percentage: bonus.percentage })}{' '}
        <span className="time-bonus-countdown fw-semibold" role="timer" aria-live="off">
          {formatCountdown(bonus.seconds)}
        </span>{' '}
        <Link to="/credits" className="time-bonus-link fw-semibold text-nowrap">
          {t('time_bonus.banner_link')}
        </Link>
      </span>
      <button type="button" className="btn-close btn-close-white" aria-label={t('close')} onClick={onClose} />
    </aside>
  )
}
