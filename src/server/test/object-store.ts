import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { ObjectStore } from '../config.js'

/** The keys s3rver takes. */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** An s3rver of its own on a free port, its bucket made, its files in a temporary folder. */
export async function startTestStore(bucket = 'amora-test') {
  const folder = mkdtempSync(join(tmpdir(), 'amora-s3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    /** The store as STORAGE_URL names it (with the credentials in it), for a server process's settings. */
    url: (prefix = '') =>
      `s3://${s3rverCredentials.accessKeyId}:${s3rverCredentials.secretAccessKey}@${bucket}/${prefix}?endpoint=${endpoint}`,
    /** The store as the config holds it. */
    store: (prefix = ''): ObjectStore => ({
      bucket,
      prefix,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: s3rverCredentials,
      label: `s3://${bucket}/${prefix}`,
    }),
    async stop() {
      await server.close().catch(() => undefined)
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

export type TestStore = Awaited<ReturnType<typeof startTestStore>>
