/**
 * The photos a member has chosen and not yet seen in their overview: each waits for its crop, then to be
 * sent, is sent (with its progress), or failed with the server's message. Photos are sent one after another,
 * in the order chosen, so that they land in that order.
 */

export type UploadState = 'cropping' | 'waiting' | 'sending' | 'failed'

export interface QueuedUpload {
  key: number
  file: File
  isPrivate: boolean
  state: UploadState
  /** An object URL of what is sent, for the tile; none while cropping, or where the browser cannot show it. */
  preview: string | null
  /** The share of the file sent, 0 to 1. */
  progress: number
  error: string | null
}

export interface UploadQueue {
  items: QueuedUpload[]
  lastKey: number
}

/** A chosen file: either it goes to the crop dialog first, or it is sent as it is (with its preview). */
export interface ChosenFile {
  file: File
  crop: boolean
  preview: string | null
}

export type QueueAction =
  | { type: 'add'; files: ChosenFile[]; isPrivate: boolean }
  | { type: 'cropped'; key: number; file: File; preview: string | null }
  | { type: 'start'; key: number }
  | { type: 'progress'; key: number; progress: number }
  | { type: 'sent'; key: number }
  | { type: 'failed'; key: number; error: string }
  | { type: 'remove'; key: number }

export const emptyQueue: UploadQueue = { items: [], lastKey: 0 }

function update(queue: UploadQueue, key: number, change: Partial<QueuedUpload>): UploadQueue {
  return { ...queue, items: queue.items.map((item) => (item.key === key ? { ...item, ...change } : item)) }
}

function add(queue: UploadQueue, files: ChosenFile[], isPrivate: boolean): UploadQueue {
  const added = files.map(
    ({ file, crop, preview }, index): QueuedUpload => ({
      key: queue.lastKey + index + 1,
      file,
      isPrivate,
      state: crop ? 'cropping' : 'waiting',
      preview,
      progress: 0,
      error: null,
    }),
  )
  return { items: [...queue.items, ...added], lastKey: queue.lastKey + files.length }
}

export function uploadQueueReducer(queue: UploadQueue, action: QueueAction): UploadQueue {
  switch (action.type) {
    case 'add':
      return add(queue, action.files, action.isPrivate)
    case 'cropped':
      return update(queue, action.key, { file: action.file, preview: action.preview, state: 'waiting' })
    case 'start':
      return update(queue, action.key, { state: 'sending', progress: 0, error: null })
    case 'progress':
      return update(queue, action.key, { progress: Math.min(1, Math.max(0, action.progress)) })
    case 'failed':
      return update(queue, action.key, { state: 'failed', error: action.error })
    case 'sent':
    case 'remove':
      return { ...queue, items: queue.items.filter((item) => item.key !== action.key) }
  }
}

/** The next photo to send: the first waiting one, once nothing else is on its way. */
export function nextToSend(items: readonly QueuedUpload[]): QueuedUpload | undefined {
  if (items.some((item) => item.state === 'sending')) return undefined
  return items.find((item) => item.state === 'waiting')
}

/** The photo whose crop the dialog shows: the first chosen. */
export function nextToCrop(items: readonly QueuedUpload[]): QueuedUpload | undefined {
  return items.find((item) => item.state === 'cropping')
}

/** The tiles the overview shows: everything past its crop. */
export function shownUploads(items: readonly QueuedUpload[]): QueuedUpload[] {
  return items.filter((item) => item.state !== 'cropping')
}

/** Whether a photo of the queue is being sent. */
export function isSending(items: readonly QueuedUpload[]): boolean {
  return items.some((item) => item.state === 'sending')
}

/** Places still free under the member's limit: queued photos take theirs already, failed ones do not. */
export function placesLeft(limit: number, saved: number, items: readonly QueuedUpload[]): number {
  const queued = items.filter((item) => item.state !== 'failed').length
  return Math.max(0, limit - saved - queued)
}

/** The files that fit in the places left, in the order given, and the rest, which are refused. */
export function takeWhatFits<T>(files: readonly T[], places: number): { taken: T[]; refused: T[] } {
  const cut = Math.max(0, places)
  return { taken: files.slice(0, cut), refused: files.slice(cut) }
}

/**
 * HEIC and HEIF (what iPhones save): most browsers cannot draw them, so they skip the crop and the server
 * converts them. Their declared type is often empty, hence the name too.
 */
export function isHeif(file: File): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name)
}

/** Photos the browser can draw and so crop: JPEG, PNG and WebP. Anything else goes to the server as it is. */
export function canCrop(file: File): boolean {
  return /^image\/(jpeg|png|webp)$/i.test(file.type) && !isHeif(file)
}
