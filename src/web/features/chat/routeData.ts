import { data, type LoaderFunctionArgs } from 'react-router'
import type { ChatResponse, ChatsResponse } from '#shared/api/chat.js'
import { pageHandle } from '#web/lib/routeHandle.js'
import type { RouteHandle } from '#web/routeMeta.js'
import { serverLoadContext } from '#web/serverContext.js'
import { type ChatTarget, chatPath, chatQuery } from './api/chat.js'
import { chatsQuery, syncTotals } from './api/chats.js'

/** The id in /chats/:id or /members/:id/chat, or null when it is not one. */
export function chatIdOf(raw: string | undefined): number | null {
  if (!/^\d{1,10}$/.test(raw ?? '')) return null
  const id = Number(raw)
  return id > 0 && id <= 2_147_483_647 ? id : null
}

export const chatsHandle: RouteHandle = pageHandle('chats', 'chat.title')
export const chatHandle: RouteHandle = pageHandle('chats-id', 'chat.title')
export const memberChatHandle: RouteHandle = pageHandle('members-id-chat', 'chat.title')

/**
 * The chat screens' first paint: on the server, a member's conversation list goes into the query cache
 * (answered in-process), so the list shows at once. A failure leaves the cache empty; the browser asks.
 */
export async function chatsLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const server = serverLoadContext(context)
  if (!server?.loggedIn) return null
  try {
    const answer = await server.api<ChatsResponse>('/api/chats.php')
    server.queryClient.setQueryData(chatsQuery(server.queryClient).queryKey, answer)
    syncTotals(server.queryClient, answer)
  } catch {
    // The browser loads it and shows what went wrong.
  }
  return null
}

async function prefetchChat(args: LoaderFunctionArgs, target: ChatTarget): Promise<void> {
  const server = serverLoadContext(args.context)
  if (!server?.loggedIn) return
  try {
    const page = await server.api<ChatResponse>(chatPath(target))
    server.queryClient.setQueryData(chatQuery(target).queryKey, { pages: [page], pageParams: [null] })
  } catch {
    // As above: the conversation's own query shows the server's message.
  }
}

function idOr404(raw: string | undefined): number {
  const id = chatIdOf(raw)
  if (id === null) throw data(null, { status: 404 })
  return id
}

/** /chats/:id: a conversation id, else 404. */
export async function chatLoader(args: LoaderFunctionArgs): Promise<null> {
  await prefetchChat(args, { conversation: idOr404(args.params.id) })
  return null
}

/** /members/:id/chat: a member id, else 404. */
export async function memberChatLoader(args: LoaderFunctionArgs): Promise<null> {
  await prefetchChat(args, { member: idOr404(args.params.id) })
  return null
}
