import type { ReactNode } from 'react'
import { Card } from 'react-bootstrap'

/** One part of the profile page: a card that is a named region, so it can be reached by its heading. */
export function SectionCard({
  id,
  title,
  level = 2,
  intro,
  children,
}: {
  id: string
  title: string
  level?: 2 | 3
  intro?: string
  children: ReactNode
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Card as="section" id={id} className="my-profile-section mb-4" aria-labelledby={`${id}-title`}>
      <Card.Body>
        <Heading id={`${id}-title`} className={`${level === 2 ? 'h4' : 'h5'} card-title mb-3`}>
          {title}
        </Heading>
        {intro && <p className="text-body-secondary">{intro}</p>}
        {children}
      </Card.Body>
    </Card>
  )
}
