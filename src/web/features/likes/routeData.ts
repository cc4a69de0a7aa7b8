import { data, type LoaderFunctionArgs } from 'react-router'
import { type LikeListType, likeListTypes } from '#shared/api/likes.js'
import { membersOnlyLoader } from '#web/lib/accessLoaders.js'

export function isLikeListType(value: string | undefined): value is LikeListType {
  return (likeListTypes as readonly (string | undefined)[]).includes(value)
}

/** /likes/:type: received, sent or matches; any other type is not a page (404). */
export function likesTypeLoader(args: LoaderFunctionArgs): null {
  if (!isLikeListType(args.params.type)) throw data(null, { status: 404 })
  return membersOnlyLoader(args)
}

/** The member id of /likes/m/:id, or null when it is not one. */
export function likesMemberId(raw: string | undefined): number | null {
  if (!/^\d{1,10}$/.test(raw ?? '')) return null
  const id = Number(raw)
  return id > 0 && id <= 2_147_483_647 ? id : null
}

/** /likes/m/:id: a member id, else 404. */
export function likesMemberLoader(args: LoaderFunctionArgs): null {
  if (likesMemberId(args.params.id) === null) throw data(null, { status: 404 })
  return membersOnlyLoader(args)
}
