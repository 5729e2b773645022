import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StreamMount } from '@/components/notifications/stream-mount';
import { useChatStore } from '@/lib/stores/chat-store';
import { useSessionStore } from '@/lib/stores/session-store';

const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/notifications/stream-provider', () => {
  imports.count += 1;
  return { StreamProvider: () => <p>stream provider</p> };
});

afterEach(() => {
  useSessionStore.setState({ token: null, user: null, checked: false });
  useChatStore.setState({ open: false, messages: [] });
});

describe('StreamMount', () => {
  it('loads nothing for a visitor who is not signed in and has not used the chat', async () => {
    render(<StreamMount />);
    // The provider's import would start while rendering; nothing else is pending to wait for.
    await act(() => Promise.resolve());
    expect(screen.queryByText('stream provider')).not.toBeInTheDocument();
    expect(imports.count).toBe(0);
  });

  it('loads the stream once a dealer signs in, and keeps it after the sign-out so that it can unbind', async () => {
    render(<StreamMount />);
    act(() => useSessionStore.setState({ token: 'session-token' }));
    expect(await screen.findByText('stream provider')).toBeInTheDocument();
    act(() => useSessionStore.setState({ token: null }));
    expect(screen.getByText('stream provider')).toBeInTheDocument();
    expect(imports.count).toBe(1);
  });

  it('loads the stream when a visitor opens the chat', async () => {
    render(<StreamMount />);
    act(() => useChatStore.getState().setOpen(true));
    expect(await screen.findByText('stream provider')).toBeInTheDocument();
  });
});
