/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { CHART_TOKENS, readChartColors, useChartColors } from '@/components/operations/chart-colors';

function Probe() {
  const colors = useChartColors();
  return <span data-testid="colors">{`${colors.bar} ${colors.text} ${colors.grid}`}</span>;
}

function setTokens(values: { bar: string; text: string; grid: string }) {
  const root = document.documentElement;
  root.style.setProperty(CHART_TOKENS.bar, values.bar);
  root.style.setProperty(CHART_TOKENS.text, values.text);
  root.style.setProperty(CHART_TOKENS.grid, values.grid);
}

describe("the chart's colours come from the semantic tokens (readable in dark mode)", () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it('reads the brand, muted text and border tokens', () => {
    setTokens({ bar: '#0a7', text: '#a1a1aa', grid: '#27272a' });
    expect(readChartColors(document.documentElement)).toEqual({ bar: '#0a7', text: '#a1a1aa', grid: '#27272a' });
  });

  it('reads them again when the colour mode changes on <html>', async () => {
    setTokens({ bar: '#0a7', text: '#52525b', grid: '#e4e4e7' });
    render(<Probe />);
    expect(screen.getByTestId('colors')).toHaveTextContent('#0a7 #52525b #e4e4e7');
    await act(async () => {
      setTokens({ bar: '#0a7', text: '#a1a1aa', grid: '#27272a' });
      document.documentElement.className = 'dark';
      await Promise.resolve();
    });
    expect(screen.getByTestId('colors')).toHaveTextContent('#0a7 #a1a1aa #27272a');
  });
});
