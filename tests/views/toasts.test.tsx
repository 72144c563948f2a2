import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, Toasts } from '../../src/views/ui/Toasts';

describe('Toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows at most three at once and hides each after five seconds', () => {
    render(<Toasts />);
    act(() => {
      for (const n of [1, 2, 3, 4]) showToast(`Melding ${n}`);
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(3);
    // The newest are shown; the oldest waits for a free place.
    expect(screen.queryByText('Melding 1')).toBeNull();

    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    // The three shown are gone; the one that waited until now gets its own five seconds.
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByText('Melding 1')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
  });

  it('translates a message key in the current language', () => {
    render(<Toasts />);
    act(() => showToast('success.passwordReset'));
    expect(screen.getByText('Uw wachtwoord is hersteld. U kunt nu inloggen.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_000));
  });
});
