import { useEffect, useRef, useState } from 'react'
import { Badge, Carousel, Modal } from 'react-bootstrap'
import type { CarouselRef } from 'react-bootstrap/Carousel'
import { useLocation } from 'react-router'
import type { MemberProfile } from '#shared/api/members.js'
import { Icon } from '#web/components/ui/Icon.js'
import { useElementId } from '#web/lib/elementId.js'
import { framedPhoto, frameSizes } from '#web/lib/framedPhoto.js'
import { initialOf } from '#web/lib/initial.js'
import { signupParam } from '#web/lib/signupParam.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { LockedPhotoOffer } from './LockedPhotoOffer.js'

/**
 * The main image with its badges (success: online now, info: new member, warning: fictional) and the
 * photo count button, the other photos as thumbnails, and the gallery they open (docs/product.md §2 Other
 * screens item 5).
 */
export function ProfilePhotos({ member }: { member: MemberProfile }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<number | null>(null)
  const signingUp = new URLSearchParams(useLocation().search).has(signupParam)
  // The signup modal opened from a locked photo takes the gallery's place.
  useEffect(() => {
    if (signingUp) setOpen(null)
  }, [signingUp])
  const photos = member.photos
  const mainIndex = Math.max(
    0,
    photos.findIndex((photo) => photo.url === member.main_image?.url),
  )
  const locked = photos.filter((photo) => photo.locked).length
  return (
    <div className="profile-photos">
      <div className="profile-main-image position-relative rounded overflow-hidden bg-body-tertiary">
        {member.main_image ? (
          <img
            {...framedPhoto(member.main_image, frameSizes.column)}
            alt={t('profile_view.main_photo_alt', { name: member.name })}
            fetchPriority="high"
          />
        ) : (
          <div
            className="profile-no-photo d-flex align-items-center justify-content-center"
            aria-hidden="true"
          >
            {initialOf(member.name)}
          </div>
        )}
        <ImageBadges member={member} />
        {photos.length > 0 && (
          <button
            type="button"
            className="btn btn-dark btn-sm profile-photo-count d-inline-flex align-items-center gap-1"
            onClick={() => setOpen(mainIndex)}
          >
            <Icon name="camera" />
            {t('profile_view.photo_count', { count: photos.length })}
          </button>
        )}
      </div>
      {photos.length > 1 && (
        <ul className="profile-thumbs list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className={`profile-thumb position-relative p-0 border-0 rounded overflow-hidden ${photo.locked ? 'is-locked' : ''}`}
                onClick={() => setOpen(index)}
                aria-label={
                  photo.locked
                    ? t('profile_view.private_photo', { number: index + 1, total: photos.length })
                    : t('profile_view.photo_number', { number: index + 1, total: photos.length })
                }
              >
                <img src={photo.thumb_url} alt="" loading="lazy" />
                {photo.locked && <Icon name="lock" className="profile-thumb-lock" />}
              </button>
            </li>
          ))}
        </ul>
      )}
      {locked > 0 && (
        <div className="profile-locked-note rounded border mt-3 p-3">
          <p className="small text-body-secondary mb-2">
            {t('profile_view.private_count', { count: locked, name: member.name })}
          </p>
          <LockedPhotoOffer name={member.name} />
        </div>
      )}
      <PhotoGallery member={member} index={open} onSelect={setOpen} onClose={() => setOpen(null)} />
    </div>
  )
}

function ImageBadges({ member }: { member: MemberProfile }) {
  const { t } = useTranslation()
  const settings = useSettings()
  if (!member.online && !member.new_member && !member.fictional) return null
  return (
    <div className="profile-image-badges d-flex flex-wrap gap-1">
      {member.online && <Badge bg="success">{t('profile_view.online_now')}</Badge>}
      {member.new_member && (
        <Badge bg="info" text="dark">
          {t('profile_view.new_member')}
        </Badge>
      )}
      {member.fictional && (
        <Badge bg="warning" text="dark">
          <span aria-hidden="true">{settings.fictional_icon}</span> {settings.fictional_singular}
        </Badge>
      )}
    </div>
  )
}

/** All photos, one at a time; arrow keys and the buttons move, Escape closes. */
function PhotoGallery({
  member,
  index,
  onSelect,
  onClose,
}: {
  member: MemberProfile
  index: number | null
  onSelect: (index: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useElementId()
  const carousel = useRef<CarouselRef>(null)
  const total = member.photos.length
  return (
    <Modal
      show={index !== null}
      onHide={onClose}
      onEntered={() => carousel.current?.element?.focus()}
      size="xl"
      centered
      fullscreen="md-down"
      contentClassName="profile-gallery bg-dark text-white"
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeVariant="white" closeLabel={t('close')} className="border-0">
        <Modal.Title id={titleId} className="h6">
          {t('profile_view.gallery_title', { name: member.name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0 p-md-2">
        <Carousel
          ref={carousel}
          tabIndex={0}
          activeIndex={index ?? 0}
          onSelect={(next) => onSelect(next)}
          interval={null}
          indicators={false}
          controls={total > 1}
          keyboard
          touch
          prevLabel={t('profile_view.previous_photo')}
          nextLabel={t('profile_view.next_photo')}
        >
          {member.photos.map((photo, i) => (
            <Carousel.Item key={photo.id}>
              <figure className="profile-gallery-slide position-relative m-0">
                <img
                  src={photo.url}
                  alt={t('profile_view.photo_alt', { name: member.name, number: i + 1, total })}
                  loading="lazy"
                />
                {photo.locked && (
                  <div className="profile-gallery-locked position-absolute top-50 start-50 translate-middle">
                    <LockedPhotoOffer name={member.name} className="p-3 rounded" />
                  </div>
                )}
                <figcaption className="text-center small text-white-50 py-2">
                  {t('profile_view.photo_number', { number: i + 1, total })}
                </figcaption>
              </figure>
            </Carousel.Item>
          ))}
        </Carousel>
      </Modal.Body>
    </Modal>
  )
}
