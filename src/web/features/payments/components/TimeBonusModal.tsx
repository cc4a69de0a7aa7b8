import { useEffect, useState } from 'react'
import { Modal } from 'react-bootstrap'
import { Link, useMatches } from 'react-router'
import { timeBonusModalDelayMs } from '#shared/constants.js'
import { useElementId } from '#web/lib/elementId.js'
import { readLocalFlag, setLocalFlag } from '#web/lib/localFlags.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import { useHydrated } from '#web/lib/useHydrated.js'
import type { RouteHandle } from '#web/routeMeta.js'
import { formatCountdown, mayShowModal } from '../countdown.js'
import { useTimeBonus } from '../hooks/useTimeBonus.js'

/** docs/product.md §9: the 'act fast' line is given this fixed value. */
const actFastCount = 4

function useRouteName(): string | undefined {
  const matches = useMatches()
  for (const match of [...matches].reverse()) {
    const name = (match.handle as RouteHandle | undefined)?.name
    if (name) return name
  }
  return undefined
}

/**
 * docs/product.md §2 Other screens item 2: opens once, after 40 s in the members area, only with 0 credits.
 * Moving between pages of the members area keeps the wait going; leaving it stops the wait.
 */
function useOpensOnce(eligible: boolean): [boolean, () => void] {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!eligible) return
    const timer = setTimeout(() => {
      // Remembered when shown, not when closed: a reload must not show it a second time.
      setLocalFlag('hide-time-bonus-modal')
      setOpen(true)
    }, timeBonusModalDelayMs)
    return () => clearTimeout(timer)
  }, [eligible])
  return [open, () => setOpen(false)]
}

export function TimeBonusModal() {
  const { t } = useTranslation()
  const titleId = useElementId()
  const user = useCurrentUser()
  const bonus = useTimeBonus()
  const routeName = useRouteName()
  const hydrated = useHydrated()
  const eligible =
    hydrated &&
    user !== null &&
    mayShowModal({
      running: bonus !== null,
      credits: user.credits,
      paidUser: user.paid_user,
      routeName,
      shownAt: readLocalFlag('hide-time-bonus-modal'),
      signupAt: Date.parse(user.signup_date),
    })
  const [open, close] = useOpensOnce(eligible)
  if (!bonus) return null
  return (
    <Modal show={open} onHide={close} centered aria-labelledby={titleId} className="time-bonus-modal">
      <Modal.Body className="text-center p-4">
        <button
          type="button"
          className="btn-close position-absolute top-0 end-0 m-3"
          aria-label={t('close')}
          onClick={close}
        />
        <div className="time-bonus-modal-star text-warning mb-2" aria-hidden="true">
          <span className="display-4">★</span>
        </div>
        <h2 id={titleId} className="h3 mb-2">
          {t('time_bonus.modal_title', { percentage: bonus.percentage })}
        </h2>
        <p className="mb-3">{t('time_bonus.modal_body', { percentage: bonus.percentage })}</p>
        <Link to="/credits" className="btn btn-primary btn-lg w-100 mb-3" onClick={close}>
          {t('time_bonus.modal_cta', { percentage: bonus.percentage })}
        </Link>
        <p className="fw-semibold text-danger mb-2">{t('time_bonus.act_fast', { count: actFastCount })}</p>
        <Link to="/credits" className="time-bonus-modal-countdown d-inline-block mb-2" onClick={close}>
          {t('time_bonus.ends_in')}{' '}
          <span className="fw-semibold" role="timer">
            {formatCountdown(bonus.seconds)}
          </span>
        </Link>
        <p className="small text-body-secondary mb-0">{t('time_bonus.instant')}</p>
      </Modal.Body>
    </Modal>
  )
}
