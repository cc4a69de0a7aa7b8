import { MatchFinder } from '../features/match-finder/components/MatchFinder.js'
import { type RouteHandle, withSiteName } from '../routeMeta.js'

export const matchFinderHandle: RouteHandle = {
  name: 'match-finder',
  meta: (args) => ({
    title: withSiteName(args.t('match_finder.meta_title'), args),
    description: args.t('match_finder.meta_description', { site: args.settings.name }),
  }),
}

/** /match-finder (docs/product.md §2). */
export function MatchFinderPage() {
  return <MatchFinder />
}
