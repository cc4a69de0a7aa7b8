/** The list with the item at `from` moved to `to`; positions out of range leave it as it is. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items]
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return moved
  const [item] = moved.splice(from, 1)
  if (item !== undefined) moved.splice(to, 0, item)
  return moved
}

/** The ids with `id` placed where `target` is (drag and drop: dropped onto another photo). */
export function moveOnto(ids: readonly number[], id: number, target: number): number[] {
  return moveItem(ids, ids.indexOf(id), ids.indexOf(target))
}
