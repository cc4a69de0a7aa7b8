import type { Lander, LanderDesign, MemberLandingResponse } from '#shared/api/landers.js'
import { type MetaArgs, type RouteHandle, withSiteName } from '#web/routeMeta.js'

function placeName(lander: Lander, args: MetaArgs): string {
  return lander.place?.name ?? args.t(`countries.${lander.country}`)
}

/** A lander's route name (landers-{design}) and its title with the place, in the visitor's language. */
export function landerHandle(design: LanderDesign): RouteHandle {
  return {
    name: `landers-${design}`,
    meta: (args) => {
      const lander = args.data as Lander | undefined
      const title = args.t(`landers.${design}.meta_title`)
      return {
        title: withSiteName(lander ? `${title} – ${placeName(lander, args)}` : title, args),
        description: args.t(`landers.${design}.meta_description`, { site: args.settings.name }),
        image: lander?.members[0]?.main_image?.url,
      }
    },
  }
}

/** Member landings are titled with the member's name; their photo is the page's social image. */
export function memberLandingHandle(name: string): RouteHandle {
  return {
    name,
    meta: (args) => {
      const data = args.data as MemberLandingResponse | undefined
      if (!data) return {}
      const { member } = data
      return {
        title: withSiteName(args.t('landers.member.meta_title', { name: member.name }), args),
        description: args.t('landers.member.meta_description', {
          name: member.name,
          age: member.age,
          site: args.settings.name,
        }),
        image: member.main_image?.url,
      }
    },
  }
}
