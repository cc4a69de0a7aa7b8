import { type DragEvent, useState } from 'react'
import { Badge, Button } from 'react-bootstrap'
import type { OwnPhoto } from '#shared/api/photos.js'
import { Icon } from '#web/components/ui/Icon.js'
import { useTranslation } from '#web/lib/translation.js'

export interface PhotoActions {
  move: (id: number, delta: -1 | 1) => void
  drop: (dragged: number, target: number) => void
  setMain: (photo: OwnPhoto) => void
  setPrivate: (photo: OwnPhoto, isPrivate: boolean) => void
  askDelete: (photo: OwnPhoto) => void
}

const dragType = 'application/x-amora-photo'

/**
 * One photo of the overview. It can be dragged onto another photo to take its place; the arrow buttons
 * do the same for keyboards, screen readers and touch screens.
 */
export function PhotoTile({
  photo,
  index,
  total,
  busy,
  actions,
}: {
  photo: OwnPhoto
  index: number
  total: number
  busy: boolean
  actions: PhotoActions
}) {
  const { t } = useTranslation()
  const [dropTarget, setDropTarget] = useState(false)
  const [dragging, setDragging] = useState(false)
  const label = t('my_profile.photos.photo_label', { number: index + 1, total })
  const named = (action: string) => `${action} – ${label}`

  const dragHandlers = {
    draggable: !busy,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(dragType, String(photo.id))
      event.dataTransfer.effectAllowed = 'move'
      setDragging(true)
    },
    onDragEnd: () => setDragging(false),
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(dragType)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'move'
      setDropTarget(true)
    },
    onDragLeave: () => setDropTarget(false),
    onDrop: (event: DragEvent) => {
      // Files from the computer are the overview's to take (PhotoDropZone).
      if (!event.dataTransfer.types.includes(dragType)) return
      event.preventDefault()
      setDropTarget(false)
      const dragged = Number(event.dataTransfer.getData(dragType))
      if (dragged && dragged !== photo.id) actions.drop(dragged, photo.id)
    },
  }

  const classes = ['my-photo card h-100', dragging ? 'is-dragging' : '', dropTarget ? 'is-drop-target' : '']
  return (
    <li className="col-6 col-sm-4 col-lg-3" aria-label={label}>
      <div className={classes.join(' ')} {...dragHandlers} data-photo-id={photo.id}>
        <div className="my-photo-frame position-relative">
          <img
            src={photo.thumb_url}
            alt={label}
            className="my-photo-img card-img-top"
            width={240}
            height={300}
            draggable={false}
          />
          <div className="position-absolute top-0 start-0 p-2 d-flex flex-wrap gap-1">
            {photo.is_main && (
              <Badge bg="primary">
                <Icon name="star" className="me-1" />
                {t('my_profile.photos.main_badge')}
              </Badge>
            )}
            {photo.is_private && (
              <Badge bg="dark">
                <Icon name="lock" className="me-1" />
                {t('my_profile.photos.private_badge')}
              </Badge>
            )}
            {photo.waiting && (
              <Badge bg="warning" text="dark" title={t('photos.review.waiting_note')}>
                {t('photos.review.waiting_badge')}
                <span className="visually-hidden"> – {t('photos.review.waiting_note')}</span>
              </Badge>
            )}
          </div>
          <span
            className="my-photo-grip position-absolute top-0 end-0 m-2 d-none d-md-inline"
            aria-hidden="true"
          >
            <Icon name="grip" />
          </span>
        </div>
        <div className="card-body p-2 d-flex flex-column gap-2">
          <div className="d-flex justify-content-between gap-1">
            <div className="btn-group btn-group-sm">
              <Button
                variant="outline-secondary"
                aria-label={named(t('my_profile.photos.move_left'))}
                title={t('my_profile.photos.move_left')}
                disabled={busy || index === 0}
                onClick={() => actions.move(photo.id, -1)}
              >
                <Icon name="left" />
              </Button>
              <Button
                variant="outline-secondary"
                aria-label={named(t('my_profile.photos.move_right'))}
                title={t('my_profile.photos.move_right')}
                disabled={busy || index === total - 1}
                onClick={() => actions.move(photo.id, 1)}
              >
                <Icon name="right" />
              </Button>
            </div>
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={named(t('my_profile.photos.delete'))}
              title={t('my_profile.photos.delete')}
              disabled={busy}
              onClick={() => actions.askDelete(photo)}
            >
              <Icon name="trash" />
            </Button>
          </div>
          {!photo.is_main && !photo.is_private && !photo.waiting && (
            <Button
              variant="outline-primary"
              size="sm"
              disabled={busy}
              onClick={() => actions.setMain(photo)}
            >
              {t('my_profile.photos.set_main')}
              <span className="visually-hidden"> – {label}</span>
            </Button>
          )}
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={busy}
            onClick={() => actions.setPrivate(photo, !photo.is_private)}
          >
            <Icon name={photo.is_private ? 'unlock' : 'lock'} className="me-1" />
            {t(photo.is_private ? 'my_profile.photos.make_public' : 'my_profile.photos.make_private')}
            <span className="visually-hidden"> – {label}</span>
          </Button>
        </div>
      </div>
    </li>
  )
}
