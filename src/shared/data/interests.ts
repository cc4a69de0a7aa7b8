/**
 * Interests a member can pick on their profile. The slugs are stored in the database (their position is the
 * sort order), so only ever append: never rename, reorder or remove one.
 */
export const interestSlugs = [
  // shown first
  'relationship',
  'kissing',
  'gym',
  'travelling',
  'music',
  // what they are looking for
  'long_term',
  'casual_dating',
  'friendship',
  'cuddling',
  'flirting',
  'romantic_dinners',
  // sports and activities
  'running',
  'cycling',
  'hiking',
  'swimming',
  'yoga',
  'football',
  'tennis',
  'skiing',
  'dancing',
  // outdoors
  'camping',
  'beach',
  'nature',
  // culture
  'concerts',
  'festivals',
  'movies',
  'tv_series',
  'theatre',
  'museums',
  'reading',
  'photography',
  'art',
  // food and drink
  'cooking',
  'baking',
  'eating_out',
  'wine',
  'coffee',
  'beer',
  // going out
  'going_out',
  'clubbing',
  // at home and hobbies
  'gaming',
  'board_games',
  'dogs',
  'cats',
  'gardening',
  'fashion',
  'shopping',
  'volunteering',
  'meditation',
  'motorcycles',
] as const

export type InterestSlug = (typeof interestSlugs)[number]
