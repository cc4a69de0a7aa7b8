/** The one catalogue of API errors: HTTP status, stable code and the message key shown to people. */
export const errorCatalogue = {
  bad_request: { status: 400, message: 'errors.bad_request' },
  validation_failed: { status: 400, message: 'errors.validation_failed' },
  invalid_json: { status: 400, message: 'errors.invalid_json' },
  authentication_required: { status: 403, message: 'errors.authentication_required' },
  forbidden: { status: 403, message: 'errors.forbidden' },
  cross_site_request: { status: 403, message: 'errors.cross_site_request' },
  login_failed: { status: 401, message: 'account.errors.login_failed' },
  login_blocked: { status: 429, message: 'account.errors.login_blocked' },
  email_taken: { status: 409, message: 'account.errors.email_taken' },
  account_pending_deletion: { status: 409, message: 'account.errors.account_pending_deletion' },
  link_invalid: { status: 410, message: 'account.errors.link_invalid' },
  email_not_found: { status: 404, message: 'account.errors.email_not_found' },
  signups_closed: { status: 403, message: 'account.errors.signups_closed' },
  email_disposable: { status: 400, message: 'account.errors.email_disposable' },
  email_refused: { status: 400, message: 'account.errors.email_refused' },
  too_many_signups: { status: 429, message: 'account.errors.too_many_signups' },
  account_disabled: { status: 403, message: 'account.errors.account_disabled' },
  staff_login_required: { status: 403, message: 'staff.errors.login_here' },
  second_factor_invalid: { status: 401, message: 'staff.errors.code_invalid' },
  photo_limit_reached: { status: 403, message: 'photos.errors.limit_reached' },
  blocked_by_member: { status: 403, message: 'members.errors.blocked_by_member' },
  login_required_search: { status: 403, message: 'search.errors.login_required' },
  like_blocked: { status: 403, message: 'likes.errors.blocked' },
  already_liked: { status: 409, message: 'likes.errors.already_liked' },
  not_liked: { status: 404, message: 'likes.errors.not_liked' },
  like_not_found: { status: 404, message: 'likes.errors.like_not_found' },
  swipe_limit_reached: { status: 429, message: 'likes.errors.swipe_limit_reached' },
  not_enough_credits: { status: 402, message: 'credits.errors.not_enough' },
  conversation_limit: { status: 403, message: 'chat.errors.conversation_limit' },
  chat_blocked: { status: 403, message: 'chat.errors.blocked' },
  conversation_claimed: { status: 409, message: 'staff.errors.conversation_claimed' },
  claim_limit: { status: 409, message: 'staff.errors.claim_limit' },
  claim_required: { status: 409, message: 'staff.errors.claim_required' },
  activation_required: { status: 403, message: 'chat.errors.activation_required' },
  code_not_found: { status: 404, message: 'discounts.errors.not_found' },
  code_already_used: { status: 409, message: 'discounts.errors.already_used' },
  code_expired: { status: 410, message: 'discounts.errors.expired' },
  stay_discount_unavailable: { status: 409, message: 'discounts.errors.stay_unavailable' },
  code_not_applicable: { status: 409, message: 'discounts.errors.not_applicable' },
  iban_invalid: { status: 400, message: 'directdebit.errors.iban_invalid' },
  direct_debit_blocked: { status: 403, message: 'directdebit.errors.blocked' },
  direct_debit_limit: { status: 409, message: 'directdebit.errors.limit' },
  sms_code_invalid: { status: 400, message: 'directdebit.errors.code_invalid' },
  sms_code_expired: { status: 410, message: 'directdebit.errors.code_expired' },
  payment_method_unavailable: { status: 400, message: 'payments.errors.method_unavailable' },
  repeat_order_unavailable: { status: 403, message: 'payments.errors.repeat_order_unavailable' },
  payment_provider_unavailable: { status: 502, message: 'payments.errors.provider_unavailable' },
  refund_refused: { status: 409, message: 'staff.errors.refund_refused' },
  unsubscribe_link_invalid: { status: 403, message: 'notifications.errors.unsubscribe_link_invalid' },
  complaint_subject_not_found: { status: 404, message: 'complaints.errors.subject_not_found' },
  data_export_in_progress: { status: 429, message: 'data_export.errors.in_progress' },
  data_export_limit: { status: 429, message: 'data_export.errors.limit' },
  data_export_link_invalid: { status: 410, message: 'data_export.errors.link_invalid' },
  not_found: { status: 404, message: 'errors.not_found' },
  unknown_site: { status: 404, message: 'errors.unknown_site' },
  method_not_allowed: { status: 405, message: 'errors.method_not_allowed' },
  payload_too_large: { status: 413, message: 'errors.payload_too_large' },
  unsupported_media_type: { status: 415, message: 'errors.unsupported_media_type' },
  rate_limited: { status: 429, message: 'errors.rate_limited' },
  internal: { status: 500, message: 'errors.internal' },
} as const

export type ErrorCode = keyof typeof errorCatalogue

export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      field?: string
      params?: Record<string, string | number>
      messageKey?: string
      /** Extra fields for the client, such as a suggested e-mail address or the minutes of a block. */
      details?: Record<string, string | number | boolean | null>
    } = {},
  ) {
    super(code)
    this.name = 'AppError'
    this.status = errorCatalogue[code].status
  }

  get messageKey(): string {
    return this.options.messageKey ?? errorCatalogue[this.code].message
  }
}

export interface ErrorBody {
  error: {
    code: ErrorCode
    message: string
    field?: string
    [detail: string]: string | number | boolean | null | undefined
  }
}
