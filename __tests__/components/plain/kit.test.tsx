/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { firstField, PlainDialog } from '@/components/plain/dialog';
import { PlainMenu } from '@/components/plain/menu';
import { PlainBadge, PlainCheckbox, PlainSelect } from '@/components/plain/inputs';
import { PlainField } from '@/components/plain/controls';
import { PlainCheckboxGroup } from '@/components/plain/checkbox-group';
import ru from '@/messages/ru.json';

function renderPlain(ui: React.ReactElement) {
  return render(
    <NextIntlClientProvider locale="ru" messages={ru}>
      {ui}
    </NextIntlClientProvider>,
  );
}

function DialogHarness({ closable = true, onClose = () => undefined }: { closable?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <PlainDialog
        open={open}
        closable={closable}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Смена пароля"
        footer={<button type="button">Сохранить</button>}
      >
        <input aria-label="Новый пароль" />
      </PlainDialog>
    </>
  );
}

describe('PlainDialog (native <dialog>)', () => {
  it('mounts its body only while open and is named by its title', () => {
    renderPlain(<DialogHarness />);
    expect(screen.queryByLabelText('Новый пароль')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog', { name: 'Смена пароля' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByLabelText('Новый пароль')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
  });

  it('closes by the × button, by Esc (cancel) and by a press on the backdrop', () => {
    const onClose = jest.fn();
    renderPlain(<DialogHarness onClose={onClose} />);
    const open = () => fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));

    open();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByLabelText('Новый пароль')).toBeNull();

    open();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByLabelText('Новый пароль')).toBeNull();

    open();
    fireEvent.mouseDown(screen.getByLabelText('Новый пароль'));
    expect(screen.getByLabelText('Новый пароль')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.queryByLabelText('Новый пароль')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('a dialog that must be answered has no × and ignores Esc and the backdrop', () => {
    const onClose = jest.fn();
    renderPlain(<DialogHarness closable={false} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(screen.queryByRole('button', { name: 'Закрыть' })).toBeNull();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Новый пароль')).toBeInTheDocument();
  });

  it('a dialog its parent renders only while open gives focus back to its opener when it leaves', () => {
    function Conditional() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Открыть
          </button>
          {open && (
            <PlainDialog open onClose={() => setOpen(false)} title="Акт">
              <input aria-label="Номер" />
            </PlainDialog>
          )}
        </>
      );
    }
    renderPlain(<Conditional />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    opener.focus();
    fireEvent.click(opener);
    screen.getByLabelText('Номер').focus();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('PlainDialog focus and width', () => {
  it('focuses what initialFocus picks: the first field that takes input, or a question’s safe answer', () => {
    renderPlain(
      <PlainDialog open onClose={() => undefined} title="Оператор" initialFocus={firstField} footer={<button type="button">Сохранить</button>}>
        <a href="#rules">Правила</a>
        <input type="hidden" name="id" />
        <input aria-label="Логин" disabled />
        <input aria-label="ФИО" />
      </PlainDialog>,
    );
    expect(screen.getByLabelText('ФИО')).toHaveFocus();
  });

  it('focuses an answer chosen by a function (the confirm dialog’s «Отменить»)', () => {
    renderPlain(
      <PlainDialog
        open
        role="alertdialog"
        onClose={() => undefined}
        title="Удалить оператора?"
        initialFocus={(dialog) => dialog.querySelector<HTMLElement>('[data-answer="cancel"]')}
        footer={
          <>
            <button type="button" data-answer="cancel">
              Отменить
            </button>
            <button type="button">Удалить</button>
          </>
        }
      >
        <p>Оператор будет удалён.</p>
      </PlainDialog>,
    );
    expect(screen.getByRole('button', { name: 'Отменить' })).toHaveFocus();
  });

  it('takes the spec’s widths (500, 550, 640, 750) instead of the kit’s sizes', () => {
    renderPlain(
      <PlainDialog open width={550} onClose={() => undefined} title="Сформировать акт">
        <p>Текст</p>
      </PlainDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Сформировать акт' })).toHaveAttribute('data-width', '550');
  });
});

describe('PlainMenu (menu button pattern)', () => {
  function renderMenu() {
    const chosen: string[] = [];
    renderPlain(
      <>
        <PlainMenu
          trigger="Иванов"
          triggerProps={{ 'aria-label': 'Иванов, Меню пользователя' }}
          heading="Мерчант"
          items={['Сменить пароль', 'Сгенерировать акт', 'Выйти'].map((label) => ({ id: label, label, onSelect: () => chosen.push(label) }))}
        />
        <p>снаружи</p>
      </>,
    );
    return { chosen, button: screen.getByRole('button', { name: 'Иванов, Меню пользователя' }) };
  }

  it('opens on ↓ at the first item, moves with the arrows (wrapping), chooses with a click and refocuses the button', () => {
    const { chosen, button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByText('Мерчант')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Сменить пароль' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowUp' });
    expect(screen.getByRole('menuitem', { name: 'Выйти' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Сменить пароль' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'End' });
    expect(screen.getByRole('menuitem', { name: 'Выйти' })).toHaveFocus();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Сгенерировать акт' }));
    expect(chosen).toEqual(['Сгенерировать акт']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes on Esc (focus back on the button) and on a press outside', () => {
    const { chosen, button } = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(screen.getByRole('menuitem', { name: 'Выйти' })).toHaveFocus();
    fireEvent.pointerDown(screen.getByText('снаружи'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(chosen).toEqual([]);
  });

  it('shows the open list as a popover (top layer) placed under its button, so a scrolling table cannot clip it', () => {
    const shown = jest.fn();
    const proto = HTMLElement.prototype as HTMLElement & { showPopover?: () => void };
    const original = proto.showPopover;
    proto.showPopover = shown;
    try {
      const { button } = renderMenu();
      button.getBoundingClientRect = () => ({ top: 100, bottom: 132, left: 300, right: 400, width: 100, height: 32, x: 300, y: 100, toJSON: () => ({}) });
      fireEvent.click(button);
      const menu = screen.getByRole('menu');
      expect(menu).toHaveAttribute('popover', 'manual');
      expect(shown).toHaveBeenCalledTimes(1);
      expect(menu.style.top).toBe('136px');
      expect(menu.style.left).not.toBe('');
    } finally {
      proto.showPopover = original;
    }
  });

  it('follows its button while it scrolls in sight, and closes once the button slides under the sticky header', () => {
    const proto = HTMLElement.prototype as HTMLElement & { showPopover?: () => void };
    const original = proto.showPopover;
    proto.showPopover = () => undefined;
    const header = document.createElement('header');
    document.body.append(header);
    const doc = document as Document & { elementFromPoint?: (x: number, y: number) => Element | null };
    const originalFromPoint = doc.elementFromPoint;
    let covered = false;
    doc.elementFromPoint = () => (covered ? header : button);
    let top = 300;
    const { button } = renderMenu();
    button.getBoundingClientRect = () => ({ top, bottom: top + 32, left: 300, right: 400, width: 100, height: 32, x: 300, y: top, toJSON: () => ({}) });
    try {
      fireEvent.click(button);
      top = 200;
      fireEvent.scroll(window);
      expect(screen.getByRole('menu').style.top).toBe('236px');
      top = 20;
      covered = true;
      fireEvent.scroll(window);
      expect(screen.queryByRole('menu')).toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    } finally {
      proto.showPopover = original;
      doc.elementFromPoint = originalFromPoint;
      header.remove();
    }
  });
});

describe('PlainCheckboxGroup (multi-value filters)', () => {
  function Group({ options, showEmpty = false }: { options: { value: number; label: string; sublabel?: string }[]; showEmpty?: boolean }) {
    const [selected, setSelected] = useState<number[]>([]);
    return <PlainCheckboxGroup legend="Терминалы" options={options} selected={selected} onChange={setSelected} showEmpty={showEmpty} testId="filter-terminals" />;
  }

  it('is a named group whose legend counts the chosen options; a click toggles one', () => {
    renderPlain(<Group options={[{ value: 1, label: 'T0000067', sublabel: 'Салон касса 2' }, { value: 2, label: 'T0000068' }]} />);
    const group = screen.getByRole('group', { name: 'Терминалы' });
    expect(group).toHaveAttribute('data-testid', 'filter-terminals');
    fireEvent.click(screen.getByLabelText(/T0000067/));
    expect(screen.getByLabelText(/T0000067/)).toBeChecked();
    expect(screen.getByText('Салон касса 2')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Терминалы (выбрано: 1)' })).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(/T0000067/));
    expect(screen.getByRole('group', { name: 'Терминалы' })).toBeInTheDocument();
  });

  it('says there is nothing to choose only when asked to', () => {
    const view = renderPlain(<Group options={[]} />);
    expect(screen.queryByText('Нет вариантов')).toBeNull();
    view.unmount();
    renderPlain(<Group options={[]} showEmpty />);
    expect(screen.getByText('Нет вариантов')).toBeInTheDocument();
  });
});

describe('plain inputs', () => {
  it('a select inside a field is a labelled combobox that keeps the field wiring', () => {
    renderPlain(
      <PlainField label="Валюта" error="Выберите валюту">
        <PlainSelect defaultValue="RUB">
          <option value="RUB">RUB ₽</option>
          <option value="USD">USD $</option>
        </PlainSelect>
      </PlainField>,
    );
    const select = screen.getByRole('combobox', { name: 'Валюта' });
    expect(select).toHaveValue('RUB');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Выберите валюту');
  });

  it('a checkbox is toggled by its label', () => {
    const onChange = jest.fn();
    renderPlain(<PlainCheckbox label="Успешные" onChange={onChange} />);
    fireEvent.click(screen.getByText('Успешные'));
    expect(screen.getByRole('checkbox', { name: 'Успешные' })).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a badge carries its tone', () => {
    renderPlain(<PlainBadge tone="green" testId="badge">Успешно</PlainBadge>);
    expect(screen.getByTestId('badge')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByTestId('badge')).toHaveTextContent('Успешно');
  });
});
