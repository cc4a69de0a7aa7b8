import { type DragEvent, type ReactNode, useRef, useState } from 'react'
import { Icon } from '#web/components/ui/Icon.js'
import { useTranslation } from '#web/lib/translation.js'

/** Files dragged from the desktop; a photo of the overview dragged to reorder carries its own type instead. */
const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/**
 * The overview as a target for photos dragged from the computer: it shows that it takes them while files are
 * over it, and hands over what is dropped.
 */
export function PhotoDropZone({
  onFiles,
  onDragFiles,
  children,
}: {
  onFiles: (files: File[]) => void
  /** Files are on their way: a good moment to fetch what comes after the drop. */
  onDragFiles: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const [active, setActive] = useState(false)
  // Entering a tile inside leaves the zone's own element first: only the count tells when the files left.
  const depth = useRef(0)

  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      depth.current += 1
      if (depth.current === 1) onDragFiles()
      setActive(true)
    },
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'copy'
    },
    onDragLeave: (event: DragEvent) => {
      if (!carriesFiles(event)) return
      depth.current = Math.max(0, depth.current - 1)
      if (depth.current === 0) setActive(false)
    },
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      depth.current = 0
      setActive(false)
      onFiles([...event.dataTransfer.files])
    },
  }

  return (
    <div className={`my-photo-drop ${active ? 'is-active' : ''}`} {...handlers}>
      {children}
      {active && (
        <div className="my-photo-drop-overlay" aria-hidden="true">
          <span className="my-photo-add-icon">
            <Icon name="plus" />
          </span>
          <span>{t('my_profile.photos.drop_here')}</span>
        </div>
      )}
    </div>
  )
}
