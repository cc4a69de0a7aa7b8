import { connect, createServer, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { RenderTurns } from './renderTurns.js'

/** Counts the turns of the event loop: an immediate that queues itself runs once per turn. */
function turnCounter() {
  let turn = 0
  let running = true
  const tick = () => {
    turn++
    if (running) setImmediate(tick)
  }
  setImmediate(tick)
  return {
    now: () => turn,
    stop: () => {
      running = false
    },
  }
}

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('RenderTurns', () => {
  it('starts renders in the order they asked, one per turn of the event loop', async () => {
    const turns = new RenderTurns()
    const counter = turnCounter()
    stops.push(counter.stop)
    const started: Array<{ render: number; turn: number }> = []
    await Promise.all(
      [1, 2, 3, 4].map((render) =>
        turns.take().then(() => {
          started.push({ render, turn: counter.now() })
        }),
      ),
    )
    expect(started.map((start) => start.render)).toEqual([1, 2, 3, 4])
    const turnsBetween = started.slice(1).map((start, index) => start.turn - (started[index]?.turn ?? 0))
    expect(turnsBetween).toEqual([1, 1, 1])
  })

  it('lets a connection in while renders wait, instead of after all of them', async () => {
    const turns = new RenderTurns()
    const server = createServer()
    const accepted = new Promise<void>((resolve) => server.once('connection', () => resolve()))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const clients: Socket[] = []
    stops.push(() => {
      for (const client of clients) client.destroy()
      server.close()
    })

    let rendered = 0
    const renders = Array.from({ length: 200 }, () =>
      turns.take().then(() => {
        rendered++
      }),
    )
    // The visitor connects once the renders have begun, as one arriving at a busy server does.
    await renders[0]
    clients.push(connect(port, '127.0.0.1'))
    await accepted
    const renderedWhenAccepted = rendered
    await Promise.all(renders)
    expect(renderedWhenAccepted).toBeLessThan(200)
  })
})
