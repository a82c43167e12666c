import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Newsletter } from '../../../../web/src/features/landing/components/newsletter.js';
import { isAcceptedEmail } from '../../../../web/src/features/landing/hooks/use-newsletter.js';
import { renderRoute } from './render.js';

const subscribe = (value: string) => {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
};

describe('Newsletter', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['', false],
    ['   ', false],
    ['ana.example.com', false],
    ['ana@example.com', true],
    ['@', true],
  ])('accepts %j only when non-empty with an @ → %s', (value, accepted) => {
    expect(isAcceptedEmail(value)).toBe(accepted);
  });

  it('ignores an address without @: no message, the field keeps its text', async () => {
    await renderRoute(<Newsletter />);
    subscribe('ana.example.com');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana.example.com');
  });

  it('shows success for 3 seconds, clears the field and makes no network call', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderRoute(<Newsletter />);
    vi.useFakeTimers();
    subscribe('ana@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Inscrição confirmada! Obrigado.');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
