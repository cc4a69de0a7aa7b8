import { describe, expect, it } from 'vitest'
import { renderHtml } from '#web/testing/renderHtml.js'
import { PushStep } from './components/PushStep.js'

const render = (settings: object) => renderHtml(<PushStep onNext={() => {}} />, { settings })

describe('the signup push step, first paint', () => {
  it('offers push with a way to skip on a site with a public key', () => {
    const html = render({ push_public_key: 'BPublicKeyOfTheInstallation' })
    expect(html).toContain('Get a notification on this device as soon as someone writes to you or likes you.')
    expect(html).toContain('Turn on notifications')
    expect(html).toContain('Skip for now')
    expect(html).not.toContain('role="status"')
  })

  it('says push is not possible and lets the member go on when the site has no key', () => {
    const html = render({ push_public_key: null })
    expect(html).toContain('This browser cannot show notifications from this site.')
    expect(html).toContain('Continue')
    expect(html).not.toContain('Turn on notifications')
  })
})
