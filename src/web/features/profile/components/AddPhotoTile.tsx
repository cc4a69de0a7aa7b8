import { type ChangeEvent, useRef } from 'react'
import { acceptedPhotoTypes } from '#shared/api/photos.js'
import { Icon } from '#web/components/ui/Icon.js'
import { useTranslation } from '#web/lib/translation.js'
import { useHydrated } from '#web/lib/useHydrated.js'

/** Phones and tablets: their file picker can open the camera directly. Known only in the browser. */
function useCoarsePointer(): boolean {
  const hydrated = useHydrated()
  return hydrated && window.matchMedia('(pointer: coarse)').matches
}

/** The files chosen in an input; the input is emptied so that the same file can be chosen again. */
function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const input = event.target
  const files = [...(input.files ?? [])]
  input.value = ''
  return files
}

interface AddPhotoProps {
  onFiles: (files: File[]) => void
  /** The picker is about to open: a good moment to fetch what comes after it. */
  onOpen: () => void
  /** The empty places shown: the add tile and, with room for more, one more empty place (1 or 2). */
  places: number
  describedBy: string
}

/**
 * The empty place after the member's photos: a button (the label of a hidden file input, since the browser's
 * own file button speaks the browser's language) to add photos, and on touch screens a second one that opens
 * the camera. A second empty place, when there is room, opens the same picker for the pointer; keyboards and
 * screen readers have the first.
 */
export function AddPhotoTile({ onFiles, onOpen, places, describedBy }: AddPhotoProps) {
  const { t } = useTranslation()
  const coarse = useCoarsePointer()
  const input = useRef<HTMLInputElement>(null)
  const choose = (event: ChangeEvent<HTMLInputElement>) => onFiles(takeFiles(event))
  return (
    <>
      <li className="col-6 col-sm-4 col-lg-3">
        <div className="my-photo-add card h-100">
          <input
            ref={input}
            type="file"
            id="my-photo-file"
            className="my-photo-file visually-hidden"
            accept={acceptedPhotoTypes}
            multiple
            onClick={onOpen}
            onChange={choose}
            aria-describedby={describedBy}
          />
          <label htmlFor="my-photo-file" className="my-photo-add-choose">
            <span className="my-photo-add-icon">
              <Icon name="plus" />
            </span>
            <span>{t('my_profile.photos.add')}</span>
          </label>
          {coarse && (
            <>
              <input
                type="file"
                id="my-photo-camera"
                className="my-photo-file visually-hidden"
                accept="image/*"
                capture="user"
                onClick={onOpen}
                onChange={choose}
              />
              <label htmlFor="my-photo-camera" className="my-photo-add-camera btn btn-outline-primary btn-sm">
                <Icon name="camera" className="me-1" />
                {t('my_profile.photos.take')}
              </label>
            </>
          )}
        </div>
      </li>
      {places > 1 && (
        <li className="col-6 col-sm-4 col-lg-3" aria-hidden="true">
          <button
            type="button"
            className="my-photo-add my-photo-add-spare card h-100 w-100"
            tabIndex={-1}
            onClick={() => input.current?.click()}
          >
            <span className="my-photo-add-face">
              <span className="my-photo-add-icon">
                <Icon name="plus" />
              </span>
            </span>
          </button>
        </li>
      )}
    </>
  )
}

/** In place of the add tile when a free member has all their photos: more are for premium members. */
export function PremiumPhotoTile({ onOffer }: { onOffer: () => void }) {
  const { t } = useTranslation()
  return (
    <li className="col-6 col-sm-4 col-lg-3">
      <button type="button" className="my-photo-add my-photo-add-premium card h-100 w-100" onClick={onOffer}>
        <span className="my-photo-add-face">
          <span className="my-photo-add-icon">
            <Icon name="star" />
          </span>
          <span>{t('my_profile.photos.more_with_premium')}</span>
        </span>
      </button>
    </li>
  )
}
