import { Outlet, useMatch } from 'react-router'
import { useCurrentUser } from '#web/lib/session.js'
import { chatIdOf } from '../routeData.js'
import { ChatList } from './ChatList.js'
import { VisitorChat } from './VisitorChat.js'

/**
 * /chats, /chats/:id and /members/:id/chat (docs/product.md §2): the list and the conversation side by side
 * on wider screens; on phones one screen at a time, the list or the open conversation. Visitors are told
 * that chatting needs an account (docs/product.md §6).
 */
export function ChatScreen() {
  const user = useCurrentUser()
  const byId = useMatch('/chats/:id')
  const withMember = useMatch('/members/:id/chat')
  if (!user) return <VisitorChat />
  const active = {
    conversation: chatIdOf(byId?.params.id),
    member: chatIdOf(withMember?.params.id),
  }
  const open = active.conversation !== null || active.member !== null
  return (
    <div className={`chat-screen ${open ? 'chat-screen-open' : ''}`}>
      <ChatList viewerId={user.id} active={active} />
      <main id="main" className="chat-main">
        <Outlet />
      </main>
    </div>
  )
}
