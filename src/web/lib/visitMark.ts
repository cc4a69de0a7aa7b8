// Kept apart from visit.ts, which loads after the page is interactive: the signup form needs only this.

/** The visit's id for this tab in sessionStorage, with `bounceMark` before it while a bounce may be logged. */
export const visitKey = 'amora-visit'
export const bounceMark = 'lb:'

/** A signup step began: the visit did not bounce, whatever happens next. */
export function markSignupStarted(): void {
  try {
    const value = sessionStorage.getItem(visitKey)
    if (value?.startsWith(bounceMark)) sessionStorage.setItem(visitKey, value.slice(bounceMark.length))
  } catch {
    // Blocked storage: there is no visit to mark.
  }
}
