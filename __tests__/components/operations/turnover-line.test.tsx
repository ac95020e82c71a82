/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { NextIntlClientProvider } from 'next-intl';
import { system } from '@/lib/theme/system';
import en from '@/messages/en.json';
import { TurnoverLine } from '@/components/operations/turnover-line';
import { NO_TURNOVER } from '@/lib/domain/operation-effects';
import { renderWithProviders } from '../render';

const money = (minor: number) => `${minor / 100} ₽`;
// reconciliation 11023 of issue 21: two sales, an 8 009 refund and a 7 227 pre-authorisation
const figures = { ...NO_TURNOVER, salesAmount: 1127800, refundAmount: 800900, netAmount: 326900, preAuthAmount: 722700 };

describe('the line under a total (what it adds up)', () => {
  it('gives sales, refunds with a minus and the net, then the pre-authorisations the total leaves out', () => {
    renderWithProviders(<TurnoverLine figures={figures} money={money} testId="line" />);
    expect(screen.getByTestId('line')).toHaveTextContent(
      'Продажи 11278 ₽ · Возвраты -8009 ₽ · Нетто 3269 ₽ · Преавторизации (войдут после завершения) 7227 ₽',
    );
  });

  it('names cash withdrawals apart only when there are any, and can leave out the net', () => {
    renderWithProviders(<TurnoverLine figures={{ ...NO_TURNOVER, salesAmount: 100, netAmount: 100, cashWithdrawalAmount: 500000 }} money={money} withNet={false} testId="line" />);
    expect(screen.getByTestId('line')).toHaveTextContent('Продажи 1 ₽ · Возвраты 0 ₽ · Выдача наличных (не входит в сумму) 5000 ₽');
  });

  it('speaks English in the English interface', () => {
    render(
      <ChakraProvider value={system}>
        <NextIntlClientProvider locale="en" messages={en}>
          <TurnoverLine figures={figures} money={money} testId="line" />
        </NextIntlClientProvider>
      </ChakraProvider>,
    );
    expect(screen.getByTestId('line')).toHaveTextContent('Sales 11278 ₽ · Refunds -8009 ₽ · Net 3269 ₽ · Pre-authorisations (counted once completed) 7227 ₽');
  });
});
