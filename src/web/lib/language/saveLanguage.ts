import type { UserResponse } from '#shared/api/auth.js'
import type { Locale } from '#shared/i18n/languages.js'
import { apiRequest } from '../api.js'
import type { CurrentUser } from '../session.js'

/** PUT /api/user.php {language}: the member's language, used for mails (docs/product.md §4 Language). */
export async function saveLanguage(language: Locale): Promise<CurrentUser> {
  return (await apiRequest<UserResponse>('PUT', '/api/user.php', { language })).user
}
