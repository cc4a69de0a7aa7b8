import type { TFunction } from 'i18next'
import { Button } from 'react-bootstrap'
import type { GeocodeResult } from '#shared/api/location.js'
import { useElementId } from '#web/lib/elementId.js'
import type { Coordinates } from '#web/lib/location/geocode.js'
import type { GeolocationState } from '#web/lib/location/geolocation.js'
import { useGeolocation } from '#web/lib/location/useGeolocation.js'
import { useTranslation } from '#web/lib/translation.js'
import { Icon } from '../ui/Icon.js'
import { InlineSpinner } from '../ui/InlineSpinner.js'

interface UseMyLocationButtonProps {
  /** The town found, and the position it was found for (rounded to about 1 km). */
  onLocated: (result: GeocodeResult, position: Coordinates) => void
  className?: string
}

/** The line under the button: what the last try found, or why it could not. */
function outcomeText(state: GeolocationState, t: TFunction) {
  if (state.permission === 'denied') return { text: t('location.denied'), tone: 'text-warning-emphasis' }
  if (state.status === 'located' && state.geocode) {
    const place = [state.geocode.city, state.geocode.region].filter(Boolean).join(', ')
    return { text: t('location.found', { place }), tone: 'text-success' }
  }
  if (state.status === 'not_found') return { text: t('location.not_found'), tone: 'text-body-secondary' }
  if (state.status === 'failed') return { text: t('location.failed'), tone: 'text-danger' }
  return { text: '', tone: '' }
}

/**
 * "Use my location": fills in the member's town from the browser's position. Hidden where the browser
 * cannot give one; the fields beside it still take the town by hand.
 */
export function UseMyLocationButton({ onLocated, className }: UseMyLocationButtonProps) {
  const { t } = useTranslation()
  const geolocation = useGeolocation()
  const helpId = useElementId()
  if (geolocation.permission === 'unsupported') return null

  const locating = geolocation.status === 'locating'
  const retry = geolocation.status === 'failed'
  const asks = geolocation.permission === 'prompt' || geolocation.permission === 'unknown'
  const outcome = outcomeText(geolocation, t)

  const locate = async () => {
    const { geocode, position } = await geolocation.locate()
    if (geocode && position) onLocated(geocode, position)
  }

  return (
    <div className={className}>
      <Button
        variant="outline-primary"
        size="sm"
        onClick={locate}
        disabled={locating}
        aria-describedby={helpId}
      >
        {locating ? <InlineSpinner className="me-2" /> : <Icon name="pin" className="me-2" />}
        {t(locating ? 'location.locating' : retry ? 'location.try_again' : 'location.use')}
      </Button>
      <p role="status" className={`small mb-0 ${outcome.text ? 'mt-2' : ''} ${outcome.tone}`}>
        {outcome.text}
      </p>
      <p id={helpId} className="form-text mt-1 mb-0">
        {asks ? `${t('location.prompt')} ${t('location.privacy')}` : t('location.privacy')}
      </p>
    </div>
  )
}
