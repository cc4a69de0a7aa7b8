import type { ReactNode } from 'react'
import type { Lander } from '#shared/api/landers.js'
import { useTranslation } from '#web/lib/translation.js'
import { PinIcon } from './LanderIcons.js'

/** The town or region the slug named, else the visitor's country, in their language. */
export function usePlaceName(lander: Pick<Lander, 'place' | 'country'>): string {
  const { t } = useTranslation()
  return lander.place?.name ?? t(`countries.${lander.country}`)
}

interface PlaceHeadlineProps {
  lander: Pick<Lander, 'place' | 'country'>
  children: ReactNode
  className?: string
  eyebrowClassName?: string
}

/**
 * The page's h1 with the place above it. The place stands alone, never inside the sentence: "in
 * {{place}}" would need a different preposition or case for a town, a region and each country in most
 * of the seven languages.
 */
export function PlaceHeadline({
  lander,
  children,
  className = '',
  eyebrowClassName = '',
}: PlaceHeadlineProps) {
  const place = usePlaceName(lander)
  return (
    <h1 className={className}>
      <span className={`lander-place d-block ${eyebrowClassName}`}>
        <PinIcon className="me-1" />
        {place}
        <span className="visually-hidden">: </span>
      </span>
      {children}
    </h1>
  )
}
