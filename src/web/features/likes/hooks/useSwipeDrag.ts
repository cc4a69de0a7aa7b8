import { type PointerEvent, useRef, useState } from 'react'

/** How far (px) a card must be dragged to count as a like (right) or a nope (left). */
export const swipeThresholdPx = 100

export type SwipeDirection = 'like' | 'nope'

export function swipeDirection(dx: number): SwipeDirection | null {
  if (dx >= swipeThresholdPx) return 'like'
  if (dx <= -swipeThresholdPx) return 'nope'
  return null
}

/**
 * Dragging the top card with a finger or the mouse (pointer events cover both). Releasing past the
 * threshold decides; anything shorter springs back.
 */
export function useSwipeDrag(onSwipe: (direction: SwipeDirection) => void, disabled: boolean) {
  const [dx, setDx] = useState(0)
  const [dragging, setDragging] = useState(false)
  const start = useRef<{ x: number; id: number } | null>(null)

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (disabled || event.button !== 0) return
    start.current = { x: event.clientX, id: event.pointerId }
    event.currentTarget.setPointerCapture(event.pointerId)
    setDragging(true)
  }
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!start.current || start.current.id !== event.pointerId) return
    setDx(event.clientX - start.current.x)
  }
  const end = (event: PointerEvent<HTMLElement>) => {
    if (!start.current || start.current.id !== event.pointerId) return
    const direction = swipeDirection(event.clientX - start.current.x)
    start.current = null
    setDragging(false)
    setDx(0)
    if (direction) onSwipe(direction)
  }
  return {
    dx,
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: end },
  }
}
