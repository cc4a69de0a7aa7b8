import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/**
 * Pages, JSON and the few other text answers made per request. Images and WebP photos are compressed
 * already; binary downloads (`application/octet-stream`, which the plugin would take by default) gain little
 * for the CPU they cost. Event streams stay out so that each event leaves at once.
 */
export const compressibleTypes =
  /^(?:text\/(?:html|css|plain|javascript|xml)|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)|image\/svg\+xml)(?:;|$)/

/** Under this, the headers and the encoder's framing eat most of what compression saves. */
export const thresholdBytes = 1024

/**
 * Low on purpose: zlib's default quality (11) is for files compressed once, as the build does; on pages made
 * per request it took 16 ms of the one event loop for the home page and 69 ms for the members' search, more
 * than rendering them. Quality 4 took 0.2 and 0.6 ms and still sends less than gzip (docs/benchmarks.md).
 */
export const brotliQuality = 4

/** zlib's default: for browsers without brotli, about as small as brotli 4 and as quick. */
export const gzipLevel = 6

/**
 * Answers up to this size are compressed in one call rather than through a zlib stream: measured on a page
 * of 11 KB, the stream's setup cost 0.6 ms of CPU more than the whole compression (0.9 against 0.3 ms, brotli
 * quality 4). The plugin's default, from 4 to 64 KB by the cores it sees, is 8 KB on two cores, which sent
 * every page through the stream. Our largest page, the members' search, is about 58 KB: 0.6 ms in one call.
 */
export const syncThresholdBytes = 128 * 1024

/**
 * Routes whose files the build has compressed already, with the best settings (render/routes.ts): the few
 * it left plain are under 1 KB, and the plugin does not weigh streamed files against the threshold.
 */
function isPrecompressed(url: string): boolean {
  return url.startsWith('/assets/')
}

/**
 * Text answers from 1 KB go brotli or gzip compressed to browsers that take them, with
 * `Vary: accept-encoding`. Left alone: answers that carry a Content-Encoding of their own (the catalogue,
 * the built files), routes that say `compress: false`, WebSocket upgrades (hijacked before any hook that
 * sends) and partial content. Request bodies are read as they arrive, as before: the plugin's
 * decompression of uploads is left off.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own hook, which reads `compress` when each route is added.
  app.addHook('onRoute', (route) => {
    if (isPrecompressed(route.url)) route.compress = false
  })
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: thresholdBytes,
    encodings: ['br', 'gzip'],
    customTypes: compressibleTypes,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
    zlibOptions: { level: gzipLevel },
    syncThreshold: syncThresholdBytes,
  })
}
