/**
 * The scrollLeft that brings a child [start, start + size) of a horizontally scrolling box into view,
 * moving as little as possible (like scrollIntoView's 'nearest', but without scrolling the page).
 * `margin` keeps a little of the neighbour visible so the user sees there is more.
 */
export function scrollLeftToReveal(
  box: { scrollLeft: number; width: number },
  child: { start: number; size: number },
  margin = 16,
): number {
  const from = child.start - margin;
  const to = child.start + child.size + margin;
  if (child.size + 2 * margin >= box.width) return Math.max(0, child.start - margin);
  if (from < box.scrollLeft) return Math.max(0, from);
  if (to > box.scrollLeft + box.width) return to - box.width;
  return box.scrollLeft;
}
