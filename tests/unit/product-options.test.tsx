import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductOptions } from '@/components/catalog/product-options';
import { useProductChoiceStore } from '@/lib/stores/product-choice-store';
import type { OptionItem } from '@/api-client/schemas/catalog';

const item = (id: number, title: string): OptionItem => ({
  id,
  title,
  img: { original: `/images/${id}.svg` },
  type: { id: 1, title: 'Тип', description: '' },
});

const labels = {
  materials: 'Материалы',
  colors: 'Цвет',
  patinas: 'Патина',
  glasses: 'Стекла',
  noPatina: 'Без патины',
  noGlass: 'Без стекла',
  finishCoating: 'Финишное покрытие',
  choice: 'Ваш выбор:',
};

const props = {
  mcp: [
    { id: 1, colors: [{ id: 10, patinas: [100] }, { id: 11, patinas: [] }] },
    { id: 2, colors: [{ id: 12, patinas: [] }] },
  ],
  materials: [item(1, 'Плёнка ПВХ'), item(2, 'Эмаль'), item(3, 'Шпон')],
  colors: [item(10, 'Белый'), item(11, 'Дуб сонома'), item(12, 'Графит')],
  patinas: [item(100, 'Золото')],
  glasses: [
    { id: 7, title: 'Матовое', img: { original: '/g.svg' } },
  ],
  finishCoatings: [
    { id: 5, title: 'Лак матовый' },
    { id: 6, title: 'Лак глянцевый' },
  ],
  labels,
};

describe('ProductOptions', () => {
  it('offers only the materials listed in mcp', () => {
    render(<ProductOptions {...props} />);
    const materials = within(screen.getByRole('group', { name: 'Материалы' }));
    expect(materials.getByRole('radio', { name: 'Плёнка ПВХ' })).toBeChecked();
    expect(materials.getByRole('radio', { name: 'Эмаль' })).toBeEnabled();
    expect(materials.getByRole('radio', { name: 'Шпон' })).toBeDisabled();
  });

  it('shows the colours of the chosen material and the patinas of the chosen colour', async () => {
    const user = userEvent.setup();
    render(<ProductOptions {...props} />);
    const colors = () => within(screen.getByRole('group', { name: 'Цвет' }));
    expect(colors().getAllByRole('radio').map((radio) => radio.getAttribute('name') && radio.closest('label')?.textContent)).toEqual([
      'Белый',
      'Дуб сонома',
    ]);
    expect(within(screen.getByRole('group', { name: 'Патина' })).getByRole('radio', { name: 'Золото' })).toBeInTheDocument();

    await user.click(colors().getByRole('radio', { name: 'Дуб сонома' }));
    expect(screen.queryByRole('group', { name: 'Патина' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Эмаль' }));
    expect(colors().getAllByRole('radio')).toHaveLength(1);
    expect(colors().getByRole('radio', { name: 'Графит' })).toBeChecked();
  });

  it('preselects the product default colour when the material has it, as the first chip', () => {
    render(<ProductOptions {...props} colors={[item(11, 'Дуб сонома'), item(10, 'Белый'), item(12, 'Графит')]} />);
    const radios = within(screen.getByRole('group', { name: 'Цвет' })).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Дуб сонома', 'Белый']);
    expect(radios[0]).toBeChecked();
  });

  it('offers every glass and finish coating and sums the choice up', async () => {
    const user = userEvent.setup();
    render(<ProductOptions {...props} />);
    const glasses = within(screen.getByRole('group', { name: 'Стекла' }));
    expect(glasses.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Без стекла', 'Матовое']);
    expect(screen.getByText('Ваш выбор:').parentElement).toHaveTextContent('Ваш выбор: Плёнка ПВХ, Белый, Лак матовый');

    await user.click(within(screen.getByRole('group', { name: 'Патина' })).getByRole('radio', { name: 'Золото' }));
    await user.click(glasses.getByRole('radio', { name: 'Матовое' }));
    await user.click(screen.getByRole('radio', { name: 'Лак глянцевый' }));
    expect(screen.getByText('Ваш выбор:').parentElement).toHaveTextContent('Ваш выбор: Плёнка ПВХ, Белый, Золото, Матовое, Лак глянцевый');
  });
  it('hands the choice to the product request while the page is shown', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ProductOptions {...props} />);
    expect(useProductChoiceStore.getState().choice).toBe('Плёнка ПВХ, Белый, Лак матовый');
    await user.click(screen.getByRole('radio', { name: 'Эмаль' }));
    expect(useProductChoiceStore.getState().choice).toBe('Эмаль, Графит, Лак матовый');
    unmount();
    expect(useProductChoiceStore.getState().choice).toBe('');
  });
});
