/** @jest-environment jsdom */
import './dom-stubs';
import { render, screen, waitFor } from '@testing-library/react';
import { useContext } from 'react';
import { MotionConfigContext, motion } from 'framer-motion';

const loaded = jest.fn();
jest.mock('@/components/ui/motion-features', () => {
  loaded();
  return { __esModule: true, default: jest.requireActual('framer-motion').domAnimation };
});

import { Motion, m } from '@/components/ui/motion';

describe('Motion (components/ui/motion.tsx)', () => {
  it('shows its content at once and fetches the animation features only when it mounts', async () => {
    expect(loaded).not.toHaveBeenCalled();
    render(
      <Motion>
        <m.div data-testid="row" initial={{ opacity: 0 }} animate={{ opacity: 1 }}>
          Файл загружен
        </m.div>
      </Motion>,
    );
    expect(screen.getByTestId('row')).toHaveTextContent('Файл загружен');
    await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
  });

  it('a full motion.* component (all features up front) is refused', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <Motion>
          <motion.div />
        </Motion>,
      ),
    ).toThrow();
    jest.restoreAllMocks();
  });

  it("follows the user's prefers-reduced-motion", () => {
    let reducedMotion: string | undefined;
    function Probe() {
      reducedMotion = useContext(MotionConfigContext).reducedMotion;
      return null;
    }
    render(
      <Motion>
        <Probe />
      </Motion>,
    );
    expect(reducedMotion).toBe('user');
  });
});
