import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  NotificationSettingsInput,
  NotificationSettingsResponse,
  UnsubscribeInput,
  UnsubscribeResponse,
} from '#shared/api/notifications.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { type CurrentUser, userQueryKey } from '#web/lib/session.js'

export const notificationSettingsKey = ['notification-settings'] as const

/** GET /api/notifications.php: every notification type with its e-mail and push switch. */
export function notificationSettingsQuery() {
  return queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: () => apiGet<NotificationSettingsResponse>('/api/notifications.php'),
  })
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery())
}

/** Keeps the settings and the user's mail stops (the alert reads them from the user) in step. */
function useSettingsAnswer() {
  const queryClient = useQueryClient()
  return (answer: NotificationSettingsResponse) => {
    queryClient.setQueryData(notificationSettingsQuery().queryKey, answer)
    queryClient.setQueryData<CurrentUser | null>(userQueryKey, (user) =>
      user ? { ...user, notifications_disabled: answer.notifications_disabled } : user,
    )
  }
}

/** PUT /api/notifications.php: changes the named channels. */
export function useSaveNotificationSettings() {
  const apply = useSettingsAnswer()
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) =>
      apiRequest<NotificationSettingsResponse>('PUT', '/api/notifications.php', input),
    onSuccess: apply,
  })
}

/** DELETE /api/notifications.php?disabled=1: mail again after a bounce, spam report or unsubscribe. */
export function useEnableMail() {
  const apply = useSettingsAnswer()
  return useMutation({
    mutationFn: () => apiRequest<NotificationSettingsResponse>('DELETE', '/api/notifications.php?disabled=1'),
    onSuccess: apply,
  })
}

/** POST /api/unsubscribe.php from the page a mail's unsubscribe link opens. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (input: UnsubscribeInput) =>
      apiRequest<UnsubscribeResponse>('POST', '/api/unsubscribe.php', input),
  })
}
