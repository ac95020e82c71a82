/** @jest-environment jsdom */
import './dom-stubs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Input } from '@chakra-ui/react';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { Checkbox } from '@/components/ui/checkbox';
import { Switch } from '@/components/ui/switch';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import { FileUploadDropzone, FileUploadList, FileUploadRoot } from '@/components/ui/file-upload';
import { DatePickerContent, DatePickerControl, DatePickerLabel, DatePickerRoot, parseDate } from '@/components/ui/date-picker';
import { Pagination } from '@/components/ui/pagination';
import { renderWithProviders } from '../render';

describe('Field (components/ui/field.tsx)', () => {
  it('labels its control, marks it required, and says the error while invalid', () => {
    renderWithProviders(
      <Field label="E-mail" required invalid errorText="Поле обязательно для заполнения">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Поле обязательно для заполнения')).toBeInTheDocument();
  });

  it('no error text while valid', () => {
    renderWithProviders(
      <Field label="E-mail" errorText="Поле обязательно для заполнения">
        <Input />
      </Field>,
    );
    expect(screen.queryByText('Поле обязательно для заполнения')).not.toBeInTheDocument();
  });
});

describe('PasswordInput (components/ui/password-input.tsx)', () => {
  it('reveals and hides the password by a named toggle', () => {
    renderWithProviders(
      <Field label="Пароль">
        <PasswordInput />
      </Field>,
    );
    const input = screen.getByLabelText('Пароль');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Скрыть пароль' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Checkbox and Switch (components/ui/checkbox.tsx, switch.tsx)', () => {
  it('a labelled checkbox reports its change', async () => {
    const onCheckedChange = jest.fn();
    renderWithProviders(<Checkbox onCheckedChange={onCheckedChange}>Показать только успешные</Checkbox>);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Показать только успешные' }));
    await waitFor(() => expect(onCheckedChange).toHaveBeenCalledWith(expect.objectContaining({ checked: true })));
  });

  it('a labelled switch reports its change', async () => {
    const onCheckedChange = jest.fn();
    renderWithProviders(<Switch onCheckedChange={onCheckedChange}>Уведомления</Switch>);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Уведомления' }));
    await waitFor(() => expect(onCheckedChange).toHaveBeenCalledWith(expect.objectContaining({ checked: true })));
  });
});

describe('NativeSelect (components/ui/native-select.tsx)', () => {
  it('items become the options of a labelled select', () => {
    renderWithProviders(
      <NativeSelectRoot>
        <NativeSelectField aria-label="Язык" items={[{ value: 'ru', label: 'Русский' }, 'en']} defaultValue="en" />
      </NativeSelectRoot>,
    );
    const select = screen.getByRole('combobox', { name: 'Язык' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual(['ru', 'en']);
    expect(select).toHaveValue('en');
  });
});

describe('FileUpload (components/ui/file-upload.tsx)', () => {
  it('a named drop zone; a chosen file is listed with a named remove button', async () => {
    renderWithProviders(
      <FileUploadRoot maxFiles={1} accept=".csv">
        <FileUploadDropzone />
        <FileUploadList clearable />
      </FileUploadRoot>,
    );
    expect(screen.getByRole('button', { name: 'Перетащите файл сюда или нажмите, чтобы выбрать' })).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.input(input, { target: { files: [new File(['a;b'], 'catalogue.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('catalogue.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить catalogue.csv' })).toBeInTheDocument();
  });
});

describe('DatePicker (components/ui/date-picker.tsx)', () => {
  it('shows the date in the interface language’s format and names its calendar button', () => {
    renderWithProviders(
      <DatePickerRoot defaultValue={[parseDate('2025-12-31')]}>
        <DatePickerLabel>Дата</DatePickerLabel>
        <DatePickerControl />
        <DatePickerContent />
      </DatePickerRoot>,
      { timeZone: 'Europe/Moscow' },
    );
    expect(screen.getByRole('textbox', { name: 'Дата' })).toHaveValue('31.12.2025');
    expect(screen.getByRole('button', { name: 'Открыть календарь' })).toBeInTheDocument();
  });

  it('names its day cells in the interface language, not Zag’s English («Selected date. …»)', async () => {
    renderWithProviders(
      <DatePickerRoot defaultValue={[parseDate('2025-12-31')]} defaultOpen>
        <DatePickerLabel>Дата</DatePickerLabel>
        <DatePickerControl />
        <DatePickerContent portalled={false} />
      </DatePickerRoot>,
      { timeZone: 'Europe/Moscow' },
    );
    const selected = await screen.findByRole('button', { name: /^Выбрано: / });
    expect(selected).toHaveTextContent('31');
    expect(document.body.innerHTML).not.toMatch(/Selected date|Choose /);
  });
});

describe('Pagination (components/ui/pagination.tsx)', () => {
  it('a named navigation: previous, pages, next; the next page asks for page 2', async () => {
    const onPageChange = jest.fn();
    renderWithProviders(<Pagination count={95} pageSize={20} defaultPage={1} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Страница 5' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(expect.objectContaining({ page: 2 })));
  });
});
