import { type MouseEvent, useEffect, useRef } from 'react'
import { Modal } from 'react-bootstrap'
import { useLocation, useNavigate } from 'react-router'
import { useElementId } from '#web/lib/elementId.js'
import { framedPhoto } from '#web/lib/framedPhoto.js'
import { initialOf } from '#web/lib/initial.js'
import { useTranslation } from '#web/lib/translation.js'
import { hideMatch, useMatchShown } from '../hooks/matchModalStore.js'
import { ThumbsUp } from './ThumbsUp.js'

/**
 * 'New like!' (docs/product.md §2 Other screens item 3): a thumbs-up, the other member's main photo and one
 * button. A click anywhere on the modal closes it; the photo and the button instead open that profile.
 */
export function MatchModal() {
  const { t } = useTranslation()
  const shown = useMatchShown()
  const navigate = useNavigate()
  const titleId = useElementId()
  useHideOnNavigation()
  if (!shown) return null
  const { member, kind } = shown

  const openProfile = (event: MouseEvent) => {
    // Not the modal's own click: that one would close it before the profile opens.
    event.stopPropagation()
    void navigate(`/members/${member.id}`)
  }

  return (
    <Modal show onHide={hideMatch} centered aria-labelledby={titleId} className="match-modal">
      {/* A click on the modal closes it (docs/product.md §2 Other screens item 3); the close button keeps
          that reachable by keyboard. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the close button close it by keyboard */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the whole modal is the close target */}
      <div className="match-modal-body text-center p-4" onClick={hideMatch}>
        <button
          type="button"
          className="btn-close position-absolute top-0 end-0 m-3"
          aria-label={t('close')}
        />
        <div className="match-modal-thumb text-primary mb-2">
          <ThumbsUp />
        </div>
        <h2 id={titleId} className="h3 mb-1">
          {t('likes.match_modal.title')}
        </h2>
        <p className="text-body-secondary mb-3">
          {t(kind === 'match' ? 'likes.match_modal.body' : 'likes.match_modal.body_like', {
            name: member.name,
          })}
        </p>
        <button
          type="button"
          className="match-modal-photo btn p-0 border-0 mb-3"
          onClick={openProfile}
          aria-label={t('likes.match_modal.open_profile', { name: member.name })}
        >
          {member.main_image ? (
            <img {...framedPhoto(member.main_image, '9rem')} alt="" className="rounded-circle" />
          ) : (
            <span className="match-modal-nophoto rounded-circle d-flex align-items-center justify-content-center">
              {initialOf(member.name)}
            </span>
          )}
        </button>
        <div className="fw-semibold mb-3">
          {t('profile_view.name_age', { name: member.name, age: member.age })}
        </div>
        <button type="button" className="btn btn-primary btn-lg w-100" onClick={openProfile}>
          {t('likes.match_modal.button', { name: member.name })}
        </button>
      </div>
    </Modal>
  )
}

/**
 * Once the profile (or any other page) opens, the modal has done its work: any navigation, the one to the
 * profile the match was made on included, whose path is the same.
 */
function useHideOnNavigation() {
  const { key } = useLocation()
  const first = useRef(key)
  useEffect(() => {
    if (key === first.current) return
    first.current = key
    hideMatch()
  }, [key])
}
