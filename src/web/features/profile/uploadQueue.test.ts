import { describe, expect, it } from 'vitest'
import {
  canCrop,
  emptyQueue,
  isSending,
  nextToCrop,
  nextToSend,
  placesLeft,
  type QueueAction,
  shownUploads,
  takeWhatFits,
  type UploadQueue,
  uploadQueueReducer,
} from './uploadQueue.js'

const file = (name: string, type: string) => new File(['x'], name, { type })
const jpeg = file('one.jpg', 'image/jpeg')
const heic = file('IMG_0003.HEIC', 'image/heic')

const run = (...actions: QueueAction[]) => actions.reduce(uploadQueueReducer, emptyQueue)
const states = (queue: UploadQueue) => queue.items.map((item) => [item.key, item.state])

describe('the upload queue', () => {
  it('sends a photo the browser can crop only after its crop, the others at once, one at a time', () => {
    const queue = run({
      type: 'add',
      isPrivate: false,
      files: [
        { file: jpeg, crop: true, preview: null },
        { file: heic, crop: false, preview: 'blob:heic' },
      ],
    })
    expect(states(queue)).toEqual([
      [1, 'cropping'],
      [2, 'waiting'],
    ])
    expect(nextToCrop(queue.items)?.key).toBe(1)
    expect(nextToSend(queue.items)?.key).toBe(2)
    expect(shownUploads(queue.items).map((item) => item.key)).toEqual([2])

    const cropped = new File(['y'], 'one.jpg', { type: 'image/jpeg' })
    const next = [
      { type: 'start', key: 2 },
      { type: 'cropped', key: 1, file: cropped, preview: 'blob:one' },
    ] satisfies QueueAction[]
    const busy = next.reduce(uploadQueueReducer, queue)
    expect(isSending(busy.items)).toBe(true)
    // The cropped one waits for the HEIC to arrive.
    expect(nextToSend(busy.items)).toBeUndefined()
    const done = uploadQueueReducer(busy, { type: 'sent', key: 2 })
    expect(nextToSend(done.items)).toMatchObject({ key: 1, file: cropped, preview: 'blob:one' })
  })

  it('keeps its own keys across additions and takes the private choice of the moment', () => {
    const queue = run(
      { type: 'add', isPrivate: true, files: [{ file: heic, crop: false, preview: null }] },
      { type: 'sent', key: 1 },
      { type: 'add', isPrivate: false, files: [{ file: heic, crop: false, preview: null }] },
    )
    expect(queue.items).toMatchObject([{ key: 2, isPrivate: false }])
  })

  it('follows the progress within 0 and 1, and keeps a failure with its message until dismissed', () => {
    const queue = run(
      { type: 'add', isPrivate: false, files: [{ file: heic, crop: false, preview: null }] },
      { type: 'start', key: 1 },
      { type: 'progress', key: 1, progress: 0.4 },
    )
    expect(queue.items[0]?.progress).toBe(0.4)
    expect(uploadQueueReducer(queue, { type: 'progress', key: 1, progress: 1.2 }).items[0]?.progress).toBe(1)
    const failed = uploadQueueReducer(queue, { type: 'failed', key: 1, error: 'Too large' })
    expect(failed.items).toMatchObject([{ state: 'failed', error: 'Too large' }])
    expect(nextToSend(failed.items)).toBeUndefined()
    expect(uploadQueueReducer(failed, { type: 'remove', key: 1 }).items).toEqual([])
  })

  it('counts the places left under the limit: queued photos take theirs, failed ones do not', () => {
    const queue = run(
      {
        type: 'add',
        isPrivate: false,
        files: [
          { file: jpeg, crop: true, preview: null },
          { file: heic, crop: false, preview: null },
        ],
      },
      { type: 'failed', key: 2, error: 'x' },
    )
    expect(placesLeft(3, 1, queue.items)).toBe(1)
    expect(placesLeft(3, 3, queue.items)).toBe(0)
    expect(placesLeft(25, 0, [])).toBe(25)
  })

  it('takes the files that fit, in order, and refuses the rest', () => {
    expect(takeWhatFits(['a', 'b', 'c', 'd'], 2)).toEqual({ taken: ['a', 'b'], refused: ['c', 'd'] })
    expect(takeWhatFits(['a'], 3)).toEqual({ taken: ['a'], refused: [] })
    expect(takeWhatFits(['a'], 0)).toEqual({ taken: [], refused: ['a'] })
  })

  it('crops what the browser can draw and leaves HEIC and the unknown to the server', () => {
    expect(canCrop(jpeg)).toBe(true)
    expect(canCrop(file('a.png', 'image/png'))).toBe(true)
    expect(canCrop(file('a.webp', 'image/webp'))).toBe(true)
    expect(canCrop(heic)).toBe(false)
    expect(canCrop(file('IMG_1.heic', ''))).toBe(false)
    expect(canCrop(file('IMG_2.HEIF', 'image/heif'))).toBe(false)
    expect(canCrop(file('notes.pdf', 'application/pdf'))).toBe(false)
  })
})
