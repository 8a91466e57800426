import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

afterEach(cleanup);

describe('SkipLink', () => {
  it('is the first Tab stop and moves focus to the main content without changing the URL', async () => {
    const before = window.location.href;
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/a">A</a>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <button type="button">First in the page</button>
        </main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.href).toBe(before);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First in the page' })).toHaveFocus();
  });
});
