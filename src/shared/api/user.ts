/** GET /api/user.php (SPEC 3, User): the logged-in member's own data. */
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
    profile: {
      name: string
      country: string
      status: string
      main_image: { filename: string; thumb_filename: string; match: string } | null
    } | null
  }
}
