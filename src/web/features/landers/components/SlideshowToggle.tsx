import { useTranslation } from '#web/lib/translation.js'
import { PauseIcon, PlayIcon } from './LanderIcons.js'

/** Pauses moving pictures (WCAG 2.2.2); hidden when the visitor asked for reduced motion, which stops them anyway. */
export function SlideshowToggle({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  const { t } = useTranslation()
  return (
    <button type="button" className="slideshow-toggle" onClick={onToggle} aria-pressed={paused}>
      {paused ? <PlayIcon /> : <PauseIcon />}
      <span className="visually-hidden">{t('landers.pause_slideshow')}</span>
    </button>
  )
}
