/** @jest-environment jsdom */
import '@/__tests__/components/ui/dom-stubs';
import { fireEvent, screen } from '@testing-library/react';
import { Field } from '@/components/ui/field';
import { CategorySelect } from '@/components/window/category-select';
import { categoryTree } from '@/lib/window/tree';
import { renderWithProviders } from '../render';

const TREE = categoryTree([
  { id: 1, title: 'Напитки', parentId: null },
  { id: 2, title: 'Кофе', parentId: 1 },
]);

function renderSelect(value: number | null) {
  const onChange = jest.fn();
  renderWithProviders(
    <Field label="Категория" invalid errorText="Выберите категорию">
      <CategorySelect value={value} nodes={TREE} noneLabel="Все товары" onChange={onChange} />
    </Field>,
  );
  return { onChange, select: screen.getByRole('combobox', { name: 'Категория' }) };
}

describe('CategorySelect', () => {
  it('lists none first, then the tree indented by depth; takes the field wiring of Field', () => {
    const { select } = renderSelect(2);
    expect(select).toHaveValue('2');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleErrorMessage('Выберите категорию');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Все товары', 'Напитки', '\u00a0\u00a0Кофе']);
  });

  it('gives the chosen id, or null for none', () => {
    const { select, onChange } = renderSelect(null);
    expect(select).toHaveValue('');
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([[1], [null]]);
  });
});
