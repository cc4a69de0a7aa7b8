import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'

const tlsDir = new URL('./tls/', import.meta.url)
/** The self-signed certificate of the local push service (see tls/README.md); servers under test trust it. */
export const pushServiceCertPath = new URL('localhost-cert.pem', tlsDir).pathname
export const pushServiceCert = readFileSync(new URL('localhost-cert.pem', tlsDir))
const pushServiceKey = readFileSync(new URL('localhost-key.pem', tlsDir))

/** What a browser keeps for one push subscription: its key pair and auth secret (RFC 8291). */
export interface TestSubscriber {
  endpoint: string
  keys: { p256dh: string; auth: string }
  decrypt(body: Buffer): string
}

export interface ReceivedPush {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/**
 * A push service on loopback, as a browser vendor runs one: it takes the server's POSTs to subscription
 * endpoints over HTTPS and answers with the status set for a path (201 unless told otherwise).
 */
export interface LocalPushService {
  origin: string
  received: ReceivedPush[]
  /** A new subscriber whose endpoint is on this service. */
  subscriber(name: string): TestSubscriber
  answer(path: string, status: number): void
  close(): Promise<void>
}

export async function startPushService(port = 0): Promise<LocalPushService> {
  const received: ReceivedPush[] = []
  const statuses = new Map<string, number>()
  const server: Server = createServer({ key: pushServiceKey, cert: pushServiceCert }, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? '/'
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) })
      response.statusCode = statuses.get(path) ?? 201
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    subscriber: (name) => newSubscriber(`${origin}/push/${name}`),
    answer: (path, status) => statuses.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function newSubscriber(endpoint: string): TestSubscriber {
  const ecdh = createECDH('prime256v1')
  const publicKey = ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    endpoint,
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body) => decryptAes128gcm(body, ecdh.getPrivateKey(), publicKey, auth),
  }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/**
 * Decrypts a Web Push message as the browser does: RFC 8188 (aes128gcm content coding) with the keys of
 * RFC 8291. The body is salt (16) | record size (4) | key id length (1) | sender's public key | record.
 */
export function decryptAes128gcm(body: Buffer, privateKey: Buffer, publicKey: Buffer, auth: Buffer): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const senderKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)

  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(privateKey)
  const sharedSecret = ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey, Buffer.from([1])])
  const ikm = hmac(hmac(auth, sharedSecret), keyInfo)
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 2 followed by optional zero padding.
  let end = padded.length - 1
  while (end > 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message')
  return padded.subarray(0, end).toString('utf8')
}
