/** @jest-environment jsdom */
import './dom-stubs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { DialogBody, DialogCloseTrigger, DialogContent, DialogRoot, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { DrawerBody, DrawerCloseTrigger, DrawerContent, DrawerRoot, DrawerTitle } from '@/components/ui/drawer';
import { MenuCheckboxItem, MenuContent, MenuItem, MenuRoot, MenuTrigger } from '@/components/ui/menu';
import { Tooltip } from '@/components/ui/tooltip';
import { SelectContent, SelectItem, SelectRoot, SelectTrigger, SelectValueText, createListCollection } from '@/components/ui/select';
import { renderWithProviders } from '../render';

/** The CSS rules Emotion inserted for an element's classes (jsdom applies no cascade layers: no computed style). */
function stylesOf(element: Element): string {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s+/g, '')));
  return rules.filter((rule) => [...element.classList].some((name) => rule.includes(`.${name}{`))).join('');
}

describe('Dialog (components/ui/dialog.tsx)', () => {
  it('opens from its trigger as a named modal dialog, with «Закрыть» that closes it', async () => {
    renderWithProviders(
      <DialogRoot size="sm">
        <DialogTrigger asChild>
          <Button>Открыть</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Смена пароля</DialogTitle>
          <DialogBody>Текст</DialogBody>
          <DialogCloseTrigger />
        </DialogContent>
      </DialogRoot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = await screen.findByRole('dialog', { name: 'Смена пароля' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a focus moved outside by script (a closing menu handing it back to its trigger) leaves a modal dialog open', async () => {
    const frames = () => new Promise((resolve) => setTimeout(resolve, 80));
    for (const wrapped of [true, false]) {
      const onOpenChange = jest.fn();
      const zagDefault = wrapped ? {} : { onFocusOutside: undefined };
      const { unmount } = renderWithProviders(
        <>
          <Button>Меню пользователя</Button>
          <DialogRoot open onOpenChange={onOpenChange} {...zagDefault}>
            <DialogContent>
              <DialogTitle>Смена пароля</DialogTitle>
              <DialogBody>Текст</DialogBody>
            </DialogContent>
          </DialogRoot>
        </>,
      );
      await screen.findByRole('dialog', { name: 'Смена пароля' });
      await frames();
      screen.getByRole('button', { name: 'Меню пользователя', hidden: true }).focus();
      await frames();
      // Without the wrapper's default, Zag's own behaviour closes it: the check can tell the two apart.
      if (wrapped) expect(onOpenChange).not.toHaveBeenCalled();
      else expect(onOpenChange).toHaveBeenCalledWith(expect.objectContaining({ open: false }));
      unmount();
    }
  });

  it("sizes sm, md and lg are the spec's 500, 550 and 750 px", () => {
    for (const [size, width] of [['sm', '500px'], ['md', '550px'], ['lg', '750px']] as const) {
      const { unmount } = renderWithProviders(
        <DialogRoot open size={size}>
          <DialogContent>
            <DialogTitle>{size}</DialogTitle>
          </DialogContent>
        </DialogRoot>,
      );
      expect(stylesOf(screen.getByRole('dialog'))).toContain(`max-width:${width}`);
      unmount();
    }
  });
});

describe('Drawer (components/ui/drawer.tsx)', () => {
  it('a controlled drawer shows its title and asks to close by «Закрыть»', async () => {
    const onOpenChange = jest.fn();
    renderWithProviders(
      <DrawerRoot open placement="start" onOpenChange={onOpenChange}>
        <DrawerContent>
          <DrawerTitle>Меню</DrawerTitle>
          <DrawerBody>Пункты</DrawerBody>
          <DrawerCloseTrigger />
        </DrawerContent>
      </DrawerRoot>,
    );
    expect(await screen.findByRole('dialog', { name: 'Меню' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(expect.objectContaining({ open: false })));
  });
});

describe('Menu (components/ui/menu.tsx)', () => {
  it('opens a menu of items from its trigger; choosing one reports its value', async () => {
    const onSelect = jest.fn();
    renderWithProviders(
      <MenuRoot onSelect={onSelect}>
        <MenuTrigger asChild>
          <Button>Меню пользователя</Button>
        </MenuTrigger>
        <MenuContent>
          <MenuItem value="logout">Выйти</MenuItem>
        </MenuContent>
      </MenuRoot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Меню пользователя' }));
    const item = await screen.findByRole('menuitem', { name: 'Выйти' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Enter' });
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'logout' })));
  });

  it('has items ticked or not, their state read as aria-checked and the tick drawn only when ticked', async () => {
    const onCheckedChange = jest.fn();
    renderWithProviders(
      <MenuRoot closeOnSelect={false}>
        <MenuTrigger asChild>
          <Button>Столбцы</Button>
        </MenuTrigger>
        <MenuContent>
          <MenuCheckboxItem value="rrn" checked={false} onCheckedChange={onCheckedChange}>
            RRN
          </MenuCheckboxItem>
          <MenuCheckboxItem value="amount" checked>
            Сумма
          </MenuCheckboxItem>
        </MenuContent>
      </MenuRoot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Столбцы' }));
    const rrn = await screen.findByRole('menuitemcheckbox', { name: 'RRN' });
    const amount = screen.getByRole('menuitemcheckbox', { name: 'Сумма' });
    expect(rrn).toHaveAttribute('aria-checked', 'false');
    expect(amount).toHaveAttribute('aria-checked', 'true');
    expect(rrn.querySelector('[data-part="item-indicator"]')).toHaveAttribute('hidden');
    expect(amount.querySelector('[data-part="item-indicator"] svg')).toBeVisible();
    fireEvent.click(rrn);
    await waitFor(() => expect(onCheckedChange).toHaveBeenCalledWith(true));
  });
});

describe('Tooltip (components/ui/tooltip.tsx)', () => {
  it('describes its child while it has focus', async () => {
    renderWithProviders(
      <Tooltip content="Подсказка" openDelay={0}>
        <Button>Кнопка</Button>
      </Tooltip>,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'Кнопка' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Подсказка');
  });

  it('disabled: only the child', () => {
    renderWithProviders(
      <Tooltip content="Подсказка" disabled>
        <Button>Кнопка</Button>
      </Tooltip>,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'Кнопка' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('Select (components/ui/select.tsx)', () => {
  it('a labelled list box: choosing an option shows it and reports its value', async () => {
    const collection = createListCollection({ items: [{ label: 'Стационарные устройства', value: 'INTE' }, { label: 'Мобильные устройства', value: 'MOBI' }] });
    const onValueChange = jest.fn();
    renderWithProviders(
      <SelectRoot collection={collection} onValueChange={onValueChange} aria-label="Интерфейс подключения">
        <SelectTrigger>
          <SelectValueText placeholder="Выберите" />
        </SelectTrigger>
        <SelectContent>
          {collection.items.map((item) => (
            <SelectItem key={item.value} item={item}>
              {item.label}
            </SelectItem>
          ))}
        </SelectContent>
      </SelectRoot>,
    );
    fireEvent.click(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Мобильные устройства' }));
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ value: ['MOBI'] })));
  });
});
