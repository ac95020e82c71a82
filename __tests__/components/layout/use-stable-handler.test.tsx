/** @jest-environment jsdom */
import { memo } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useStableHandler } from '@/components/layout/use-stable-handler';

const childRenders = jest.fn();

const Child = memo(function Child({ onPress }: { onPress: () => void }) {
  childRenders();
  return (
    <button type="button" onClick={onPress}>
      child
    </button>
  );
});

function Parent({ count, onSeen }: { count: number; onSeen: (count: number) => void }) {
  const press = useStableHandler(() => onSeen(count));
  return <Child onPress={press} />;
}

test("a parent's render leaves a memoised child alone, and the child's event reaches the latest handler", () => {
  const seen = jest.fn();
  const { rerender } = render(<Parent count={1} onSeen={seen} />);
  rerender(<Parent count={2} onSeen={seen} />);
  rerender(<Parent count={3} onSeen={seen} />);
  expect(childRenders).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'child' }));
  expect(seen).toHaveBeenCalledWith(3);
});
