import { type ChangeEvent, useState } from 'react'
import { Form } from 'react-bootstrap'
import { Link } from 'react-router'
import { acceptedPhotoTypes, type OwnPhoto } from '#shared/api/photos.js'
import { photoLimits } from '#shared/constants.js'
import { Notice, type NoticeState } from '#web/components/Notice.js'
import { usePremiumOffer } from '#web/components/PremiumOffer.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { ApiError } from '#web/lib/api.js'
import { errorText } from '#web/lib/errorText.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useTranslation } from '#web/lib/translation.js'
import {
  useChangePhoto,
  useDeletePhoto,
  useOwnPhotos,
  useReorderPhotos,
  useUploadOwnPhoto,
} from '../api/ownPhotos.js'
import { moveItem, moveOnto } from '../photoOrder.js'

import { DeletePhotoDialog } from './DeletePhotoDialog.js'
import { type PhotoActions, PhotoTile } from './PhotoTile.js'

/**
 * Section (a) of /profile (docs/product.md §2 Other screens item 7): the member's photos, to add, order and
 * manage.
 */
export function PhotoOverview() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const photos = useOwnPhotos()
  const upload = useUploadOwnPhoto()
  const change = useChangePhoto()
  const reorder = useReorderPhotos()
  const remove = useDeletePhoto()
  const [notice, setNotice] = useState<NoticeState | null>(null)
  const [uploadPrivate, setUploadPrivate] = useState(false)
  const [deleting, setDeleting] = useState<OwnPhoto | null>(null)
  // More photos are for premium members: a free member at the limit is offered credits (docs/product.md §6).
  const premium = usePremiumOffer()
  // While a new order is being saved it is shown already; a refusal puts the old one back.
  const [pendingOrder, setPendingOrder] = useState<number[] | null>(null)

  const busy = upload.isPending || change.isPending || reorder.isPending || remove.isPending
  const saved = photos.data?.photos ?? []
  const order = pendingOrder ?? saved.map((photo) => photo.id)
  const list = order.map((id) => saved.find((photo) => photo.id === id)).filter((p): p is OwnPhoto => !!p)
  const limit = photos.data?.limit ?? photoLimits.free

  const premiumOffer = user?.paid_user ? undefined : (
    <Link to="/premium" className="alert-link">
      {t('my_profile.photos.premium_link')}
    </Link>
  )

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.swallowed) return
    const text = errorText(error, t, 'errors.popup')
    const atLimit = error instanceof ApiError && error.code === 'photo_limit_reached'
    setNotice({ variant: 'danger', text, action: atLimit ? premiumOffer : undefined })
    if (atLimit && !user?.paid_user) premium.offer()
  }
  const succeeded = (key: string) => setNotice({ variant: 'success', text: t(key) })

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const file = input.files?.[0]
    if (!file) return
    setNotice(null)
    try {
      await upload.mutateAsync({ file, isPrivate: uploadPrivate })
      succeeded('my_profile.photos.uploaded')
    } catch (error) {
      failed(error)
    } finally {
      // The same file can be chosen again after a refusal.
      input.value = ''
    }
  }

  const saveOrder = async (next: number[]) => {
    setPendingOrder(next)
    setNotice(null)
    try {
      await reorder.mutateAsync(next)
      succeeded('my_profile.photos.reordered')
    } catch (error) {
      failed(error)
    } finally {
      setPendingOrder(null)
    }
  }

  const run = async (call: () => Promise<unknown>, successKey: string) => {
    setNotice(null)
    try {
      await call()
      succeeded(successKey)
    } catch (error) {
      failed(error)
    }
  }

  const actions: PhotoActions = {
    move: (id, delta) => {
      const from = order.indexOf(id)
      void saveOrder(moveItem(order, from, from + delta))
    },
    drop: (dragged, target) => void saveOrder(moveOnto(order, dragged, target)),
    setMain: (photo) =>
      void run(() => change.mutateAsync({ id: photo.id, is_main: true }), 'my_profile.photos.main_set'),
    setPrivate: (photo, isPrivate) =>
      void run(
        () => change.mutateAsync({ id: photo.id, is_private: isPrivate }),
        isPrivate ? 'my_profile.photos.made_private' : 'my_profile.photos.made_public',
      ),
    askDelete: setDeleting,
  }

  const confirmDelete = (photo: OwnPhoto) =>
    void run(() => remove.mutateAsync(photo.id), 'my_profile.photos.deleted').then(() => setDeleting(null))

  return (
    <>
      <p className="text-body-secondary">{t('my_profile.photos.intro')}</p>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      {photos.isPending && (
        <p role="status">
          <InlineSpinner className="me-2" />
          {t('loading')}
        </p>
      )}
      {photos.isError && (
        <Notice notice={{ variant: 'danger', text: t('errors.popup') }} onClose={() => {}} />
      )}
      {photos.isSuccess && list.length === 0 && <p>{t('my_profile.photos.empty')}</p>}
      {list.length > 0 && (
        <>
          <p className="small text-body-secondary d-none d-md-block">{t('my_profile.photos.drag_hint')}</p>
          <ol className="my-photos row g-3 list-unstyled mb-4" aria-label={t('my_profile.photos.list_label')}>
            {list.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                index={index}
                total={list.length}
                busy={busy}
                actions={actions}
              />
            ))}
          </ol>
        </>
      )}
      <div className="my-photo-upload border rounded p-3">
        <p className="fw-semibold mb-2" aria-live="polite">
          {t('my_profile.photos.count', { number: list.length, limit })}
        </p>
        {/* The browser's own file button speaks the browser's language; this one speaks the member's. */}
        <div className="mb-2">
          <input
            type="file"
            id="my-photo-file"
            className="my-photo-file visually-hidden"
            accept={acceptedPhotoTypes}
            onChange={choose}
            disabled={upload.isPending}
            aria-describedby="my-photo-formats"
          />
          <label htmlFor="my-photo-file" className={`btn btn-primary ${upload.isPending ? 'disabled' : ''}`}>
            {t('my_profile.photos.add')}
          </label>
          <Form.Text id="my-photo-formats" className="d-block mt-1">
            {t('my_profile.photos.formats')}
          </Form.Text>
        </div>
        <Form.Check
          type="checkbox"
          id="my-photo-private"
          label={t('my_profile.photos.add_private')}
          checked={uploadPrivate}
          onChange={(event) => setUploadPrivate(event.target.checked)}
        />
        {upload.isPending && (
          <p className="small text-body-secondary mt-2 mb-0" role="status">
            <InlineSpinner className="me-2" />
            {t('my_profile.photos.uploading')}
          </p>
        )}
        {!user?.paid_user && (
          <p className="small mt-2 mb-0">
            {t('my_profile.photos.premium_offer', { limit: photoLimits.premium })}{' '}
            <Link to="/premium">{t('my_profile.photos.premium_link')}</Link>
          </p>
        )}
      </div>
      {premium.modal}
      <DeletePhotoDialog
        photo={deleting}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}
