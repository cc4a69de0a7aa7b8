import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'
import { Button, Form, Modal } from 'react-bootstrap'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { cropToJpeg, jpegName, loadImage, naturalSize } from '../cropCanvas.js'
import {
  type CropView,
  cropRect,
  imagePlacement,
  initialView,
  outputSize,
  panView,
  type Size,
  zoomRange,
  zoomView,
} from '../cropFrame.js'

export interface CropRequest {
  key: number
  file: File
}

interface CropHandlers {
  onUse: (request: CropRequest, cropped: File) => void
  onCancel: (request: CropRequest) => void
  /** The browser cannot draw the photo: it goes to the server as it is, which takes it or says why not. */
  onUnreadable: (request: CropRequest) => void
}

interface EditorHandlers {
  onUse: (cropped: File) => void
  onCancel: () => void
  onUnreadable: () => void
}

interface Loaded {
  element: HTMLImageElement
  url: string
  size: Size
}

/** Keyboard steps: a twentieth of the frame per arrow key (a fifth with Shift), a tenth of zoom per +/−. */
const panStep = 0.05
const bigPanStep = 0.2
const zoomStep = 0.1

const arrowMoves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}
const zoomKeys: Record<string, number> = { '+': 1, '=': 1, '-': -1, _: -1 }

/** The chosen file decoded, its object URL kept as long as the editor shows it. */
function useLoadedImage(file: File, onUnreadable: () => void): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const unreadable = useRef(onUnreadable)
  unreadable.current = onUnreadable
  useEffect(() => {
    const url = URL.createObjectURL(file)
    let current = true
    loadImage(url).then(
      (element) => current && setLoaded({ element, url, size: naturalSize(element) }),
      () => current && unreadable.current(),
    )
    return () => {
      current = false
      URL.revokeObjectURL(url)
    }
  }, [file])
  return loaded
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y)

/**
 * Dragging moves the photo in the frame (one finger or the mouse); two fingers apart or together zoom. The
 * pointers are captured, so a drag that ends outside the frame still ends.
 */
function usePointerGestures(size: Size | null, setView: (change: (view: CropView) => CropView) => void) {
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const end = (event: PointerEvent<HTMLElement>) => pointers.current.delete(event.pointerId)
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      event.currentTarget.setPointerCapture?.(event.pointerId)
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const last = pointers.current.get(event.pointerId)
      if (!last || !size) return
      const now = { x: event.clientX, y: event.clientY }
      const others = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, at]) => at)
      pointers.current.set(event.pointerId, now)
      const other = others[0]
      if (other) {
        const before = distance(last, other)
        if (before > 0) setView((view) => zoomView(size, view, (view.zoom * distance(now, other)) / before))
        return
      }
      const frame = event.currentTarget.getBoundingClientRect()
      if (!frame.width || !frame.height) return
      setView((view) => panView(size, view, (now.x - last.x) / frame.width, (now.y - last.y) / frame.height))
    },
    onPointerUp: end,
    onPointerCancel: end,
  }
}

function CropEditor({ file, onUse, onCancel, onUnreadable }: { file: File } & EditorHandlers) {
  const { t } = useTranslation()
  const hintId = useElementId()
  const zoomId = useElementId()
  const image = useLoadedImage(file, onUnreadable)
  const [view, setView] = useState<CropView | null>(null)
  const [working, setWorking] = useState(false)
  const size = image?.size ?? null
  const current = size ? (view ?? initialView(size)) : null
  const change = (next: (view: CropView) => CropView) => {
    if (size) setView((previous) => next(previous ?? initialView(size)))
  }
  const gestures = usePointerGestures(size, change)

  const keys = (event: KeyboardEvent<HTMLElement>) => {
    if (!size) return
    const move = arrowMoves[event.key]
    const zoom = zoomKeys[event.key]
    if (!move && !zoom) return
    event.preventDefault()
    const step = event.shiftKey ? bigPanStep : panStep
    if (move) change((v) => panView(size, v, move[0] * step, move[1] * step))
    // In the slider's hundredths, which a sum of tenths in floating point is not.
    if (zoom) change((v) => zoomView(size, v, Math.round((v.zoom + zoom * zoomStep) * 100) / 100))
  }

  const use = async () => {
    if (!image || !current) return
    setWorking(true)
    const rect = cropRect(image.size, current)
    try {
      const blob = await cropToJpeg(image.element, rect, outputSize(rect))
      onUse(new File([blob], jpegName(file.name), { type: 'image/jpeg' }))
    } catch {
      onUnreadable()
    }
  }

  const rect = size && current ? cropRect(size, current) : null
  return (
    <>
      <Modal.Body>
        <p id={hintId} className="small text-body-secondary">
          {t('my_profile.photos.crop_hint')}
        </p>
        <div
          className="my-crop-frame"
          role="application"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a widget of its own, moving and zooming by keyboard
          tabIndex={0}
          aria-label={t('my_profile.photos.crop_area')}
          aria-describedby={hintId}
          onKeyDown={keys}
          {...gestures}
        >
          {image && size && rect ? (
            <img
              src={image.url}
              alt=""
              className="my-crop-image"
              draggable={false}
              style={imagePlacement(size, rect)}
            />
          ) : (
            <span className="my-crop-loading" role="status">
              <InlineSpinner className="me-2" />
              {t('loading')}
            </span>
          )}
        </div>
        <Form.Group controlId={zoomId} className="my-crop-zoom mt-3">
          <Form.Label className="small mb-1">{t('my_profile.photos.crop_zoom')}</Form.Label>
          <Form.Range
            min={zoomRange.min}
            max={zoomRange.max}
            step={0.01}
            value={current?.zoom ?? zoomRange.min}
            disabled={!size}
            onChange={(event) => {
              const zoom = Number(event.target.value)
              if (size) change((v) => zoomView(size, v, zoom))
            }}
          />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={working}>
          {t('my_profile.photos.cancel')}
        </Button>
        <Button variant="primary" onClick={() => void use()} disabled={!image || working}>
          {working && <InlineSpinner className="me-2" />}
          {t('my_profile.photos.crop_use')}
        </Button>
      </Modal.Footer>
    </>
  )
}

/**
 * Before a photo is sent, the member chooses the part of it the site shows: the photo in the cards' 4:5 frame,
 * to move and zoom, then cut in the browser to at most 2000 pixels high (cropFrame.ts; docs/decisions/0028).
 * Loaded only when a photo is chosen, so /profile does not carry it. Stays mounted between photos and while it
 * fades out.
 */
export function PhotoCropDialog({
  request,
  onUse,
  onCancel,
  onUnreadable,
}: { request: CropRequest | null } & CropHandlers) {
  const { t } = useTranslation()
  const titleId = useElementId()
  // The last photo stays in the dialog while it fades out.
  const [shown, setShown] = useState(request)
  if (request && request.key !== shown?.key) setShown(request)
  return (
    <Modal
      show={request !== null}
      onHide={() => request && onCancel(request)}
      backdrop="static"
      centered
      aria-labelledby={titleId}
      className="my-crop-dialog"
    >
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('my_profile.photos.crop_title')}
        </Modal.Title>
      </Modal.Header>
      {shown && (
        <CropEditor
          key={shown.key}
          file={shown.file}
          onUse={(cropped) => onUse(shown, cropped)}
          onCancel={() => onCancel(shown)}
          onUnreadable={() => onUnreadable(shown)}
        />
      )}
    </Modal>
  )
}
