import { Link } from 'react-router'
import { Icon } from '#web/components/ui/Icon.js'
import { useTranslation } from '#web/lib/translation.js'
import { formatCountdown } from '../countdown.js'
import { useTimeBonus } from '../hooks/useTimeBonus.js'

/**
 * docs/product.md §2 Other screens item 1: a star, the hh:mm:ss countdown and a link to the credits, while
 * the bonus runs.
 */
export function TimeBonusBanner() {
  const { t } = useTranslation()
  const bonus = useTimeBonus()
  if (!bonus) return null
  return (
    <aside
      className="time-bonus-banner text-center small py-1 px-2"
      aria-label={t('time_bonus.banner_label')}
    >
      <Icon name="star" className="time-bonus-star me-1" />
      <span className="me-2">{t('time_bonus.banner_text', { percentage: bonus.percentage })}</span>
      <span className="time-bonus-countdown fw-semibold me-2" role="timer" aria-live="off">
        {formatCountdown(bonus.seconds)}
      </span>
      <Link to="/credits" className="time-bonus-link fw-semibold">
        {t('time_bonus.banner_link')}
      </Link>
    </aside>
  )
}
