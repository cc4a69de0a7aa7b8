// Decodes HEIC photos off the main thread: libheif in WebAssembly takes a second or more for a phone
// photo, and the server must keep answering meanwhile. Plain JavaScript, so that it loads the same under
// tsx, vitest and node. Messages: {id, data, maxPixels} in, {id, width, height, data} or {id, error} out.
import { parentPort } from 'node:worker_threads'
import libheif from 'libheif-js/wasm-bundle.js'

function display(image) {
  const width = image.get_width()
  const height = image.get_height()
  const target = { data: new Uint8ClampedArray(width * height * 4), width, height }
  return new Promise((resolve, reject) => {
    image.display(target, (shown) =>
      shown ? resolve(shown.data) : reject(new Error('HEIF decoding failed')),
    )
  })
}

async function decode(data, maxPixels) {
  const decoder = new libheif.HeifDecoder()
  const images = decoder.decode(data)
  try {
    const primary = images.find((image) => image.is_primary())
    if (!primary) throw new Error('HEIF file without a primary image')
    const width = primary.get_width()
    const height = primary.get_height()
    if (width * height > maxPixels) throw new Error('HEIF image over the pixel limit')
    return { width, height, pixels: await display(primary) }
  } finally {
    for (const image of images) image.free()
    decoder.decoder?.delete()
  }
}

parentPort?.on('message', async ({ id, data, maxPixels }) => {
  try {
    const { width, height, pixels } = await decode(data, maxPixels)
    parentPort?.postMessage({ id, width, height, data: pixels }, [pixels.buffer])
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
