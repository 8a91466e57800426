import { toast } from 'sonner';
import { vi } from 'vitest';

/**
 * Puts spies that show nothing in place of sonner's toasts, for tests that read what a screen
 * says in one: call it in beforeEach (a file's `vi.restoreAllMocks()` takes the spies away).
 * Spies on the one `toast` object rather than `vi.mock('sonner')`, because files share their
 * modules (isolate: false): a component an earlier file imported keeps the module it was given,
 * so a mock would miss it, while every component reaches this object.
 */
export function spyOnToasts(): void {
  for (const kind of ['success', 'error', 'warning', 'info'] as const) vi.spyOn(toast, kind).mockReturnValue(undefined as never);
}
