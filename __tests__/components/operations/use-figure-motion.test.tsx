/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';

const loaded = jest.fn();
jest.mock('@/components/operations/figure-motion', () => {
  loaded();
  return { __esModule: true, default: ({ figure }: { figure: string }) => <span data-testid="moving">{figure}</span> };
});

import { useFigureMotion, type FigureMotionComponent } from '@/components/operations/use-figure-motion';

/** As the dashboard's totals: the motion, once loaded, is handed to the figure. */
function Shown({ value, motion: Motion }: { value: string; motion: FigureMotionComponent | null }) {
  return <p data-testid="figure">{Motion ? <Motion figure={value}>{value}</Motion> : value}</p>;
}

function Figure({ value, changing }: { value: string; changing: boolean }) {
  return <Shown value={value} motion={useFigureMotion(changing)} />;
}

describe("the dashboard figures' motion stays off the first load", () => {
  it('shows the figure as text and fetches no motion until the figures change', async () => {
    const { rerender } = render(<Figure value="1 000,00 ₽" changing={false} />);
    expect(screen.getByTestId('figure')).toHaveTextContent('1 000,00 ₽');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).not.toHaveBeenCalled();
    expect(screen.queryByTestId('moving')).toBeNull();

    // a new period: the figures load, and so does their motion; it stays once the figures are in
    rerender(<Figure value="1 000,00 ₽" changing />);
    rerender(<Figure value="2 000,00 ₽" changing={false} />);
    await waitFor(() => expect(screen.getByTestId('moving')).toHaveTextContent('2 000,00 ₽'));
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
