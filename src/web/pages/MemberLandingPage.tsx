import { useLoaderData, useParams } from 'react-router'
import type { MemberLandingResponse } from '#shared/api/landers.js'
import {
  type MemberLandingDesign,
  type MemberLandingHeadline,
  memberLandingHeadlines,
} from '#shared/landers.js'
import { MemberLanding, MemberLanding2, MemberLanding3 } from '../features/landers/designs/MemberLandings.js'
import { LanderLikeAction } from '../features/likes/components/LanderLikeAction.js'

const designs = { landing: MemberLanding, landing2: MemberLanding2, landing3: MemberLanding3 }

function headlineOf(slug: string | undefined): MemberLandingHeadline | null {
  const lower = slug?.toLowerCase()
  return memberLandingHeadlines.find((h) => h === lower) ?? null
}

/**
 * /members/{id}/landing, /landing2/{slug?}, /landing3/{slug?} (docs/product.md §2); a slug may pick the
 * headline.
 */
export function MemberLandingPage({ design }: { design: MemberLandingDesign }) {
  const data = useLoaderData<MemberLandingResponse>()
  const { slug } = useParams()
  const Design = designs[design]
  return <Design data={data} headline={headlineOf(slug)} LikeAction={LanderLikeAction} />
}
