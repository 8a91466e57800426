import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { renderAt } from '../test-utils';
import { RegisterForm } from './RegisterForm';
import { spyOnToasts } from '../../../test/toasts';

beforeEach(spyOnToasts);

function renderForm() {
  return renderAt('/register', <RegisterForm referral={{ code: null, status: 'none' }} onRegistered={() => {}} />);
}

describe('RegisterForm', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists the unmet password rules live, as the person types', async () => {
    renderForm();
    const rules = screen.getByTestId('password-rules');
    expect(within(rules).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByTestId('password-rule-uppercase')).toBeInTheDocument();

    await userEvent.type(screen.getByTestId('auth-password'), 'abc');
    expect(screen.getByTestId('password-rule-minLength')).toBeInTheDocument();
    expect(screen.getByTestId('password-rule-uppercase')).toBeInTheDocument();
    expect(screen.getByTestId('password-rule-number')).toBeInTheDocument();
    expect(screen.getByTestId('password-rule-special')).toBeInTheDocument();
    expect(screen.queryByTestId('password-rule-lowercase')).not.toBeInTheDocument();

    await userEvent.type(screen.getByTestId('auth-password'), 'DEF1!');
    expect(within(rules).queryAllByTestId(/^password-rule-/)).toHaveLength(0);
  });

  it('shows the mismatch error inline, and in a toast on submit', async () => {
    renderForm();
    await userEvent.type(screen.getByTestId('auth-password'), 'Secret1!');
    await userEvent.type(screen.getByTestId('auth-confirmPassword'), 'Secret2!');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByTestId('auth-confirmPassword')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByTestId('auth-submit'));
    // Toasts load sonner on first use (lib/toast.ts): they arrive a moment later.
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Passwords do not match'));
    expect(screen.getByTestId('auth-fix-errors')).toHaveTextContent('Please fix the errors below.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('strips what city and phone cannot hold, as typed', async () => {
    renderForm();
    await userEvent.type(screen.getByTestId('auth-city'), "Saint-Jean d'Arc 42!");
    expect(screen.getByTestId('auth-city')).toHaveValue("Saint-Jean d'Arc ");
    await userEvent.type(screen.getByTestId('auth-phone'), '+1 (555) abc-1234');
    expect(screen.getByTestId('auth-phone')).toHaveValue('+1 (555) -1234');
  });

  it('truncates to 32 characters (24 for passwords) and says so', () => {
    renderForm();
    fireEvent.change(screen.getByTestId('auth-firstName'), { target: { value: 'A'.repeat(40) } });
    expect(screen.getByTestId('auth-firstName')).toHaveValue('A'.repeat(32));
    expect(screen.getByText('Must be at most 32 characters')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('auth-password'), { target: { value: 'Aa1!'.repeat(8) } });
    expect(screen.getByTestId('auth-password')).toHaveValue('Aa1!'.repeat(6));
    expect(screen.getByText('Password must be at most 24 characters')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('auth-firstName'), { target: { value: 'Ann' } });
    expect(screen.queryByText('Must be at most 32 characters')).not.toBeInTheDocument();
  });

  it('names the missing required fields on a failed submit', async () => {
    renderForm();
    await userEvent.click(screen.getByTestId('auth-submit'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Please fill in the required fields', {
        description: 'First name, Last name, Email, Phone, Country, City, Password, Confirm password',
      }),
    );
    expect(screen.getByText('First name is required')).toBeInTheDocument();
  });
});
