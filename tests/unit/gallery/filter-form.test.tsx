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
  });

  it('checks the chosen boxes, opens their group and counts them', () => {
    renderForm({ material: ['mdf', 'massiv'] });
    expect(screen.getByRole('checkbox', { name: 'МДФ' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Массив' })).toBeChecked();
    expect(screen.getByText('Материал', { selector: 'summary' }).closest('details')).toHaveAttribute('open');
    expect(screen.getByText('Цвет', { selector: 'summary' }).closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText('(2)')).toBeInTheDocument();
  });

  it('moves to the comma-joined filtered URL on each change', () => {
    renderForm({ material: ['mdf'] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Массив', hidden: true }));
    expect(router.push).toHaveBeenLastCalledWith('/gallery?material=mdf,massiv', { scroll: false });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Лофт' }));
    expect(router.push).toHaveBeenLastCalledWith('/gallery?material=mdf,massiv&collection=loft', { scroll: false });
  });
});
