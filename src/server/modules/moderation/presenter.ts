import { ageOn } from '#shared/api/account.js'
import type {
  ModerationPhoto,
  ModerationQueueResponse,
  ModerationText,
  ReviewedTextField,
} from '#shared/api/staff-moderation.js'
import { presentPhotoSources } from '../photos/presenter.js'
import type { Site } from '../sites/service.js'

interface MemberRow {
  id: number
  signup_date: number
  status: string
  name: string
  birth_date: string
  country: string
  main_photo_id: number | null
}

interface PhotoRow {
  id: number
  user_id: number
  filename: string
  thumb_filename: string
  width: number
  height: number
  is_private: number
  status: string
  created_at: number
}

interface TextRow {
  id: number
  user_id: number
  field: string
  old_value: string | null
  new_value: string
  held: number
  created_at: number
}

interface TileRow {
  id: number
  user_id: number
  thumb_filename: string
  status: string
}

export interface QueueRows {
  site: Site
  photos: PhotoRow[]
  texts: TextRow[]
  members: MemberRow[]
  memberPhotos: TileRow[]
  waiting: { photos: number; texts: number }
}

function presentMember(member: MemberRow, today: Date) {
  return {
    id: member.id,
    name: member.name,
    age: member.birth_date ? ageOn(member.birth_date, today) : null,
    country: member.country,
    signup_date: member.signup_date,
    status: member.status,
  }
}

const tileStatus = (status: string) => (status === 'pending' || status === 'rejected' ? status : 'active')

/** The queue for staff: each waiting photo or text with its member and, for photos, their other photos. */
export function presentQueue(rows: QueueRows, today: Date): ModerationQueueResponse {
  const cdn = rows.site.cdnPrefix
  const members = new Map(rows.members.map((member) => [member.id, member]))
  const photos: ModerationPhoto[] = rows.photos.flatMap((photo) => {
    const member = members.get(photo.user_id)
    if (!member) return []
    const sources = presentPhotoSources(cdn, photo)
    return [
      {
        id: photo.id,
        url: sources.url,
        thumb_url: sources.thumb_url,
        width: photo.width,
        height: photo.height,
        is_private: photo.is_private === 1,
        status: photo.status === 'pending' ? 'pending' : 'active',
        created_at: photo.created_at,
        member: presentMember(member, today),
        other_photos: rows.memberPhotos
          .filter((tile) => tile.user_id === photo.user_id && tile.id !== photo.id)
          .map((tile) => ({
            id: tile.id,
            thumb_url: `${cdn}${tile.thumb_filename}`,
            status: tileStatus(tile.status),
            is_main: tile.id === member.main_photo_id,
          })),
      },
    ]
  })
  const texts: ModerationText[] = rows.texts.flatMap((text) => {
    const member = members.get(text.user_id)
    if (!member) return []
    const main = rows.memberPhotos.find((tile) => tile.id === member.main_photo_id)
    return [
      {
        id: text.id,
        field: text.field as ReviewedTextField,
        old_value: text.old_value,
        new_value: text.new_value,
        held: text.held === 1,
        created_at: text.created_at,
        member: presentMember(member, today),
        main_photo_url: main ? `${cdn}${main.thumb_filename}` : null,
      },
    ]
  })
  return { mode: rows.site.settings.content_review, waiting: rows.waiting, photos, texts }
}
