// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OwnPhoto, OwnPhotosResponse } from '#shared/api/photos.js'
import { attachRoot, detachRoot, renderInApp } from '#web/testing/dom.js'
import { ownPhotosQuery } from '../api/ownPhotos.js'
import { PhotoOverview } from './PhotoOverview.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const photo = (id: number): OwnPhoto => ({
  id,
  url: `/cdn/${id}.webp`,
  thumb_url: `/cdn/${id}-t.webp`,
  card_url: `/cdn/${id}-c.webp`,
  is_private: false,
  is_main: id === 1,
  sort_order: id - 1,
  waiting: false,
})

/** The uploads the page sends, answered by hand. */
class FakeUpload {
  static sent: FakeUpload[] = []
  status = 0
  statusText = ''
  responseText = ''
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  ontimeout: (() => void) | null = null
  body: FormData | null = null

  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body
    FakeUpload.sent.push(this)
  }
  progress(share: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: share * 100, total: 100 } as ProgressEvent)
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

let root: Root
let container: HTMLElement
let fetch: ReturnType<typeof vi.fn>
let saved: OwnPhotosResponse

const heic = (name: string) => new File(['heic'], name, { type: 'image/heic' })

async function choose(...files: File[]) {
  const input = container.querySelector<HTMLInputElement>('#my-photo-file')
  if (!input) throw new Error('no file input')
  Object.defineProperty(input, 'files', { value: files, configurable: true })
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })))
}

const tile = (label: string) => container.querySelector(`li[aria-label="${label}"]`)
const text = () => container.textContent ?? ''

describe('the photo overview', () => {
  beforeEach(() => {
    FakeUpload.sent = []
    saved = { photos: [photo(1), photo(2)], refused: [], limit: 3, review: 'after_showing' }
    // The overview asks for the photos again after an upload, and the app for the member (a visitor here).
    fetch = vi.fn(async (path: string) => {
      const body = path.startsWith('/api/user.php') ? { user: null } : saved
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    })
    ;({ container, root } = attachRoot(fetch))
    vi.stubGlobal('XMLHttpRequest', FakeUpload)
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const queryClient = new QueryClient()
    queryClient.setQueryData(ownPhotosQuery().queryKey, saved)
    renderInApp(root, <PhotoOverview />, queryClient)
  })

  afterEach(() => {
    detachRoot(root, container)
    vi.restoreAllMocks()
  })

  it('shows the photos, then one add tile with a labelled picker, and no second empty place at one place left', () => {
    expect(container.querySelectorAll('li[aria-label^="Photo "]')).toHaveLength(2)
    const label = container.querySelector('label[for="my-photo-file"]')
    expect(label?.textContent).toBe('Add a photo')
    expect(container.querySelector('.my-photo-add-spare')).toBeNull()
    expect(text()).toContain('Photos: 2 of 3')
  })

  it('sends a HEIC as it is with its progress, refuses what is over the limit, and shows the photo when sent', async () => {
    await choose(heic('IMG_1.HEIC'), heic('IMG_2.HEIC'))
    expect(FakeUpload.sent).toHaveLength(1)
    expect(FakeUpload.sent[0]?.body?.get('photo')).toMatchObject({ name: 'IMG_1.HEIC' })
    expect(container.querySelector('[role=alert]')?.textContent).toContain(
      'You have reached the maximum of 3 photos.',
    )
    const progress = () => tile('Uploading your photo…')?.querySelector('[role=progressbar]')
    expect(progress()?.getAttribute('aria-valuenow')).toBe('0')
    await act(async () => FakeUpload.sent[0]?.progress(0.5))
    expect(progress()?.getAttribute('aria-valuenow')).toBe('50')
    // The last place is taken while the photo is on its way: a free member is offered premium instead.
    expect(container.querySelector('#my-photo-file')).toBeNull()
    expect(text()).toContain('More photos with Premium')

    saved = { photos: [photo(1), photo(2), photo(3)], refused: [], limit: 3, review: 'after_showing' }
    await act(async () => FakeUpload.sent[0]?.answer(200, { photo: photo(3) }))
    await act(async () => {})
    expect(tile('Uploading your photo…')).toBeNull()
    expect(container.querySelectorAll('li[aria-label^="Photo "]')).toHaveLength(3)
    expect(text()).toContain('Your photo has been added.')
  })

  it('keeps a refused photo with the server’s message until dismissed, and frees its place', async () => {
    await choose(heic('IMG_1.HEIC'))
    await act(async () =>
      FakeUpload.sent[0]?.answer(400, {
        error: { code: 'photos.errors.unreadable', message: 'This photo could not be read.' },
      }),
    )
    const failed = tile('Photo not added')
    expect(failed?.querySelector('[role=alert]')?.textContent).toBe('This photo could not be read.')
    expect(container.querySelector('#my-photo-file')).not.toBeNull()
    await act(async () => failed?.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click())
    expect(tile('Photo not added')).toBeNull()
  })

  it('shows where files can be dropped while they are dragged over the photos', async () => {
    const zone = container.querySelector('.my-photo-drop')
    const dragged = (type: string) => {
      const event = new Event(type, { bubbles: true, cancelable: true })
      Object.defineProperty(event, 'dataTransfer', {
        value: { types: ['Files'], files: [heic('IMG_9.HEIC')], dropEffect: 'none' },
      })
      return event
    }
    await act(async () => zone?.dispatchEvent(dragged('dragenter')))
    expect(text()).toContain('Drop your photos here')
    await act(async () => zone?.dispatchEvent(dragged('drop')))
    expect(text()).not.toContain('Drop your photos here')
    expect(FakeUpload.sent).toHaveLength(1)
  })
})
