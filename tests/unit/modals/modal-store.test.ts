import { afterEach, describe, expect, it } from 'vitest';
import { openModal, useModalStore } from '@/lib/stores/modal-store';

const kinds = () => useModalStore.getState().stack.map((entry) => entry.kind);

describe('modal store', () => {
  afterEach(() => useModalStore.setState({ stack: [] }));

  it('stacks modals in opening order with md as the default size', () => {
    openModal('city', {});
    openModal('error', { message: 'x' });
    expect(kinds()).toEqual(['city', 'error']);
    expect(useModalStore.getState().stack.map((entry) => entry.size)).toEqual(['md', 'md']);
  });

  it('gives the privacy text a large modal unless the caller names a size', () => {
    openModal('privacy', {});
    openModal('privacy', {}, { size: 'xs' });
    expect(useModalStore.getState().stack.map((entry) => entry.size)).toEqual(['xl', 'xs']);
  });

  it('remembers the focused element as the opener', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    openModal('success', {});
    expect(useModalStore.getState().stack[0]?.opener).toBe(button);
    button.remove();
  });

  it('dismissTop closes only the top modal', () => {
    openModal('city', {});
    openModal('error', {});
    expect(useModalStore.getState().dismissTop()).toBe(true);
    expect(kinds()).toEqual(['city']);
  });

  it('dismissTop leaves a non-dismissible top modal and everything under it', () => {
    openModal('city', {});
    openModal('confirm', { title: 'Прочитайте', onConfirm: () => undefined }, { dismissible: false });
    expect(useModalStore.getState().dismissTop()).toBe(false);
    expect(kinds()).toEqual(['city', 'confirm']);
  });

  it('dismissTop on an empty stack does nothing', () => {
    expect(useModalStore.getState().dismissTop()).toBe(false);
  });

  it('close removes a modal by id', () => {
    const first = openModal('city', {});
    openModal('error', {});
    useModalStore.getState().close(first);
    expect(kinds()).toEqual(['error']);
  });

  it('dismissAll (a navigation) keeps only the modals that wait for an answer', () => {
    openModal('city', {});
    openModal('confirm', { title: 'Прочитайте', onConfirm: () => undefined }, { dismissible: false });
    openModal('error', {});
    useModalStore.getState().dismissAll();
    expect(kinds()).toEqual(['confirm']);
  });
});
