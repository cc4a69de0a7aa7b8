import { z } from 'zod'
import type { TimeBonus } from './payments.js'
import type { PushSubscribeResponse } from './push.js'

/** payments.ts's TimeBonus as the user answer carries it. */
const timeBonus = z.object({
  isVisible: z.boolean(),
  remaining_seconds: z.number(),
  percentage: z.number(),
}) satisfies z.ZodType<TimeBonus>

/** GET /api/user.php (docs/product.md §3 User): the logged-in member's own data. */
export const userResponse = z
  .object({
    user: z.object({
      id: z.number().int(),
      email: z.string(),
      status: z.string(),
      credits: z.number(),
      paid_user: z.boolean(),
      language: z.string(),
      invisible: z.boolean(),
      fictional_icon: z.string(),
      signup_date: z.string().describe('ISO 8601'),
      notifications_disabled: z.array(z.string()),
      num_unread_messages: z.number().int(),
      num_new_likes: z.number().int(),
      /**
       * docs/product.md §3, §4: the welcome time bonus while it runs (non-paying members, 4 hours from signup),
       * else null.
       */
      time_bonus: timeBonus
        .nullable()
        .optional()
        .describe(
          'The welcome time bonus while it runs (non-paying members, 4 hours from signup), else null',
        ),
      profile: z
        .object({
          name: z.string(),
          country: z.string(),
          status: z.string(),
          main_image: z
            .object({ filename: z.string(), thumb_filename: z.string(), match: z.string() })
            .nullable(),
        })
        .nullable(),
    }),
  })
  .meta({ id: 'UserResponse' })
export type UserResponse = z.infer<typeof userResponse>

/**
 * POST /api/user.php logs in and answers the user; with ?push=1 (docs/product.md §7) it registers the
 * browser's push subscription instead and answers `{ subscribed: true }`.
 */
export const loginResponse = z.union([
  userResponse,
  z.object({ subscribed: z.boolean() }) satisfies z.ZodType<PushSubscribeResponse>,
])
