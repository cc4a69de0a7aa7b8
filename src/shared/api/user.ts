import type { TimeBonus } from './payments.js'

/** GET /api/user.php (docs/product.md §3 User): the logged-in member's own data. */
export interface UserResponse {
  user: {
    id: number
    email: string
    status: string
    credits: number
    paid_user: boolean
    language: string
    invisible: boolean
    fictional_icon: string
    signup_date: string
    notifications_disabled: string[]
    num_unread_messages: number
    num_new_likes: number
    /**
     * docs/product.md §3, §4: the welcome time bonus while it runs (non-paying members, 4 hours from signup),
     * else null.
     */
    time_bonus?: TimeBonus | null
    profile: {
      name: string
      country: string
      status: string
      main_image: { filename: string; thumb_filename: string; match: string } | null
    } | null
  }
}
