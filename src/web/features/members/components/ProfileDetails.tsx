import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import type { MemberProfile } from '#shared/api/members.js'
import { Icon, type IconName } from '#web/components/ui/Icon.js'
import { useTranslation } from '#web/lib/translation.js'

/** Where the member lives, as precisely as the profile says: town, region, country. */
export function placeOf(member: MemberProfile, t: TFunction): string {
  return [member.city, member.region, t(`countries.${member.country}`, { defaultValue: member.country })]
    .filter(Boolean)
    .join(', ')
}

/** A few facts at a glance under the name: age, place, relationship status, online. */
export function ProfileHighlights({ member }: { member: MemberProfile }) {
  const { t } = useTranslation()
  const items: { icon: IconName; text: string }[] = [
    { icon: 'calendar', text: t('profile_view.age', { count: member.age }) },
  ]
  if (member.relationship_status)
    items.push({ icon: 'heart', text: enumValue(t, 'relationship_status', member.relationship_status) })
  items.push({ icon: 'pin', text: placeOf(member, t) })
  return (
    <ul className="profile-highlights list-unstyled d-flex flex-wrap gap-2 mb-3">
      {items.map((item) => (
        <li key={item.icon} className="profile-highlight d-inline-flex align-items-center gap-1">
          <Icon name={item.icon} />
          {item.text}
        </li>
      ))}
    </ul>
  )
}

type EnumField =
  | 'gender'
  | 'sexuality'
  | 'hair_color'
  | 'eye_color'
  | 'body_type'
  | 'relationship_status'
  | 'tattoos'

/** A coded value in the visitor's language; a code the catalogue does not know yet shows as it is. */
function enumValue(t: TFunction, field: EnumField, value: string): string {
  return t(`profile_view.values.${field}.${value}`, { defaultValue: value })
}

const enumFields: EnumField[] = [
  'gender',
  'sexuality',
  'relationship_status',
  'body_type',
  'hair_color',
  'eye_color',
  'tattoos',
]

/** Every field the site shows (the server leaves out the others), with translated labels and values. */
export function ProfileFacts({ member }: { member: MemberProfile }) {
  const { t } = useTranslation()
  const facts: [string, ReactNode][] = []
  for (const field of enumFields) {
    const value = member[field]
    if (value) facts.push([t(`profile_view.fields.${field}`), enumValue(t, field, value)])
    if (field === 'relationship_status' && member.height_cm)
      facts.push([t('profile_view.fields.height'), t('profile_view.height_value', { cm: member.height_cm })])
  }
  if (member.city) facts.push([t('profile_view.fields.city'), member.city])
  if (member.region) facts.push([t('profile_view.fields.region'), member.region])
  facts.push([
    t('profile_view.fields.country'),
    t(`countries.${member.country}`, { defaultValue: member.country }),
  ])
  return (
    <section className="mb-4" aria-labelledby="profile-facts-title">
      <h2 id="profile-facts-title" className="h6 text-uppercase text-body-secondary">
        {t('profile_view.facts_title')}
      </h2>
      <dl className="profile-facts mb-0">
        {facts.map(([label, value]) => (
          <div key={label} className="d-flex justify-content-between gap-3 border-bottom py-2">
            <dt className="fw-normal text-body-secondary me-2">{label}</dt>
            <dd className="mb-0 fw-semibold text-end">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function AboutMe({ member }: { member: MemberProfile }) {
  const { t } = useTranslation()
  if (!member.about_me) return null
  return (
    <section className="mb-4" aria-labelledby="profile-about-title">
      <h2 id="profile-about-title" className="h6 text-uppercase text-body-secondary">
        {t('profile_view.about_title', { name: member.name })}
      </h2>
      <p className="profile-about mb-0">{member.about_me}</p>
    </section>
  )
}

export function Interests({ member }: { member: MemberProfile }) {
  const { t } = useTranslation()
  if (!member.interests?.length) return null
  return (
    <section className="mb-4" aria-labelledby="profile-interests-title">
      <h2 id="profile-interests-title" className="h6 text-uppercase text-body-secondary">
        {t('profile_view.interests_title')}
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {member.interests.map((interest) => (
          <li key={interest.slug} className="badge rounded-pill profile-interest">
            {interest.name}
          </li>
        ))}
      </ul>
    </section>
  )
}
