/**
 * The chunks of the page a visitor most likely opens next, by the page they are on: loading them while the
 * browser is idle makes that step as quick as the first. They are the very modules the route table loads
 * (routes.tsx), so the router later finds them already there.
 */
export const nextPages = {
  /** A login leads to the members' search (or back to the page that asked for it). */
  afterLogin: () => import('./MembersPage.js'),
  /** A profile's main button opens the chat with that member, in the chat's own layout. */
  afterProfile: () =>
    Promise.all([
      import('../layouts/ChatLayout.js'),
      import('./ChatsPage.js'),
      import('./MemberChatPage.js'),
    ]),
} as const
