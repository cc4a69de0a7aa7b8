import { useSettings } from '../lib/site.js'

/** The site's fictional icon next to a fictional profile's name (docs/product.md §3). */
export function FictionalMark({
  member,
  className = 'ms-1',
}: {
  member: { fictional: boolean }
  className?: string
}) {
  const settings = useSettings()
  if (!member.fictional) return null
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
