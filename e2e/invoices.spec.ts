import { readFile } from 'node:fs/promises'
import { extractText, getDocumentProxy } from 'unpdf'
import { activatedMember, expect, expectAccessible, test } from './fixtures.js'

/**
 * Invoices a member can keep: a member in Germany buys credits through the test checkout, opens the
 * purchase, reads net, VAT at the German rate and total, and downloads the invoice as a PDF.
 */
test.describe('invoices', () => {
  test('a member in Germany sees net, VAT and total and downloads the invoice as a PDF', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const greta = await activatedMember(browser, baseURL, 'Greta')
    const page = greta.page
    const moved = await page.request.put('/api/profile.php', { data: { country: 'DE', region_id: null } })
    expect(moved.ok(), await moved.text()).toBe(true)

    await page.goto('/credits')
    await page.getByRole('article').first().getByRole('link', { name: /^Buy/ }).click()
    const name = page.locator('.payment-method-name', { hasText: /^Card$/ })
    await page.locator('label.payment-method').filter({ has: name }).click()
    await page.getByRole('checkbox', { name: /payment terms/ }).check()
    await page.getByRole('button', { name: 'Pay now' }).click()
    await expect(page).toHaveURL(/\/checkout\/test\/tst_/)
    await page.getByRole('button', { name: 'Paid', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible()

    await page.goto('/transactions')
    await page
      .getByRole('table')
      .first()
      .getByRole('row', { name: /Completed/ })
      .getByRole('link')
      .click()
    await expect(page).toHaveURL(/\/transactions\/\d+$/)
    const invoice = page.getByRole('article', { name: /^Invoice \d{4}-\d{6}$/ })
    await expect(invoice).toBeVisible()
    const totals = invoice.locator('tfoot')
    await expect(totals.getByRole('row', { name: /Net amount/ })).toBeVisible()
    await expect(totals.getByRole('row', { name: /VAT 19%/ })).toBeVisible()
    await expect(totals.getByRole('row', { name: /Total/ })).toContainText('€')
    await expect(invoice).toContainText('Prices include VAT.')
    await expectAccessible(page, 'the transaction with its invoice')

    const title = (await invoice.getByRole('heading').first().textContent()) ?? ''
    const number = title.replace(/^Invoice /, '')
    const downloading = page.waitForEvent('download')
    await invoice.getByRole('link', { name: 'Download invoice (PDF)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`${number}.pdf`)
    const path = await download.path()
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)))
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/[\u00a0\u202f]/g, ' ')
    expect(text).toContain('Invoice')
    expect(text).toContain(number)
    expect(text).toContain('VAT 19%')
    expect(text).toContain('Net amount')
    expect(text).toContain(greta.email)
    await greta.context.close()
  })
})
