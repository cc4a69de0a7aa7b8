import { useEffect, useReducer, useRef } from 'react'
import {
  type ChosenFile,
  canCrop,
  emptyQueue,
  nextToSend,
  type QueuedUpload,
  uploadQueueReducer,
} from './uploadQueue.js'

export interface UploadQueueEvents {
  send: (upload: QueuedUpload, onProgress: (share: number) => void) => Promise<unknown>
  /** A photo was not taken: the message its tile shows, or null to drop the tile (the app dealt with it). */
  failed: (error: unknown) => string | null
  sent: () => void
}

const previewOf = (file: File) => URL.createObjectURL(file)
const forget = (preview: string | null) => preview && URL.revokeObjectURL(preview)

function chosen(file: File): ChosenFile {
  if (canCrop(file)) return { file, crop: true, preview: null }
  return { file, crop: false, preview: previewOf(file) }
}

/**
 * The member's chosen photos on their way (uploadQueue.ts): sends the next one whenever none is on its way,
 * and keeps the object URLs of the previews only as long as their tiles show.
 */
export function useUploadQueue(events: UploadQueueEvents) {
  const [queue, dispatch] = useReducer(uploadQueueReducer, emptyQueue)
  // The effect below may run twice for the same queue (React's strict mode); each photo is sent once.
  const started = useRef(new Set<number>())
  const latest = useRef({ events, items: queue.items })
  latest.current = { events, items: queue.items }

  useEffect(() => {
    const next = nextToSend(queue.items)
    if (!next || started.current.has(next.key)) return
    const { key, preview } = next
    started.current.add(key)
    dispatch({ type: 'start', key })
    // The page may have drawn again by the time the answer comes: its handlers of then are the ones to call.
    const events = () => latest.current.events
    events()
      .send(next, (progress) => dispatch({ type: 'progress', key, progress }))
      .then(
        () => {
          dispatch({ type: 'sent', key })
          forget(preview)
          events().sent()
        },
        (error: unknown) => {
          const message = events().failed(error)
          if (message !== null) return dispatch({ type: 'failed', key, error: message })
          dispatch({ type: 'remove', key })
          forget(preview)
        },
      )
  }, [queue.items])

  useEffect(
    () => () => {
      for (const item of latest.current.items) forget(item.preview)
    },
    [],
  )

  const remove = (key: number) => {
    forget(queue.items.find((item) => item.key === key)?.preview ?? null)
    dispatch({ type: 'remove', key })
  }

  return {
    items: queue.items,
    add: (files: File[], isPrivate: boolean) =>
      dispatch({ type: 'add', files: files.map(chosen), isPrivate }),
    /** The crop was made: the cropped photo is sent in place of the chosen one. */
    cropped: (key: number, file: File) => dispatch({ type: 'cropped', key, file, preview: previewOf(file) }),
    /** The browser could not draw the photo to crop it: the server takes it as it is, or says why not. */
    uncropped: (key: number, file: File) => dispatch({ type: 'cropped', key, file, preview: null }),
    remove,
  }
}
