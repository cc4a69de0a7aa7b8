import type { ChatResponse } from '#shared/api/chat.js'
import { memberCard } from '#web/testing/renderHtml.js'

/** A chat as chat.php answers it for component tests: an open conversation the member may write in. */
export function chatResponse(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    conversation: { id: 4 },
    profile: memberCard(),
    messages: [],
    has_more: false,
    history_limited: false,
    can_write: true,
    cannot_write_reason: null,
    first_message: false,
    costs: { message: 5, photo: 10, gift: 15, minimum: { costs: 0.35, currency: 'EUR' } },
    credits: 20,
    ...overrides,
  }
}
