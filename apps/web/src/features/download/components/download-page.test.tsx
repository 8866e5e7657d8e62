import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadPage } from './download-page';

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <DownloadPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/download', () => {
  it('state 0 says the application was received and continues in the app, never approved', () => {
    renderAt('/download?state=0');
    expect(
      screen.getByRole('heading', { name: 'Your loan application has been received' }),
    ).toBeTruthy();
    expect(screen.queryByText(/has been approved/)).toBeNull();
    expect(screen.getByRole('button', { name: 'GET MONEY' })).toBeTruthy();
  });

  it('state 1 congratulates on the approval', () => {
    renderAt('/download?state=1');
    expect(
      screen.getByRole('heading', {
        name: 'Congratulations, your loan application has been approved',
      }),
    ).toBeTruthy();
  });

  it('an unknown or missing state reads as received', () => {
    renderAt('/download');
    expect(
      screen.getByRole('heading', { name: 'Your loan application has been received' }),
    ).toBeTruthy();
  });

  it('keeps the loan table and locks GET MONEY for 5 seconds after a tap', () => {
    vi.useFakeTimers();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderAt('/download?state=1');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    const button = screen.getByRole('button', { name: 'GET MONEY' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    fireEvent.click(button);
    expect(open).toHaveBeenCalledTimes(2);
  });
});
