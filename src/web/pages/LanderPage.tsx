import type { ComponentType } from 'react'
import { useLoaderData } from 'react-router'
import type { Lander, LanderDesign } from '#shared/api/landers.js'
import type { LanderDesignProps } from '../features/landers/designProps.js'
import { AdultOnlyLander } from '../features/landers/designs/AdultOnlyLander.js'
import { AloneTonightLander } from '../features/landers/designs/AloneTonightLander.js'
import { CollageLander } from '../features/landers/designs/CollageLander.js'
import { GalleryLander } from '../features/landers/designs/GalleryLander.js'
import { IconsLander } from '../features/landers/designs/IconsLander.js'
import { MapLander } from '../features/landers/designs/MapLander.js'
import { SocialNetworkLander } from '../features/landers/designs/SocialNetworkLander.js'
import { TinderSwipeLander } from '../features/landers/designs/TinderSwipeLander.js'
import { TransitionsLander } from '../features/landers/designs/TransitionsLander.js'
import { VideoLander } from '../features/landers/designs/VideoLander.js'
import { WhoNeedsStringsLander } from '../features/landers/designs/WhoNeedsStringsLander.js'
import { useLikeMember } from '../features/likes/api/like.js'
import { LanderLikeAction } from '../features/likes/components/LanderLikeAction.js'

const designs: Record<LanderDesign, ComponentType<LanderDesignProps>> = {
  adultonly: AdultOnlyLander,
  tinderswipe: TinderSwipeLander,
  whoneedsstrings: WhoNeedsStringsLander,
  alonetonight: AloneTonightLander,
  collagelanding: CollageLander,
  gallery: GalleryLander,
  iconslanding: IconsLander,
  maplanding: MapLander,
  socialnetwork: SocialNetworkLander,
  transitionsvideolanding: TransitionsLander,
  video: VideoLander,
}

/** One of the landers of docs/product.md §2, in the design its route names. */
export function LanderPage() {
  const lander = useLoaderData<Lander>()
  const like = useLikeMember('lander')
  const Design = designs[lander.design]
  return (
    <Design
      lander={lander}
      LikeAction={LanderLikeAction}
      likeMember={(member) => like.mutate({ member, liked: true })}
    />
  )
}
