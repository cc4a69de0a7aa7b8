import { type ChangeEvent, useRef, useState } from 'react'
import { Badge, Button, Form } from 'react-bootstrap'
import { acceptedPhotoTypes } from '#shared/api/photos.js'
import { fictionalPhotoLimit, type StaffFictional } from '#shared/api/staff-fictional.js'
import { ConfirmDialog } from '#web/components/ConfirmDialog.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import {
  useAddFictionalPhoto,
  useChangeFictionalPhoto,
  useDeleteFictionalPhoto,
} from '../../api/fictional.js'
import { Section } from '../Section.js'
import { useToast } from '../StaffToasts.js'

type Photo = StaffFictional['photos'][number]

/** Upload (public or private), make main, private or public, delete with a confirmation. */
export function PhotosSection({ fictional }: { fictional: StaffFictional }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const fileId = useElementId()
  const input = useRef<HTMLInputElement>(null)
  const [isPrivate, setPrivate] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Photo | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const add = useAddFictionalPhoto(fictional.id)
  const change = useChangeFictionalPhoto()
  const remove = useDeleteFictionalPhoto()
  const full = fictional.photos.length >= fictionalPhotoLimit

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    setUploadError(null)
    add.mutate(
      { file, isPrivate },
      {
        onSuccess: () => toast(t('fictional.photos.added')),
        onError: (error) => setUploadError(errorText(error, tMain)),
        onSettled: () => {
          if (input.current) input.current.value = ''
        },
      },
    )
  }

  const act = (photo: Photo, body: { main?: true; private?: boolean }, done: string) =>
    change.mutate(
      { id: photo.id, ...body },
      {
        onSuccess: () => toast(done),
        onError: (error) => toast(errorText(error, tMain), 'danger'),
      },
    )

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null)
        setDeleteError(null)
        toast(t('fictional.photos.deleted'))
      },
      onError: (error) => setDeleteError(errorText(error, tMain)),
    })
  }

  return (
    <Section
      id="photos"
      title={t('fictional.sections.photos')}
      actions={
        <span className="small text-body-secondary">
          {t('fictional.photos.count', { count: fictional.photos.length, limit: fictionalPhotoLimit })}
        </span>
      }
    >
      <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
        <div>
          <Form.Label htmlFor={fileId} className="small fw-semibold mb-1">
            {t('fictional.photos.add')}
          </Form.Label>
          <Form.Control
            ref={input}
            id={fileId}
            type="file"
            size="sm"
            accept={acceptedPhotoTypes}
            disabled={add.isPending || full}
            isInvalid={Boolean(uploadError)}
            aria-describedby={uploadError ? `${fileId}-error` : undefined}
            onChange={upload}
          />
          {uploadError && (
            <div id={`${fileId}-error`} className="invalid-feedback d-block">
              {uploadError}
            </div>
          )}
        </div>
        <Form.Check
          id={`${fileId}-private`}
          className="small mb-1"
          label={t('fictional.photos.add_private')}
          checked={isPrivate}
          onChange={(event) => setPrivate(event.target.checked)}
        />
        {add.isPending && (
          <span className="small" role="status">
            <InlineSpinner className="me-1" />
            {t('fictional.photos.uploading')}
          </span>
        )}
      </div>
      {fictional.photos.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('fictional.photos.none')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {fictional.photos.map((photo, index) => {
            const label = t('fictional.photos.label', { number: index + 1 })
            return (
              <li key={photo.id} className="border rounded p-1" style={{ width: 164 }}>
                <a href={photo.url} target="_blank" rel="noreferrer" className="d-block">
                  <img
                    src={photo.thumb_url}
                    alt={label}
                    width={154}
                    height={154}
                    className="rounded object-fit-cover d-block"
                  />
                </a>
                <div className="d-flex flex-wrap gap-1 my-1">
                  {photo.is_main && <Badge bg="primary">{t('fictional.photos.main')}</Badge>}
                  {photo.is_private && <Badge bg="dark">{t('fictional.photos.private')}</Badge>}
                </div>
                <div className="d-grid gap-1">
                  {!photo.is_main && !photo.is_private && (
                    <Button
                      size="sm"
                      variant="outline-primary"
                      disabled={change.isPending}
                      aria-label={`${t('fictional.photos.make_main')}: ${label}`}
                      onClick={() => act(photo, { main: true }, t('fictional.photos.main_set'))}
                    >
                      {t('fictional.photos.make_main')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={change.isPending}
                    aria-label={`${t(photo.is_private ? 'fictional.photos.make_public' : 'fictional.photos.make_private')}: ${label}`}
                    onClick={() =>
                      act(
                        photo,
                        { private: !photo.is_private },
                        t(
                          photo.is_private ? 'fictional.photos.made_public' : 'fictional.photos.made_private',
                        ),
                      )
                    }
                  >
                    {t(photo.is_private ? 'fictional.photos.make_public' : 'fictional.photos.make_private')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={`${t('fictional.photos.delete')}: ${label}`}
                    onClick={() => setDeleting(photo)}
                  >
                    {t('fictional.photos.delete')}
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <ConfirmDialog
        show={deleting !== null}
        title={t('fictional.photos.delete_title')}
        confirmLabel={t('fictional.photos.delete')}
        cancelLabel={t('common.cancel')}
        pending={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(null)
          setDeleteError(null)
        }}
      >
        {deleting && (
          <div className="d-flex gap-3 align-items-start">
            <img
              src={deleting.thumb_url}
              alt=""
              width={80}
              height={80}
              className="rounded object-fit-cover"
            />
            <p className="mb-0">{t('fictional.photos.delete_body')}</p>
          </div>
        )}
      </ConfirmDialog>
    </Section>
  )
}
