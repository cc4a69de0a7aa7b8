import { createHash, randomInt } from 'node:crypto'
import * as OTPAuth from 'otpauth'
import QRCode from 'qrcode'

const period = 30

/** A new TOTP secret (160 bits, as RFC 4226 recommends), base32 for the authenticator app. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32
}

function totp(secret: string, label = '') {
  return new OTPAuth.TOTP({
    issuer: 'Amora',
    label,
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period,
  })
}

/** What an authenticator app scans: the otpauth URI and its QR code as SVG. */
export async function enrolmentPicture(secret: string, label: string) {
  const uri = totp(secret, label).toString()
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { uri, svg }
}

/**
 * The time step a six-digit code belongs to, or null when it is wrong. One step either side is accepted
 * (a phone's clock may be 30 seconds off); the caller refuses a step already used, so a code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 })
  if (delta === null) return null
  return Math.floor(now / 1000 / period) + delta
}

/** The code of a time, for tests and the enrolment check. */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now })
}

// No 0/o, 1/l/i: recovery codes are read from paper and typed by hand.
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
export const recoveryCodeCount = 10

/** Ten single-use recovery codes such as `k7qm-3xtp` (about 40 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 8 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)])
    return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
  })
}

/** Recovery codes are stored hashed; the hyphen is optional when typed. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace('-', '')).digest('hex')
}

export function isRecoveryCode(code: string): boolean {
  return !/^\d{6}$/.test(code)
}
