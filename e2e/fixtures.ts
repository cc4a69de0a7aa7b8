import { test as base, expect, type Page } from '@playwright/test'

/** Confirms the adult entry warning, which every first visit shows. */
export async function enterSite(page: Page) {
  const dialog = page.getByRole('dialog', { name: /adults only|nur für erwachsene/i })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button').click()
  await expect(dialog).toBeHidden()
}

export const test = base
export { expect }
