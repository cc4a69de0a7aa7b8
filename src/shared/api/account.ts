import { z } from 'zod'
import { isValidEmail, normalizeEmail } from '../email.js'
import { locales } from '../i18n/languages.js'
import { landingPathRule, trackingValueRule } from '../tracking.js'

/** Messages are catalogue keys: the server answers them translated, client forms translate them. */
export const accountErrors = {
  invalidEmail: 'account.errors.invalid_email',
  usernameIsEmail: 'account.errors.username_is_email',
  usernameAt: 'account.errors.username_at',
  usernameInvalid: 'account.errors.username_invalid',
  minimumAge: 'account.errors.minimum_age',
  invalidDateOfBirth: 'account.errors.invalid_date_of_birth',
  passwordTooShort: 'account.errors.password_too_short',
  passwordsDiffer: 'account.errors.passwords_differ',
  oldPasswordWrong: 'account.errors.old_password_wrong',
  emailTaken: 'account.errors.email_taken',
  newEmailInvalid: 'account.errors.new_email_invalid',
  required: 'account.errors.required',
} as const

export const passwordLimits = { min: 8, max: 200 } as const
export const nameLimits = { min: 2, max: 30 } as const

const email = z
  .string(accountErrors.invalidEmail)
  .max(254, accountErrors.invalidEmail)
  .transform(normalizeEmail)
  .refine(isValidEmail, accountErrors.invalidEmail)

const password = z
  .string(accountErrors.required)
  .min(passwordLimits.min, accountErrors.passwordTooShort)
  .max(passwordLimits.max, accountErrors.passwordTooShort)

const trackingValue = z
  .string()
  .trim()
  .max(trackingValueRule.maxLength)
  .regex(trackingValueRule.pattern)
  .optional()

export const trackingSchema = z
  .object({
    network: trackingValue,
    ref: trackingValue,
    sub1: trackingValue,
    sub2: trackingValue,
    sub3: trackingValue,
    landing_path: z.string().trim().max(landingPathRule.maxLength).regex(landingPathRule.pattern).optional(),
  })
  .strict()

export type Tracking = z.infer<typeof trackingSchema>

/** A date "YYYY-MM-DD" that exists in the calendar. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

export function ageOn(dateOfBirth: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number)
  const age = today.getUTCFullYear() - year
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)
  return beforeBirthday ? age - 1 : age
}

/** Without `today`, ages are counted on the day of each check (a schema built once lives for days). */
function dateOfBirth(minAge: number, today: Date | undefined) {
  const now = () => today ?? new Date()
  return z
    .string(accountErrors.invalidDateOfBirth)
    .refine(isCalendarDate, accountErrors.invalidDateOfBirth)
    .refine((value) => ageOn(value, now()) <= 120, accountErrors.invalidDateOfBirth)
    .refine((value) => ageOn(value, now()) >= minAge, {
      message: accountErrors.minimumAge,
      params: { min_age: minAge },
    })
}

/**
 * A member's name (docs/product.md §5): not an e-mail address, not starting with @, 2 to 30 letters or
 * digits.
 */
export function username() {
  return z
    .string(accountErrors.required)
    .trim()
    .refine((value) => !value.startsWith('@'), accountErrors.usernameAt)
    .refine((value) => !isValidEmail(value.toLowerCase()), accountErrors.usernameIsEmail)
    .refine(
      (value) => value.length >= nameLimits.min && value.length <= nameLimits.max,
      accountErrors.usernameInvalid,
    )
    .refine((value) => /^[\p{L}\p{N}][\p{L}\p{N} ._'-]*$/u.test(value), accountErrors.usernameInvalid)
}

/** Step 0 of signup: the account itself (docs/product.md §2 Signup, §5). */
export function signupSchema(minAge: number, today?: Date) {
  return z
    .object({
      email,
      name: username(),
      password,
      date_of_birth: dateOfBirth(minAge, today),
      language: z.enum(locales).optional(),
      tracking: trackingSchema.optional(),
    })
    .strict()
}

export type SignupInput = z.infer<ReturnType<typeof signupSchema>>

/** No site asks for less than 18 years (sites/settings.ts). */
export const lowestMinimumAge = 18

/**
 * POST /api/signup.php's body as the route's schema checks it, at the lowest minimum age of any site; the
 * site's own minimum age is checked after it (account/routes.ts).
 */
export const signupInput = signupSchema(lowestMinimumAge)

/** A date of birth under the site's minimum age: the error signupSchema(minAge) gives it. */
export function isUnderMinimumAge(dateOfBirth: string, minAge: number, today = new Date()): boolean {
  return ageOn(dateOfBirth, today) < minAge
}

export const loginSchema = z
  .object({
    email: z.string(accountErrors.required).trim().toLowerCase().min(1, accountErrors.required).max(254),
    password: z.string(accountErrors.required).min(1, accountErrors.required).max(passwordLimits.max),
  })
  .strict()

export const languageSchema = z.object({ language: z.enum(locales) }).strict()

export const emailOnlySchema = z.object({ email }).strict()

export const tokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }).strict()

export const resetPasswordSchema = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/), password, password_repeat: z.string() })
  .strict()
  .refine((form) => form.password === form.password_repeat, {
    message: accountErrors.passwordsDiffer,
    path: ['password_repeat'],
  })

export const changePasswordSchema = z
  .object({
    old_password: z.string().min(1, accountErrors.required).max(passwordLimits.max),
    password,
    password_repeat: z.string(),
  })
  .strict()
  .refine((form) => form.password === form.password_repeat, {
    message: accountErrors.passwordsDiffer,
    path: ['password_repeat'],
  })

export const changeEmailSchema = z
  .object({
    email: z
      .string(accountErrors.newEmailInvalid)
      .max(254, accountErrors.newEmailInvalid)
      .transform(normalizeEmail)
      .refine(isValidEmail, accountErrors.newEmailInvalid),
    password: z.string().min(1, accountErrors.required).max(passwordLimits.max),
  })
  .strict()

export const deleteReasons = [
  'price',
  'found_someone',
  'not_looking',
  'site_problems',
  'no_members',
  'time',
  'other',
] as const

export const deleteAccountSchema = z
  .object({
    reason: z.enum(deleteReasons),
    remarks: z.string().trim().max(2000).optional(),
    password: z.string().min(1, accountErrors.required).max(passwordLimits.max),
  })
  .strict()

/** The answer of account calls that only confirm they were done. */
export const okResponse = z.object({ ok: z.literal(true) })
export type OkResponse = z.infer<typeof okResponse>

/** Calls that take no input accept an empty body (or none). */
export const noInput = z.object({})

/** The address and password rules of the member forms, for other forms that ask the same. */
export { email as emailField, password as passwordField }
