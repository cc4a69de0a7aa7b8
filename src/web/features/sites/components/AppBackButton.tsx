import { useLocation, useMatches, useNavigate } from 'react-router'
import { Icon } from '#web/components/ui/Icon.js'
import { isStandalone } from '#web/lib/localFlags.js'
import { useTranslation } from '#web/lib/translation.js'
import type { RouteHandle } from '#web/routeMeta.js'
import { hasNavigatedSinceStart, showsBackButton } from '../backButton.js'

/** The installed app has no browser back button: deep pages get one at the start of the top navigation. */
export function AppBackButton() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const matches = useMatches()
  const routeName = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.name)
    .find(Boolean)
  const hasAppHistory = hasNavigatedSinceStart(location.key)
  if (!showsBackButton({ standalone: isStandalone(), hasAppHistory, routeName })) return null
  return (
    <button
      type="button"
      className="btn btn-link text-body px-2 me-1 fs-4 lh-1"
      aria-label={t('nav.back')}
      onClick={() => navigate(-1)}
    >
      <Icon name="left" />
    </button>
  )
}
