/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { usePanelKey } from '@/components/operations/keyed-filter-panel';

jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));

describe('the filter form’s key', () => {
  it('stays when the conditions change because the form applied them, and renews on any other change', () => {
    const { result, rerender } = renderHook(({ conditions }) => usePanelKey(conditions), { initialProps: { conditions: 'status=all' } });
    expect(result.current.panelKey).toBe('status=all');

    // the back button, a link or a status tab: a fresh form with a draft from the address
    rerender({ conditions: 'status=success' });
    expect(result.current.panelKey).toBe('status=success');

    // «Применить»: the same form, its draft already what was applied
    act(() => result.current.expect('status=unsuccessful'));
    rerender({ conditions: 'status=unsuccessful' });
    expect(result.current.panelKey).toBe('status=success');

    // the expectation is spent: the next change from elsewhere renews the form again
    rerender({ conditions: 'status=success' });
    expect(result.current.panelKey).toBe('status=success');
    rerender({ conditions: 'status=all' });
    expect(result.current.panelKey).toBe('status=all');
  });

  it('renews when the address brings other conditions than the ones applied', () => {
    const { result, rerender } = renderHook(({ conditions }) => usePanelKey(conditions), { initialProps: { conditions: 'a' } });
    act(() => result.current.expect('b'));
    rerender({ conditions: 'c' });
    expect(result.current.panelKey).toBe('c');
  });
});
