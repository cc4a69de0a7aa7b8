import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useCurrentUser, userQueryKey } from '#web/lib/session.js'
import { bundlesQueryKey } from '../api/bundles.js'
import { secondsUntil, visibleTimeBonus } from '../countdown.js'

const tickMs = 1000

/**
 * The running bonus of this page's life: set once per member from the first answer that has it and
 * never restarted by later answers (docs/product.md §4); gone with the member (logout) or once they paid.
 */
let running: { userId: number; deadline: number } | null = null

function deadlineFor(userId: number, remainingSeconds: number): number {
  if (running?.userId !== userId) running = { userId, deadline: Date.now() + remainingSeconds * 1000 }
  return running.deadline
}

export interface RunningTimeBonus {
  seconds: number
  percentage: number
}

/**
 * The time bonus counting down each second (docs/product.md §9: tick 1000 ms), or null when there is none or
 * it reached zero. The first paint shows the server's figure, so server and browser render the same.
 */
export function useTimeBonus(): RunningTimeBonus | null {
  const user = useCurrentUser()
  const bonus = visibleTimeBonus(user)
  const userId = user?.id ?? null
  const remaining = bonus ? bonus.remaining_seconds : null
  const [seconds, setSeconds] = useState<number | null>(remaining)
  const queryClient = useQueryClient()

  // A later answer for the same member re-runs this, but keeps the deadline: the bonus never restarts.
  useEffect(() => {
    if (remaining === null || userId === null) {
      running = null
      setSeconds(null)
      return
    }
    const deadline = deadlineFor(userId, remaining)
    const update = () => {
      const left = secondsUntil(deadline, Date.now())
      setSeconds(left)
      return left
    }
    if (update() === 0) return
    const timer = setInterval(() => {
      if (update() > 0) return
      clearInterval(timer)
      // At zero the discount is gone: the prices and the member's data are asked for again.
      void queryClient.invalidateQueries({ queryKey: bundlesQueryKey })
      void queryClient.invalidateQueries({ queryKey: userQueryKey })
    }, tickMs)
    return () => clearInterval(timer)
  }, [userId, remaining, queryClient])

  if (!bonus || seconds === null || seconds <= 0) return null
  return { seconds, percentage: bonus.percentage }
}
