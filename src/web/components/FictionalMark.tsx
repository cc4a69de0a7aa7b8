import { useSettings } from '../lib/site.js'

/** The site's fictional icon next to a fictional profile's name (docs/product.md §3). */
export function FictionalMark({
  member,
  className = 'ms-1',
}: {
  member: { fictional: boolean }
  className?: string
}) {
  // Most cards are of real members: only a fictional one reads the settings.
  return member.fictional ? <FictionalIcon className={className} /> : null
}

function FictionalIcon({ className }: { className: string }) {
  const settings = useSettings()
  return (
    <span
      className={className}
      role="img"
      title={settings.fictional_singular}
      aria-label={settings.fictional_singular}
    >
      {settings.fictional_icon}
    </span>
  )
}
