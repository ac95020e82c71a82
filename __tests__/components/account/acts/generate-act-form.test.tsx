/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GenerateActForm } from '@/components/account/acts/generate-act-form';
import { AppProvider } from '@/components/layout/app-provider';
import { EMPTY_ACT_PREFILL, type ActPrefill } from '@/lib/account/acts';
import { renderWithProviders } from '../../render';
import { answer, mockFetchEachTest } from '../../fetch-mock';

// Chakra + jsdom renders are slow on a busy machine.
jest.setTimeout(120_000);
// the machine may be busy: give async queries time
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks what the combobox's positioning uses.
beforeAll(() => {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoopResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
});

const PREFILL: ActPrefill = {
  companyName: 'ООО «Демо Ритейл»',
  companyAddress: 'г. Москва, ул. Тверская, д. 1',
  companyAdminName: 'Мерчантова Ольга Сергеевна',
  organizationUnitName: '7701234567',
  email: 'merchant@demo.test',
};

const LABELS = {
  companyName: 'Наименование организации',
  companyAddress: 'Фактический адрес',
  companyAdminName: 'ФИО уполномоченного лица',
  localityName: 'Населённый пункт (латиницей)',
  organizationName: 'Наименование организации (латиницей)',
  organizationUnitName: 'ИНН',
  commonName: 'Имя владельца сертификата (латиницей)',
  email: 'E-mail для отправки акта',
} as const;

type TextField = keyof typeof LABELS;

describe('GenerateActForm (spec §2 "Generate act form", §5, §8)', () => {
  const fetchMock = mockFetchEachTest();

  function renderForm(prefill: ActPrefill = PREFILL) {
    const onGenerated = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(
      <AppProvider alias={null}>
        <GenerateActForm prefill={prefill} onCancel={onCancel} onGenerated={onGenerated} />
      </AppProvider>,
    );
    return { onGenerated, onCancel };
  }

  const input = (field: TextField) => {
    const element = document.querySelector<HTMLInputElement>(`input[name="${field}"]`);
    if (!element) throw new Error(`no input ${field}`);
    return element;
  };
  const fill = (field: TextField, value: string) => fireEvent.change(input(field), { target: { value } });
  const errorOf = (field: string) => document.querySelector(`[data-field="${field}"]`)?.textContent ?? null;
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Сгенерировать' }));

  async function chooseCountry(query: string, name: string) {
    const combobox = document.querySelector<HTMLInputElement>('[data-testid="act-country"] input') as HTMLInputElement;
    act(() => combobox.focus());
    fireEvent.change(combobox, { target: { value: query } });
    const listbox = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="listbox"]');
      if (!found || found.querySelectorAll('[role="option"]').length === 0) throw new Error('listbox not open');
      return found;
    });
    fireEvent.click(within(listbox).getByRole('option', { name: new RegExp(name) }));
    await waitFor(() => expect(combobox).toHaveValue(name));
  }

  it('is prefilled from the company: name, real address, full name, tax number, login e-mail', () => {
    renderForm();
    expect(input('companyName')).toHaveValue(PREFILL.companyName);
    expect(input('companyAddress')).toHaveValue(PREFILL.companyAddress);
    expect(input('companyAdminName')).toHaveValue(PREFILL.companyAdminName);
    expect(input('organizationUnitName')).toHaveValue(PREFILL.organizationUnitName);
    expect(input('email')).toHaveValue(PREFILL.email);
    expect(input('localityName')).toHaveValue('');
  });

  it('offers the four connection interfaces with their Russian labels', () => {
    renderForm();
    const select = screen.getByTestId('act-state');
    expect(within(select).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Выберите интерфейс'],
      ['INTE', 'Стационарные устройства'],
      ['MOBI', 'Мобильные устройства'],
      ['ECOMM', 'Интернет-ресурс'],
      ['MULTI', 'Комплексное решение'],
    ]);
  });

  it('an empty form shows "Поле обязательно для заполнения" under every field and calls nothing', async () => {
    renderForm(EMPTY_ACT_PREFILL);
    submit();
    await waitFor(() => expect(errorOf('email')).toBe('Поле обязательно для заполнения'));
    for (const field of [...Object.keys(LABELS), 'countryName', 'state']) {
      expect(errorOf(field)).toBe('Поле обязательно для заполнения');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows each rule message of spec §5 on bad input', async () => {
    renderForm();
    fill('companyName', 'x'.repeat(101));
    fill('companyAddress', 'y'.repeat(101));
    fill('companyAdminName', 'z'.repeat(101));
    fill('localityName', 'Москва');
    fill('organizationName', 'Demo_Retail!');
    fill('organizationUnitName', '1234567');
    fill('commonName', 'Olga 2');
    fill('email', 'not-an-email');
    submit();
    await waitFor(() => expect(errorOf('email')).toBe('Некорректный Email'));
    expect(errorOf('companyName')).toBe('Длина поля не должна превышать 100 символов');
    expect(errorOf('companyAddress')).toBe('Длина поля не должна превышать 100 символов');
    expect(errorOf('companyAdminName')).toBe('Длина поля не должна превышать 100 символов');
    expect(errorOf('localityName')).toBe('Допустимы только латинские буквы и цифры, без кириллицы и специальных символов');
    expect(errorOf('organizationName')).toBe('Допустимы только латинские буквы и цифры, без кириллицы и специальных символов');
    expect(errorOf('organizationUnitName')).toBe('Длина поля должна быть от 8 до 14 символов');
    expect(errorOf('commonName')).toBe('Допустимы только буквы');

    fill('localityName', 'M'.repeat(129));
    fill('organizationName', 'O'.repeat(65));
    fill('organizationUnitName', '123456789012345');
    fill('commonName', 'C'.repeat(65));
    submit();
    await waitFor(() => expect(errorOf('localityName')).toBe('Длина поля не должна превышать 128 символов'));
    expect(errorOf('organizationName')).toBe('Длина поля не должна превышать 64 символа');
    expect(errorOf('organizationUnitName')).toBe('Длина поля должна быть от 8 до 14 символов');
    expect(errorOf('commonName')).toBe('Длина поля не должна превышать 64 символа');

    fill('organizationUnitName', '12345abc90');
    submit();
    await waitFor(() => expect(errorOf('organizationUnitName')).toBe('Допустимы только цифры'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches the country, posts the ten fields and reports "Акт успешно создан…"', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: true }));
    const { onGenerated } = renderForm();
    await chooseCountry('казах', 'Казахстан');
    fireEvent.change(screen.getByTestId('act-state'), { target: { value: 'ECOMM' } });
    fill('localityName', 'Almaty');
    fill('organizationName', 'Demo Retail');
    fill('commonName', 'Olga Merchantova');
    submit();
    await waitFor(() => expect(onGenerated).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/qps-refund-keys/generate');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      ...PREFILL,
      countryName: 'KZ',
      state: 'ECOMM',
      localityName: 'Almaty',
      organizationName: 'Demo Retail',
      commonName: 'Olga Merchantova',
    });
    expect(await screen.findByText('Акт успешно создан и отправлен на указанный электронный адрес')).toBeInTheDocument();
  });

  it('result false: the warning, and the act counts as generated', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: false }));
    const { onGenerated } = renderForm();
    await chooseCountry('рос', 'Россия');
    fireEvent.change(screen.getByTestId('act-state'), { target: { value: 'INTE' } });
    fill('localityName', 'Moscow');
    fill('organizationName', 'Demo');
    fill('commonName', 'Olga');
    submit();
    await waitFor(() => expect(onGenerated).toHaveBeenCalled());
    expect(await screen.findByText('Акт создан, но при отправке произошла ошибка, обратитесь к администратору')).toBeInTheDocument();
  });

  it('429 shows the server text as is; another failure "При отправке акта произошла ошибка"', async () => {
    fetchMock.mockResolvedValueOnce(answer(429, { message: 'Слишком много запросов по акту' }));
    fetchMock.mockResolvedValueOnce(answer(500, { message: 'boom' }));
    const { onGenerated } = renderForm();
    await chooseCountry('рос', 'Россия');
    fireEvent.change(screen.getByTestId('act-state'), { target: { value: 'MULTI' } });
    fill('localityName', 'Moscow');
    fill('organizationName', 'Demo');
    fill('commonName', 'Olga');
    submit();
    expect(await screen.findByText('Слишком много запросов по акту')).toBeInTheDocument();
    submit();
    expect(await screen.findByText('При отправке акта произошла ошибка')).toBeInTheDocument();
    expect(onGenerated).not.toHaveBeenCalled();
  });
});
