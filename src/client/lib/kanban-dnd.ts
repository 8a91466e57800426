import type { KeyboardEventHandler, MouseEventHandler, TouchEventHandler } from 'react';
import {
  closestCenter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDraggable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

/** A pointer drops into the column under it (or the one the card overlaps most); the keyboard into the nearest one. */
export const kanbanCollisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * The keyboard path of a board: with a card picked up (Space or Enter), the left and right
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

/**
 * The mouse drags after a few pixels, a finger after a short press (so a swipe still scrolls), the
 * keyboard from a card's handle. A board wider than the screen scrolls to the next column at once
 * rather than smoothly: the next arrow key is measured from where the last one left the board.
 */
export function useKanbanSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
}

/**
 * A card of a board: the mouse or a finger (after a short press) drags the whole card (`item`),
 * the keyboard picks it up from its grip (`handle`, a button named "Move …").
 */
export function useKanbanDraggable(id: string, data: Record<string, unknown>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id, data });
  // dnd-kit types its listeners loosely: one per sensor, named by the event that starts it.
  const start = listeners as { onMouseDown?: MouseEventHandler; onTouchStart?: TouchEventHandler; onKeyDown?: KeyboardEventHandler } | undefined;
  return {
    isDragging,
    item: { ref: setNodeRef, onMouseDown: start?.onMouseDown, onTouchStart: start?.onTouchStart },
    handle: { ref: setActivatorNodeRef, ...attributes, onKeyDown: start?.onKeyDown },
  };
}

export type TAnnouncement = 'start' | 'over' | 'outside' | 'drop' | 'cancel';

/**
 * What screen readers hear while a card moves: `say` words each moment with the card's name
 * (`itemOf` its drag data) and the column's (`targetOf` the column's drop data).
 */
export function kanbanAnnouncements(say: (moment: TAnnouncement, item: string, target?: string) => string, itemOf: (data: unknown) => string, targetOf: (data: unknown) => string): Announcements {
  const item = (active: Active) => itemOf(active.data.current);
  return {
    onDragStart: ({ active }) => say('start', item(active)),
    onDragOver: ({ active, over }) => (over ? say('over', item(active), targetOf(over.data.current)) : say('outside', item(active))),
    onDragEnd: ({ active, over }) => (over ? say('drop', item(active), targetOf(over.data.current)) : say('cancel', item(active))),
    onDragCancel: ({ active }) => say('cancel', item(active)),
  };
}
