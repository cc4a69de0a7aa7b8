import type { TFunction } from 'i18next'
import { useId } from 'react'
import { Button, Spinner } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import type { GeocodeResult } from '../../../../shared/api/geocode.js'
import type { Coordinates } from '../api/geocode.js'
import type { GeolocationState } from '../geolocation.js'
import { useGeolocation } from '../hooks/useGeolocation.js'

interface UseMyLocationButtonProps {
  /** The town found, and the position it was found for (rounded to about 1 km). */
  onLocated: (result: GeocodeResult, position: Coordinates) => void
  className?: string
}

function PinIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="me-2"
    >
      <path d="M12 21s-7-6.3-7-11.5a7 7 0 0 1 14 0C19 14.7 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
    </svg>
  )
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
  const helpId = useId()
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
        {locating ? (
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
        ) : (
          <PinIcon />
        )}
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
