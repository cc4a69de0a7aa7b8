import type { S3Client } from '@aws-sdk/client-s3'
import type { ObjectStore } from '../config.js'
import { isPhotoFileName, type PhotoStorage } from './storage.js'

type Sdk = typeof import('@aws-sdk/client-s3')

export interface Logger {
  warn(object: object, message: string): void
}

// A photo's bytes never change under its name. Members get their own header from /cdn/ (private photos
// stay private there); this one only tells whatever reads the bucket itself (a mirror, a sync) as much.
const cacheControl = 'max-age=31536000, immutable'

// A store that stops answering must not hold photo requests (and /readyz): the SDK waits without end.
const connectionTimeoutMs = 3_000
const requestTimeoutMs = 15_000

// The SDK takes some 20 MB and 0.2 s to load: only a process that keeps its photos in a store pays that.
let sdkLoading: Promise<Sdk> | undefined
function loadSdk(): Promise<Sdk> {
  sdkLoading ??= import('@aws-sdk/client-s3')
  return sdkLoading
}

/** How a client sends what it writes; photos are sent whole, from memory. */
export interface ClientOptions {
  /**
   * Bodies read from a file as they are sent. The SDK would add their checksum after the bytes (aws-chunked
   * encoding), which not every S3-compatible store takes (s3rver keeps the framing in the object): such a
   * client adds none, and the store still checks the length given with the body.
   */
  streamedBodies?: boolean
}

function clientFor(sdk: Sdk, store: ObjectStore, options: ClientOptions): S3Client {
  return new sdk.S3Client({
    ...(options.streamedBodies ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {}),
    endpoint: store.endpoint,
    region: store.region,
    forcePathStyle: store.forcePathStyle,
    credentials: store.credentials,
    requestHandler: {
      connectionTimeout: connectionTimeoutMs,
      requestTimeout: requestTimeoutMs,
      // Else an overdue request is only logged and goes on waiting.
      throwOnRequestTimeout: true,
    },
  })
}

/** A key the store does not hold; a missing bucket is a wrong setting, not a missing photo. */
export function isMissing(sdk: Sdk, error: unknown): boolean {
  if (!(error instanceof sdk.S3ServiceException)) return false
  if (error.name === 'NoSuchKey') return true
  return error.name !== 'NoSuchBucket' && error.$metadata.httpStatusCode === 404
}

/** The SDK and one client for the store, both made on first use; other files kept in the store share it. */
export function s3Connection(
  store: ObjectStore,
  options: ClientOptions = {},
): () => Promise<{ sdk: Sdk; client: S3Client }> {
  let client: S3Client | undefined
  return async () => {
    const sdk = await loadSdk()
    client ??= clientFor(sdk, store, options)
    return { sdk, client }
  }
}

type Connect = ReturnType<typeof s3Connection>

/** The key of `path` under the store's prefix. */
export function objectKey(store: ObjectStore, path: string): string {
  return store.prefix === '' ? path : `${store.prefix}/${path}`
}

/** The body of an object, or null when the store does not hold it. */
export async function getObject(connect: Connect, store: ObjectStore, Key: string) {
  const { sdk, client } = await connect()
  try {
    return (await client.send(new sdk.GetObjectCommand({ Bucket: store.bucket, Key }))).Body ?? null
  } catch (error) {
    if (isMissing(sdk, error)) return null
    throw error
  }
}

/**
 * Deletes an object after the row that named it: a removal the store refuses leaves an object nothing points
 * at, and is logged rather than failing the request that deleted the row.
 */
export async function removeObject(connect: Connect, store: ObjectStore, Key: string, log: Logger) {
  const { sdk, client } = await connect()
  await client.send(new sdk.DeleteObjectCommand({ Bucket: store.bucket, Key })).catch((error: unknown) => {
    log.warn({ err: error, key: Key }, 'an object could not be removed from the object store')
  })
}

/**
 * Photos in an S3-compatible object store (AWS S3, MinIO, Ceph…), shared by every server process on every
 * machine. Like the local folder, it takes only names we generated.
 */
export function createS3Storage(store: ObjectStore, log: Logger): PhotoStorage {
  const connect = s3Connection(store)
  const key = (name: string) => {
    if (!isPhotoFileName(name)) throw new Error(`not a photo file name: ${name}`)
    return objectKey(store, name)
  }
  return {
    async read(name) {
      const body = await getObject(connect, store, key(name))
      return body ? Buffer.from(await body.transformToByteArray()) : null
    },
    async write(name, data) {
      const Key = key(name)
      const { sdk, client } = await connect()
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: store.bucket,
          Key,
          Body: data,
          ContentType: 'image/webp',
          CacheControl: cacheControl,
        }),
      )
    },
    async remove(name) {
      await removeObject(connect, store, key(name), log)
    },
  }
}
