import { data, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router'
import type { MemberCard } from '#shared/api/members.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { MemberCardView } from '../components/MemberCardView.js'
import { SignupFlow } from '../features/account/components/SignupFlow.js'
import { fetchMember } from '../features/members/api/members.js'
import { ApiError } from '../lib/api.js'
import { type RouteHandle, withSiteName } from '../routeMeta.js'
import type { ServerLoadContext } from '../serverContext.js'

export async function memberSignupLoader({ params, context }: LoaderFunctionArgs): Promise<MemberCard> {
  const id = Number(params.id)
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 })
  const server = context as Partial<ServerLoadContext> | undefined
  const member = server?.member ? await server.member(id) : await fetchMember(id).catch(notFound)
  if (!member) throw data(null, { status: 404 })
  return member
}

function notFound(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null
  throw error
}

export const memberSignupHandle: RouteHandle = {
  name: 'members-id-signup',
  meta: (args) => {
    const member = args.data as MemberCard | undefined
    return member ? { title: withSiteName(args.t('members.signup_title', { name: member.name }), args) } : {}
  },
}

/** Signup next to the member the visitor came for (docs/product.md §2, /members/{id}/signup). */
export function MemberSignupPage() {
  const { t } = useTranslation()
  const member = useLoaderData<MemberCard>()
  const navigate = useNavigate()
  const titleId = useElementId()
  return (
    <section className="container-lg py-4 py-md-5">
      <div className="row g-4 align-items-start">
        <div className="col-md-5 col-lg-4">
          <MemberCardView member={member} large />
          <p className="lead mt-3">{t('members.signup_lead', { name: member.name })}</p>
        </div>
        <div className="col-md-7 col-lg-6 offset-lg-1">
          <SignupFlow
            titleId={titleId}
            titleAs="h1"
            onFinish={() => void navigate(`/members/${member.id}`)}
          />
        </div>
      </div>
    </section>
  )
}
