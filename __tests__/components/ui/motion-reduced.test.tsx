/** @jest-environment jsdom */
import './dom-stubs';
import { render } from '@testing-library/react';
import { useContext } from 'react';
import { MotionConfigContext } from 'framer-motion';
import { Motion } from '@/components/ui/motion';

// framer-motion reads the preference once, at the first Motion: this browser asks for reduced motion from the start.
const matchMedia = window.matchMedia;
window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: /prefers-reduced-motion(: reduce)?\)/.test(query) });

describe('Motion for a user who asks for reduced motion (issue 34 §3)', () => {
  it('skips every animation, fades included (framer-motion’s reducedMotion="user" drops only transforms)', () => {
    let config: { reducedMotion?: string; skipAnimations?: boolean } = {};
    function Probe() {
      config = useContext(MotionConfigContext);
      return null;
    }
    render(
      <Motion>
        <Probe />
      </Motion>,
    );
    expect(config.reducedMotion).toBe('user');
    expect(config.skipAnimations).toBe(true);
  });
});
