/**
 * Ages are counted on the site's own calendar day (a member turns 30 at midnight where the site is), and
 * age filters become bounds on `profiles.birth_date` (YYYY-MM-DD text) so that the search indexes apply.
 */

/** Age in whole years on `today` (both YYYY-MM-DD). */
export function ageOnDate(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4))
  // Month and day compare as text; a birthday on 29 February counts from 1 March in other years.
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years
}

function yearsBefore(today: string, years: number): string {
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`
}

/**
 * Birth dates of members aged minAge to maxAge on `today`: `birth_date > after and birth_date <= until`.
 * The text may name a day that does not exist (29 February of a common year); as a bound it still sorts
 * exactly between the days around it.
 */
export function birthDateBounds(
  today: string,
  ages: { min?: number; max?: number },
): { after?: string; until?: string } {
  return {
    until: ages.min === undefined ? undefined : yearsBefore(today, ages.min),
    after: ages.max === undefined ? undefined : yearsBefore(today, ages.max + 1),
  }
}
