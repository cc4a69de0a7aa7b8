import { ChatScreen } from '../features/chat/components/ChatScreen.js'
import { NoConversation } from '../features/chat/components/NoConversation.js'

export { chatsHandle, chatsLoader } from '../features/chat/routeData.js'

/**
 * The chat screens' frame: the conversation list beside the open conversation (docs/product.md §2, /chats).
 */
export function ChatsPage() {
  return <ChatScreen />
}

/** /chats: the list; on wider screens with a note to choose a conversation. */
export function ChatsIndexPage() {
  return <NoConversation />
}
