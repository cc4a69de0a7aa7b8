import { hash, verify } from '@node-rs/argon2'

// argon2id with the library's defaults (m=19 MiB, t=2, p=1), OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

// Verifying against this when an e-mail has no account keeps the answer time the same either way.
const unknownAccountHash = hash('no account has this password')

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await unknownAccountHash, password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}
