import { messageOf } from '@/lib/shared/error-body';

describe('messageOf', () => {
  it('reads a string message only', () => {
    expect(messageOf({ message: 'x' })).toBe('x');
    expect(messageOf({ message: 5 })).toBeNull();
    expect(messageOf(null)).toBeNull();
    expect(messageOf('message')).toBeNull();
  });
});
