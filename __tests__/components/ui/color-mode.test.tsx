/** @jest-environment jsdom */
import './dom-stubs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ColorModeButton } from '@/components/ui/color-mode';
import { renderWithProviders } from '../render';

describe('ColorModeButton (the guest footer’s dark-mode toggle)', () => {
  beforeEach(() => {
    document.documentElement.className = '';
    document.cookie = 'colorMode=; Max-Age=0; Path=/';
  });

  it('switches the page to dark and back at once, and keeps the choice in a cookie for the server', async () => {
    renderWithProviders(<ColorModeButton serverMode={null} />);
    const toggle = screen.getByRole('button', { name: 'Тёмная тема' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(document.cookie).toContain('colorMode=dark');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(toggle);
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.cookie).toContain('colorMode=light');
  });

  it('shows the mode the server rendered', () => {
    document.documentElement.className = 'dark';
    renderWithProviders(<ColorModeButton serverMode="dark" />);
    expect(screen.getByRole('button', { name: 'Тёмная тема' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('without a choice it follows the device (prefers-color-scheme)', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('dark') })) as typeof window.matchMedia;
    try {
      renderWithProviders(<ColorModeButton serverMode={null} />);
      expect(screen.getByRole('button', { name: 'Тёмная тема' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      window.matchMedia = original;
    }
  });
});
