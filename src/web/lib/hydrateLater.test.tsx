// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'

// As in the built client: React's API on Preact's compatibility layer (docs/decisions/0023).
vi.mock('react', () => import('preact/compat'))
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'))
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'))
vi.mock('./browserRenderer.js', () => ({ browserRenderer: 'preact' }))

type Module = typeof import('./hydrateLater.js')
type Compat = typeof import('preact/compat')

let later: Module
let compat: Compat

beforeEach(async () => {
  // The turns and the settled state belong to one page load.
  vi.resetModules()
  later = await import('./hydrateLater.js')
  compat = await import('preact/compat')
  document.body.innerHTML = ''
  live = []
})

/** The cards in the order they became live. */
let live: number[] = []

function Live({ card }: { card: number }) {
  compat.useLayoutEffect(() => {
    live.push(card)
  }, [card])
  return null
}

function List({ onTap }: { onTap: (card: number) => void }) {
  const { HydrateLater } = later
  return (
    <ul>
      {[0, 1, 2].map((card) => {
        const item = (
          <li key={card}>
            <button type="button" onClick={() => onTap(card)}>
              {card}
            </button>
            <Live card={card} />
          </li>
        )
        return card === 0 ? (
          item
        ) : (
          <HydrateLater key={card} turn={card - 1}>
            {item}
          </HydrateLater>
        )
      })}
    </ul>
  )
}

const serverHtml =
  '<ul><li><button type="button">0</button></li><li><button type="button">1</button></li><li><button type="button">2</button></li></ul>'

function tapAll(container: HTMLElement) {
  for (const button of container.querySelectorAll('button')) button.click()
}

describe('HydrateLater', () => {
  it('hydrates the deferred parts after the page, in the order of their turns, keeping the server’s elements', async () => {
    const container = document.createElement('div')
    container.innerHTML = serverHtml
    document.body.append(container)
    const items = [...container.querySelectorAll('li')]
    const changes: MutationRecord[] = []
    new MutationObserver((records) => changes.push(...records)).observe(container, {
      childList: true,
      subtree: true,
    })
    const taps: number[] = []
    const settled = vi.fn()

    later.hydrateInTurns(() => compat.hydrate(<List onTap={(card) => taps.push(card)} />, container))
    later.whenHydrated(settled)
    tapAll(container)
    expect(taps).toEqual([0])
    expect(live).toEqual([0])
    expect(settled).not.toHaveBeenCalled()

    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce())
    taps.length = 0
    tapAll(container)
    expect(taps).toEqual([0, 1, 2])
    expect(live).toEqual([0, 1, 2])
    expect([...container.querySelectorAll('li')]).toEqual(items)
    expect(container.innerHTML).toBe(serverHtml)
    await later.nextTask()
    expect(changes).toEqual([])
  })

  it('settles at once when the page has no deferred part', () => {
    const container = document.createElement('div')
    container.innerHTML = '<p>page</p>'
    const settled = vi.fn()
    later.hydrateInTurns(() => compat.hydrate(<p>page</p>, container))
    later.whenHydrated(settled)
    expect(settled).toHaveBeenCalledOnce()
  })

  it('draws a part at once when it is rendered after hydration (more results)', async () => {
    const container = document.createElement('div')
    later.hydrateInTurns(() => compat.render(<p>page</p>, container))
    const taps: number[] = []
    compat.render(<List onTap={(card) => taps.push(card)} />, container)
    expect(container.querySelectorAll('li')).toHaveLength(3)
    tapAll(container)
    expect(taps).toEqual([0, 1, 2])
  })
})
