import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router'
import type { MemberCard } from '#shared/api/members.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { MemberCardView } from '../components/MemberCardView.js'
import { SignupFlow } from '../features/account/components/SignupFlow.js'
import { fetchSignupMatches } from '../features/members/api/members.js'
import { pageHandle } from '../lib/routeHandle.js'
import type { ServerLoadContext } from '../serverContext.js'

export function signupMatchesLoader({ context }: LoaderFunctionArgs): Promise<MemberCard[]> {
  const server = context as Partial<ServerLoadContext> | undefined
  return server?.signupMatches ? server.signupMatches() : fetchSignupMatches()
}

export const signupMatchesHandle = pageHandle('signup-matches', 'members.matches_title')

/** Signup beside members of the visitor's country who are waiting to be met. */
export function SignupMatchesPage() {
  const { t } = useTranslation()
  const members = useLoaderData<MemberCard[]>()
  const navigate = useNavigate()
  const titleId = useElementId()
  return (
    <section className="container-lg py-4 py-md-5">
      <div className="row g-4">
        <div className="col-lg-7">
          <h2 className="h4 mb-3">{t('members.matches_heading')}</h2>
          <div className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3">
            {members.map((member) => (
              <div className="col" key={member.id}>
                <MemberCardView member={member} />
              </div>
            ))}
          </div>
        </div>
        <div className="col-lg-5">
          <SignupFlow titleId={titleId} titleAs="h1" onFinish={() => void navigate('/members')} />
        </div>
      </div>
    </section>
  )
}
