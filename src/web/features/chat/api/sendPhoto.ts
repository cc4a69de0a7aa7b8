import { useMutation } from '@tanstack/react-query'
import type { SendMessageResponse } from '#shared/api/chat.js'
import type { MemberCard } from '#shared/api/members.js'
import { apiUpload } from '#web/lib/api.js'
import { useSentMessage } from '../hooks/useSentMessage.js'

/** POST /api/chat-photo.php: a photo for the member (multipart: `member` and one `photo` file). */
export function sendPhoto(member: number, photo: File): Promise<SendMessageResponse> {
  const form = new FormData()
  form.set('member', String(member))
  form.set('photo', photo)
  return apiUpload<SendMessageResponse>('/api/chat-photo.php', form)
}

export function useSendPhoto(profile: MemberCard) {
  const sent = useSentMessage(profile)
  return useMutation({
    mutationFn: (photo: File) => sendPhoto(profile.id, photo),
    onSuccess: sent,
  })
}
