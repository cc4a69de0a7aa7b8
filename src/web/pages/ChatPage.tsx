import { useParams } from 'react-router'
import { Conversation } from '../features/chat/components/Conversation.js'
import { chatIdOf } from '../features/chat/routeData.js'

export { chatHandle, chatLoader } from '../features/chat/routeData.js'

/** /chats/:id: a conversation by its id. */
export function ChatPage() {
  const id = chatIdOf(useParams().id)
  if (id === null) return null
  return <Conversation key={id} target={{ conversation: id }} />
}
