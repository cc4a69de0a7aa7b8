/** The screens of /profile, in the order of their tabs; photos come first, at /profile itself. */
export const profileScreens = [
  { name: 'photos', path: '/profile', tabKey: 'my_profile.tabs.photos' },
  { name: 'about', path: '/profile/about', tabKey: 'my_profile.tabs.about' },
  { name: 'interests', path: '/profile/interests', tabKey: 'my_profile.tabs.interests' },
  { name: 'settings', path: '/profile/settings', tabKey: 'my_profile.tabs.settings' },
] as const

export type ProfileScreen = (typeof profileScreens)[number]['name']

/** The screen a `/profile/:screen?` address names, or null for one that does not exist. */
export function profileScreenOf(segment: string | undefined): ProfileScreen | null {
  if (segment === undefined) return 'photos'
  const found = profileScreens.find((screen) => screen.name === segment && screen.name !== 'photos')
  return found ? found.name : null
}
