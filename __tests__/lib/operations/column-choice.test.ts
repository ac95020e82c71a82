import { columnChoiceCookie, columnChoiceCookieName, columnChoiceFromCookie, columnChoiceKey, columnKeysOf, parseColumnChoice, toggleColumn } from '@/lib/operations/column-choice';
import { preferencesKey } from '@/lib/operations/preferences';

describe('the stored column choice (issue 21 §2)', () => {
  it('is kept per tenant and user, apart from the filter preferences', () => {
    expect(columnChoiceKey('greenbank', 5)).toBe('bo:columns:greenbank:5');
    expect(columnChoiceKey(null, 5)).toBe('bo:columns:_:5');
    expect(columnChoiceKey('greenbank', 5)).not.toBe(preferencesKey('greenbank', 5));
  });

  it('reads exactly a list of distinct known columns, else nothing', () => {
    expect(parseColumnChoice('["rrn","amount"]')).toEqual(['rrn', 'amount']);
    expect(parseColumnChoice('[]')).toEqual([]);
    expect(parseColumnChoice(null)).toBeNull();
    expect(parseColumnChoice('not json')).toBeNull();
    expect(parseColumnChoice('{"rrn":true}')).toBeNull();
    expect(parseColumnChoice('["rrn","__proto__"]')).toBeNull();
    expect(parseColumnChoice('["rrn","rrn"]')).toBeNull();
    expect(parseColumnChoice('["rrn",1]')).toBeNull();
    expect(columnKeysOf(Array.from({ length: 40 }, () => 'rrn'))).toBeUndefined();
  });

  it('shows or hides one column, the rest as they were', () => {
    expect(toggleColumn(['status', 'amount'], 'rrn', true)).toEqual(['status', 'amount', 'rrn']);
    expect(toggleColumn(['status', 'amount', 'rrn'], 'rrn', false)).toEqual(['status', 'amount']);
    expect(toggleColumn(['status', 'rrn'], 'rrn', true)).toEqual(['status', 'rrn']);
  });

  it('is mirrored in a cookie of its own per tenant and user, which the server reads strictly', () => {
    const key = columnChoiceKey('greenbank', 5);
    expect(columnChoiceCookieName(key)).toBe('bo.columns.greenbank.5');
    expect(columnChoiceCookie(key, '["rrn","user"]', true)).toBe('bo.columns.greenbank.5=%5B%22rrn%22%2C%22user%22%5D; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(columnChoiceCookie(key, null, false)).toBe('bo.columns.greenbank.5=; Path=/; Max-Age=0; SameSite=Lax');
    expect(columnChoiceFromCookie('%5B%22rrn%22%2C%22user%22%5D')).toBe('["rrn","user"]');
    expect(columnChoiceFromCookie(undefined)).toBeNull();
    expect(columnChoiceFromCookie('%5B%22rrn%22%2C%22nope%22%5D')).toBeNull();
    expect(columnChoiceFromCookie('%E0%A4%A')).toBeNull();
  });
});
