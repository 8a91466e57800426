import { closestCenter, pointerWithin, rectIntersection, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { TTaskColumn } from '@shared/tasks/tasks.constants';

export const columnDropId = (column: TTaskColumn) => `column-${column}`;

/** A pointer drops into the column under it (or the one the card overlaps most); the keyboard into the nearest one. */
export const kanbanCollisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * The keyboard path of the board: with a card picked up (Space or Enter), the left and right
 * arrows carry it to the neighbouring column; Space or Enter drops it, Escape puts it back.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') {
    // Up and down have no meaning here: columns are not ordered by hand.
    if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
    return undefined;
  }
  event.preventDefault();
  const center = collisionRect.left + collisionRect.width / 2;
  const columns = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect): rect is NonNullable<typeof rect> => !!rect)
    .sort((a, b) => a.left - b.left);
  const target = event.code === 'ArrowRight' ? columns.find((rect) => rect.left > center) : [...columns].reverse().find((rect) => rect.left + rect.width < center);
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: currentCoordinates.y };
};
