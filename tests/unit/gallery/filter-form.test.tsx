import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryFilterOptions } from '@/api-client/schemas/gallery';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const { FilterForm } = await import('@/components/gallery/filter-form');

const groups: GalleryFilterOptions[] = [
  { code: 'material', label: 'Материал', options: [{ code: 'mdf', title: 'МДФ' }, { code: 'massiv', title: 'Массив' }] },
  { code: 'color', label: 'Цвет', options: [{ code: 'white', title: 'Белый' }] },
  { code: 'collection', label: '', options: [{ code: 'loft', title: 'Лофт' }, { code: 'classic', title: 'Классика' }] },
];

function renderForm(chosen: Partial<Record<GalleryFilterOptions['code'], string[]>> = {}) {
  return render(
    <FilterForm groups={groups} chosen={chosen} collectionLabel="Коллекция">
      <button type="submit">Показать</button>
    </FilterForm>,
  );
}

describe('gallery FilterForm', () => {
  beforeEach(() => router.push.mockClear());

  it('draws a labelled group per filter, the collection as chips without a visible label, then the buttons', () => {
    renderForm();
    expect(screen.getByText('Материал', { selector: 'summary' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Материал', hidden: true })).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Коллекция' });
    expect(chips.closest('details')).toBeNull();
    expect(screen.queryByText('Коллекция')).toBeNull();
    expect(screen.getByRole('button', { name: 'Показать' })).toBeInTheDocument();
    // The chips stand above the groups on screen: they come first in the page too, so Tab reaches them first.
    const material = screen.getByText('Материал', { selector: 'summary' });
    expect(chips.compareDocumentPosition(material) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('checks the chosen boxes and counts them in their group, which is closed on arrival so the results show', () => {
    renderForm({ material: ['mdf', 'massiv'] });
    expect(screen.getByRole('checkbox', { name: 'МДФ', hidden: true })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Массив', hidden: true })).toBeChecked();
    expect(screen.getByText('Материал', { selector: 'summary' }).closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText('(2)')).toBeInTheDocument();
  });

  it('closes an open group on a click outside it and on Escape, which puts focus back on its title', () => {
    renderForm();
    const material = screen.getByText('Материал', { selector: 'summary' }).closest('details')!;
    material.open = true;
    fireEvent.click(screen.getByRole('checkbox', { name: 'МДФ' }));
    expect(material.open).toBe(true);
    fireEvent.click(document.body);
    expect(material.open).toBe(false);

    material.open = true;
    screen.getByRole('checkbox', { name: 'МДФ' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(material.open).toBe(false);
    expect(screen.getByText('Материал', { selector: 'summary' })).toHaveFocus();
  });

  it('keeps the group open and the box focused in the form drawn for the URL a change leads to', () => {
    const view = render(
      <FilterForm key="" groups={groups} chosen={{}} collectionLabel="Коллекция">
        <button type="submit">Показать</button>
      </FilterForm>,
    );
    screen.getByText('Материал', { selector: 'summary' }).closest('details')!.open = true;
    const box = screen.getByRole('checkbox', { name: 'Массив' });
    box.focus();
    fireEvent.click(box);
    view.rerender(
      <FilterForm key="material=massiv" groups={groups} chosen={{ material: ['massiv'] }} collectionLabel="Коллекция">
        <button type="submit">Показать</button>
      </FilterForm>,
    );
    expect(screen.getByText('Материал', { selector: 'summary' }).closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('checkbox', { name: 'Массив' })).toHaveFocus();

    // Arriving by back or a link instead, the groups are closed.
    view.rerender(
      <FilterForm key="material=mdf" groups={groups} chosen={{ material: ['mdf'] }} collectionLabel="Коллекция">
        <button type="submit">Показать</button>
      </FilterForm>,
    );
    expect(screen.getByText('Материал', { selector: 'summary' }).closest('details')).not.toHaveAttribute('open');
  });

  it('moves to the comma-joined filtered URL on each change', () => {
    renderForm({ material: ['mdf'] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Массив', hidden: true }));
    expect(router.push).toHaveBeenLastCalledWith('/gallery?material=mdf,massiv', { scroll: false });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Лофт' }));
    expect(router.push).toHaveBeenLastCalledWith('/gallery?material=mdf,massiv&collection=loft', { scroll: false });
  });
});
