import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: for session cookies and mailed links. Only their hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
