import { useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { TCalendarItem } from '@shared/calendar/calendar.schema';
import { formatDateTime, zonedDay } from '../../../lib/time-zone';
import { CalendarItemFace, chipClass } from './CalendarItemChip';

const DIRECTIONS: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/** With the keyboard, an arrow moves the item to the nearest day or hour in that direction. */
const jumpToNextTarget: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const direction = DIRECTIONS[event.code];
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const cx = collisionRect.left + collisionRect.width / 2;
  const cy = collisionRect.top + collisionRect.height / 2;
  let best: { dx: number; dy: number; score: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const dx = rect.left + rect.width / 2 - cx;
    const dy = rect.top + rect.height / 2 - cy;
    const along = dx * direction[0] + dy * direction[1];
    if (along <= 1) continue;
    const score = along + 4 * Math.abs(direction[0] === 0 ? dx : dy);
    if (!best || score < best.score) best = { dx, dy, score };
  }
  return best ? { x: currentCoordinates.x + best.dx, y: currentCoordinates.y + best.dy } : currentCoordinates;
};

/** The pointer's target when there is a pointer; the nearest target when moved by keyboard. */
const collision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));

interface TCalendarDndProps {
  zone: string;
  /** Called when an item is dropped on a day or an hour slot (its droppable id). */
  onDrop: (item: TCalendarItem, targetId: string) => void;
  children: ReactNode;
}

/** Drag and drop of calendar items, by pointer or keyboard, announced to screen readers. */
export function CalendarDnd({ zone, onDrop, children }: TCalendarDndProps) {
  const { t, i18n } = useTranslation('calendar');
  const [active, setActive] = useState<TCalendarItem | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Enter stays "open the item"; Space picks it up and drops it.
    useSensor(KeyboardSensor, { coordinateGetter: jumpToNextTarget, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );

  const itemOf = (data: { current?: Record<string, unknown> } | undefined) => (data?.current?.item as TCalendarItem | undefined) ?? null;
  const targetName = (id: UniqueIdentifier | undefined) => {
    const match = /^(?:day|slot):(\d{4}-\d{2}-\d{2})(?::(\d{2}))?$/.exec(String(id ?? ''));
    if (!match) return '';
    const start = zonedDay(match[1], zone, match[2] ? `${match[2]}:00` : '00:00');
    return match[2]
      ? formatDateTime(start.toISOString(), i18n.language, zone, { dateStyle: 'full', timeStyle: 'short' })
      : formatDateTime(start.toISOString(), i18n.language, zone, { dateStyle: 'full' });
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('dnd.picked', { title: itemOf(a.data)?.title ?? '' }),
    onDragOver: ({ active: a, over }) => (over ? t('dnd.over', { title: itemOf(a.data)?.title ?? '', target: targetName(over.id) }) : t('dnd.notOver', { title: itemOf(a.data)?.title ?? '' })),
    onDragEnd: ({ active: a, over }) => (over ? t('dnd.dropped', { title: itemOf(a.data)?.title ?? '', target: targetName(over.id) }) : t('dnd.cancelled', { title: itemOf(a.data)?.title ?? '' })),
    onDragCancel: ({ active: a }) => t('dnd.cancelled', { title: itemOf(a.data)?.title ?? '' }),
  };

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    const item = itemOf(a.data);
    if (item && over) onDrop(item, String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={({ active: a }) => setActive(itemOf(a.data))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {active && (
          <div className={`${chipClass(active)} w-48 shadow-lg`}>
            <CalendarItemFace item={active} zone={zone} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
