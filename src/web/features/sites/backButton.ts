/**
 * Routes deep inside the app, where an installed app without browser controls needs a way back
 * (docs/product.md §2).
 */
export const backButtonRoutes = [
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
]

export interface BackButtonState {
  standalone: boolean
  /** Whether this visit of the app has navigated at least once (browser history may hold older pages). */
  hasAppHistory: boolean
  /** The name of the deepest matched route. */
  routeName: string | undefined
}

export function showsBackButton(state: BackButtonState): boolean {
  if (!state.standalone || !state.hasAppHistory) return false
  return state.routeName !== undefined && backButtonRoutes.includes(state.routeName)
}

let firstKey: string | null = null

/**
 * Whether the app navigated since it was opened: the first location's key is remembered, any other key
 * came from an in-app navigation. window.history.length would also count pages from before the app.
 */
export function hasNavigatedSinceStart(locationKey: string): boolean {
  firstKey ??= locationKey
  return locationKey !== firstKey
}
