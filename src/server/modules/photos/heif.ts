import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { projectRoot } from '#server/paths.js'

/**
 * HEIC/HEIF photos (iPhones store them). sharp's prebuilt libvips reads AVIF but has no HEVC decoder, so
 * HEIC goes through libheif compiled to WebAssembly (libheif-js, in heif-worker.mjs), which gives raw RGBA
 * pixels. See
 * docs/decisions/0006-heic-through-libheif-wasm.md.
 */

interface Box {
  type: string
  start: number
  /** Where the payload begins (after size, type and, for full boxes, version and flags). */
  body: number
  end: number
}

// A header is small; anything claiming more than this is not a photo we take.
const maxMetaBytes = 1024 * 1024

/** The boxes in [start, end); null when a size does not add up. */
function readBoxes(buf: Buffer, start: number, end: number): Box[] | null {
  const boxes: Box[] = []
  for (let at = start; at < end; ) {
    if (at + 8 > end) return null
    let size = buf.readUInt32BE(at)
    let header = 8
    if (size === 1) {
      if (at + 16 > end) return null
      size = Number(buf.readBigUInt64BE(at + 8))
      header = 16
    } else if (size === 0) {
      size = end - at
    }
    if (size < header || at + size > end) return null
    boxes.push({ type: buf.toString('latin1', at + 4, at + 8), start: at, body: at + header, end: at + size })
    at += size
  }
  return boxes
}

const fullBox = (box: Box): Box => ({ ...box, body: box.body + 4 })

function findChild(buf: Buffer, parent: Box, type: string): Box | undefined {
  return readBoxes(buf, parent.body, parent.end)?.find((box) => box.type === type)
}

function primaryItemId(buf: Buffer, meta: Box): number | null {
  const pitm = findChild(buf, meta, 'pitm')
  if (!pitm || pitm.end - pitm.body < 6) return null
  return buf[pitm.body] === 0 ? buf.readUInt16BE(pitm.body + 4) : buf.readUInt32BE(pitm.body + 4)
}

/** The 1-based property indexes associated with an item (ipma). */
function itemProperties(buf: Buffer, ipma: Box, itemId: number): number[] {
  const version = buf[ipma.body] ?? 0
  const wide = (buf.readUInt32BE(ipma.body) & 1) === 1
  let at = ipma.body + 8
  const entries = buf.readUInt32BE(ipma.body + 4)
  for (let i = 0; i < entries && at < ipma.end; i++) {
    const item = version < 1 ? buf.readUInt16BE(at) : buf.readUInt32BE(at)
    at += version < 1 ? 2 : 4
    const count = buf[at] ?? 0
    at += 1
    const indexes: number[] = []
    for (let a = 0; a < count; a++) {
      indexes.push(wide ? buf.readUInt16BE(at) & 0x7fff : (buf[at] ?? 0) & 0x7f)
      at += wide ? 2 : 1
    }
    if (item === itemId) return indexes
  }
  return []
}

/**
 * The size of a HEIF file's primary image from its `ispe` property, read from the header alone, so that
 * a pixel flood is refused before anything is decoded. Null when the header is not a readable HEIF one.
 */
export function heifImageSize(buf: Buffer): { width: number; height: number } | null {
  try {
    const top = readBoxes(buf, 0, buf.length)
    const metaBox = top?.find((box) => box.type === 'meta')
    if (!metaBox || metaBox.end - metaBox.start > maxMetaBytes) return null
    const meta = fullBox(metaBox)
    const primary = primaryItemId(buf, meta)
    const iprp = findChild(buf, meta, 'iprp')
    if (primary === null || !iprp) return null
    const ipco = findChild(buf, iprp, 'ipco')
    const ipma = findChild(buf, iprp, 'ipma')
    if (!ipco || !ipma) return null
    const properties = readBoxes(buf, ipco.body, ipco.end) ?? []
    for (const index of itemProperties(buf, ipma, primary)) {
      const property = properties[index - 1]
      if (property?.type !== 'ispe' || property.end - property.body < 12) continue
      const ispe = fullBox(property)
      return { width: buf.readUInt32BE(ispe.body), height: buf.readUInt32BE(ispe.body + 4) }
    }
    return null
  } catch {
    return null
  }
}

export interface RawImage {
  data: Buffer
  width: number
  height: number
  channels: 4
}

type Answer =
  | { id: number; width: number; height: number; data: Uint8ClampedArray }
  | { id: number; error: string }

interface Job {
  resolve: (image: RawImage) => void
  reject: (error: Error) => void
}

/**
 * One worker thread decodes every HEIC photo, one after another, so that a slow decode never holds up
 * the server's other requests. It starts with the first HEIC upload and is started again if it dies.
 */
class HeifDecoderThread {
  private worker: Worker | null = null
  private readonly jobs = new Map<number, Job>()
  private nextId = 1

  decode(data: Buffer, maxPixels: number): Promise<RawImage> {
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { resolve, reject })
      this.start().postMessage({ id, data, maxPixels })
    })
  }

  private start(): Worker {
    if (this.worker) return this.worker
    // Plain JavaScript, loaded from its source file by the bundle too (the bundle holds no worker).
    const worker = new Worker(join(projectRoot, 'src/server/modules/photos/heif-worker.mjs'))
    // An idle decoder must not keep the process from ending.
    worker.unref()
    worker.on('message', (answer: Answer) => this.settle(answer))
    worker.on('error', (error) => this.fail(worker, error))
    worker.on('exit', () => this.fail(worker, new Error('HEIF decoder stopped')))
    this.worker = worker
    return worker
  }

  private settle(answer: Answer) {
    const job = this.jobs.get(answer.id)
    if (!job) return
    this.jobs.delete(answer.id)
    if ('error' in answer) return job.reject(new Error(answer.error))
    const { data } = answer
    job.resolve({
      data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      width: answer.width,
      height: answer.height,
      channels: 4,
    })
  }

  private fail(worker: Worker, error: Error) {
    if (this.worker !== worker) return
    this.worker = null
    for (const job of this.jobs.values()) job.reject(error)
    this.jobs.clear()
  }
}

const decoderThread = new HeifDecoderThread()

/**
 * The primary image as upright RGBA pixels. libheif applies the file's own orientation (irot/imir), which
 * for HEIF is the one that counts; the EXIF orientation a phone also writes must not be applied again.
 * The size is checked twice before decoding: from the header we read ourselves, and as libheif sees it.
 */
export async function decodeHeif(buf: Buffer, maxPixels: number): Promise<RawImage> {
  const size = heifImageSize(buf)
  if (!size || size.width === 0 || size.height === 0 || size.width * size.height > maxPixels) {
    throw new Error('HEIF image size missing or over the limit')
  }
  return decoderThread.decode(buf, maxPixels)
}
