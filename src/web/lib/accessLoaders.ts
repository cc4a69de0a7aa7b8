import { type LoaderFunctionArgs, redirect } from 'react-router'
import type { ServerLoadContext } from '../serverContext.js'
import { loginPathFor } from './loginReturn.js'

/**
 * On the server, pages meant only for members or only for visitors answer with a redirect before
 * anything is rendered. In the browser the guards of components/Guards.tsx do the same after a login
 * or logout, so these loaders leave client navigations alone.
 */
function serverContext(args: LoaderFunctionArgs): ServerLoadContext | undefined {
  // In the browser the router hands loaders a context of its own (an empty one), not ours.
  const context = args.context as Partial<ServerLoadContext> | undefined
  return typeof context?.loggedIn === 'boolean' ? (context as ServerLoadContext) : undefined
}

export function membersOnlyLoader(args: LoaderFunctionArgs) {
  const server = serverContext(args)
  if (server && !server.loggedIn) {
    const url = new URL(args.request.url)
    throw redirect(loginPathFor(`${url.pathname}${url.search}`))
  }
  return null
}

export function visitorsOnlyLoader(args: LoaderFunctionArgs) {
  const server = serverContext(args)
  if (server?.loggedIn) throw redirect('/members')
  return null
}
