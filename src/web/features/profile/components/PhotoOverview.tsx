import { lazy, Suspense, useState } from 'react'
import { Form } from 'react-bootstrap'
import { Link } from 'react-router'
import type { OwnPhoto } from '#shared/api/photos.js'
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
import { isSending, nextToCrop, placesLeft, shownUploads, takeWhatFits } from '../uploadQueue.js'
import { useUploadQueue } from '../useUploadQueue.js'
import { AddPhotoTile, PremiumPhotoTile } from './AddPhotoTile.js'
import { DeletePhotoDialog } from './DeletePhotoDialog.js'
import { PhotoDropZone } from './PhotoDropZone.js'
import { type PhotoActions, PhotoTile } from './PhotoTile.js'
import { RefusedPhotoNotice } from './RefusedPhotoNotice.js'
import { UploadTile } from './UploadTile.js'

// The crop dialog is a chunk of its own: fetched when the picker opens or files are dragged in, not with /profile.
const loadCropDialog = () => import('./PhotoCropDialog.js')
const PhotoCropDialog = lazy(async () => ({ default: (await loadCropDialog()).PhotoCropDialog }))
const preloadCropDialog = () => void loadCropDialog().catch(() => {})

/**
 * Section (a) of /profile (docs/product.md §2 Other screens item 7): the member's photos as a grid of tiles,
 * to add (picked, dropped from the computer or taken with a phone's camera, each cut to the frame first),
 * order and manage.
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
  // Once a crop was asked for, the dialog stays mounted so that it can fade out.
  const [cropping, setCropping] = useState(false)
  // More photos are for premium members: a free member at the limit is offered credits (docs/product.md §6).
  const premium = usePremiumOffer()
  // While a new order is being saved it is shown already; a refusal puts the old one back.
  const [pendingOrder, setPendingOrder] = useState<number[] | null>(null)

  const saved = photos.data?.photos ?? []
  const order = pendingOrder ?? saved.map((photo) => photo.id)
  const list = order.map((id) => saved.find((photo) => photo.id === id)).filter((p): p is OwnPhoto => !!p)
  const limit = photos.data?.limit ?? photoLimits.free

  const premiumOffer = user?.paid_user ? undefined : (
    <Link to="/premium" className="alert-link">
      {t('my_profile.photos.premium_link')}
    </Link>
  )

  const atLimit = (error: unknown) => error instanceof ApiError && error.code === 'photo_limit_reached'
  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && error.swallowed) return
    const text = errorText(error, t, 'errors.popup')
    setNotice({ variant: 'danger', text, action: atLimit(error) ? premiumOffer : undefined })
    if (atLimit(error) && !user?.paid_user) premium.offer()
  }
  const succeeded = (key: string) => setNotice({ variant: 'success', text: t(key) })

  const queue = useUploadQueue({
    send: ({ file, isPrivate }, onProgress) => upload.mutateAsync({ file, isPrivate, onProgress }),
    failed: (error) => {
      if (error instanceof ApiError && error.swallowed) return null
      if (atLimit(error) && !user?.paid_user) premium.offer()
      return errorText(error, t, 'errors.popup')
    },
    sent: () => succeeded('my_profile.photos.uploaded'),
  })
  const places = placesLeft(limit, saved.length, queue.items)
  const cropRequest = nextToCrop(queue.items) ?? null
  const busy = isSending(queue.items) || change.isPending || reorder.isPending || remove.isPending

  const refuseOverLimit = () => {
    const text = t('photos.errors.limit_reached', { limit })
    setNotice({ variant: 'danger', text, action: premiumOffer })
    if (!user?.paid_user) premium.offer()
  }

  const addFiles = (files: File[]) => {
    if (files.length === 0) return
    setNotice(null)
    const { taken, refused } = takeWhatFits(files, places)
    queue.add(taken, uploadPrivate)
    if (refused.length > 0) refuseOverLimit()
  }

  const saveOrder = async (next: number[]) => {
    setPendingOrder(next)
    setNotice(null)
    try {
      await reorder.mutateAsync(next)
      succeeded('my_profile.photos.reordered')
    } catch (error) {
      showFailure(error)
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
      showFailure(error)
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

  if (cropRequest && !cropping) setCropping(true)

  const addTile =
    places > 0 ? (
      <AddPhotoTile
        onFiles={addFiles}
        onOpen={preloadCropDialog}
        places={Math.min(places, 2)}
        describedBy="my-photo-formats"
      />
    ) : (
      !user?.paid_user && <PremiumPhotoTile onOffer={premium.offer} />
    )

  return (
    <>
      <p className="text-body-secondary">
        {t('my_profile.photos.intro')}{' '}
        {photos.data &&
          t(
            photos.data.review === 'before_showing'
              ? 'photos.review.intro_before'
              : 'photos.review.intro_after',
          )}
      </p>
      {photos.data?.refused.map((refusal) => (
        <RefusedPhotoNotice
          key={refusal.id}
          refusal={refusal}
          busy={busy}
          onRemove={() => void run(() => remove.mutateAsync(refusal.id), 'my_profile.photos.deleted')}
        />
      ))}
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
      {photos.isSuccess && (
        <>
          <p className="small text-body-secondary d-none d-md-block">
            {t('my_profile.photos.drop_hint')} {list.length > 1 && t('my_profile.photos.drag_hint')}
          </p>
          <PhotoDropZone onFiles={addFiles} onDragFiles={preloadCropDialog}>
            <ol
              className="my-photos row g-3 list-unstyled mb-0"
              aria-label={t('my_profile.photos.list_label')}
            >
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
              {shownUploads(queue.items).map((item) => (
                <UploadTile key={item.key} upload={item} onDismiss={() => queue.remove(item.key)} />
              ))}
              {addTile}
            </ol>
          </PhotoDropZone>
          <div className="my-photo-options d-flex flex-wrap align-items-center column-gap-4 row-gap-2 mt-3">
            <p className="fw-semibold mb-0" aria-live="polite">
              {t('my_profile.photos.count', { number: list.length, limit })}
            </p>
            <Form.Check
              type="switch"
              id="my-photo-private"
              className="mb-0"
              label={t('my_profile.photos.add_private')}
              checked={uploadPrivate}
              onChange={(event) => setUploadPrivate(event.target.checked)}
            />
          </div>
          <Form.Text id="my-photo-formats" className="d-block mt-2">
            {t('my_profile.photos.formats')}
          </Form.Text>
          {!user?.paid_user && (
            <p className="small mt-2 mb-0">
              {t('my_profile.photos.premium_offer', { limit: photoLimits.premium })}{' '}
              <Link to="/premium">{t('my_profile.photos.premium_link')}</Link>
            </p>
          )}
        </>
      )}
      {premium.modal}
      {cropping && (
        <Suspense fallback={null}>
          <PhotoCropDialog
            request={cropRequest}
            onUse={(request, cropped) => queue.cropped(request.key, cropped)}
            onCancel={(request) => queue.remove(request.key)}
            onUnreadable={(request) => queue.uncropped(request.key, request.file)}
          />
        </Suspense>
      )}
      <DeletePhotoDialog
        photo={deleting}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}
