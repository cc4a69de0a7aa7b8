/**
 * Page renders start one per turn of the event loop, in the order they were asked for.
 *
 * Node's event loop accepts one waiting connection per turn (one `accept4` per wake-up of the listening
 * socket, on Node 20), while in the same turn it reads every open connection that has a request. Rendering
 * each at once made a busy turn last as long as all of them: with fifty connections asking for pages (9 ms
 * each) a turn took half a second, and a visitor who had just connected waited in the kernel's queue for
 * dozens of such turns, three to five seconds, while the connections already open were served every half
 * second. Starting one render per turn keeps turns as short as one page, so a new connection is let in
 * within a page's time and then waits its turn like the others.
 *
 * A render is not held for its whole length: what it awaits (the database, an API call made for the page)
 * lets the next one start. Only the start is ordered, which is where the time went.
 */
export class RenderTurns {
  private readonly waiting: Array<() => void> = []
  private scheduled = false

  /** Resolves when this render may start: in a later check phase, after the loop has polled again. */
  take(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve)
      if (this.scheduled) return
      this.scheduled = true
      setImmediate(this.release)
    })
  }

  // An immediate queued while the check phase runs waits for the next turn, so the loop polls between two.
  private readonly release = () => {
    this.waiting.shift()?.()
    if (this.waiting.length > 0) setImmediate(this.release)
    else this.scheduled = false
  }
}
