import { useParams } from 'react-router'
import { Conversation } from '../features/chat/components/Conversation.js'
import { chatIdOf } from '../features/chat/routeData.js'

export { memberChatHandle, memberChatLoader } from '../features/chat/routeData.js'

/** /members/:id/chat: the conversation with a member, which the first message starts. */
export function MemberChatPage() {
  const id = chatIdOf(useParams().id)
  if (id === null) return null
  return <Conversation key={id} target={{ member: id }} />
}
