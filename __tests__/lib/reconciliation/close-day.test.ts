import { canCloseTerminalDay, closeDayHostParts, closeDayCall, closeDayResultOutcome } from '@/lib/reconciliation/close-day';

describe('close day (spec §8 "code 00 shows success; 011 shows the description plus the host code and description; anything else shows the description; a failed call shows a default error")', () => {
  it('00 is a success', () => {
    expect(closeDayResultOutcome({ code: '00', description: 'День закрыт', reconciliationId: 9 })).toEqual({ tone: 'success', description: 'День закрыт' });
  });

  it('011 carries the host code and its description', () => {
    expect(closeDayResultOutcome({ code: '011', description: 'Ошибка хоста', hostCode: '96', hostDescription: 'Системная ошибка', reconciliationId: 10 })).toEqual({
      tone: 'error',
      description: 'Ошибка хоста',
      hostResponseCode: '96',
      hostResponseDescription: 'Системная ошибка',
    });
  });

  it('any other code shows its description', () => {
    expect(closeDayResultOutcome({ code: '05', description: 'Терминал заблокирован' })).toEqual({ tone: 'error', description: 'Терминал заблокирован' });
  });

  it('no answer is the default error', () => {
    expect(closeDayResultOutcome(null)).toEqual({ tone: 'error', key: 'operationFailed' });
  });

  it('calls the close-day path of the terminal', () => {
    expect(closeDayCall(42).path).toBe('api/terminal/close-day/42');
  });

  it('is offered to merchant and holding users when the terminal.closeDay setting is on', () => {
    expect(canCloseTerminalDay(['merchant'], 'true')).toBe(true);
    expect(canCloseTerminalDay(['holding'], '1')).toBe(true);
    expect(canCloseTerminalDay(['merchant'], 'false')).toBe(false);
    expect(canCloseTerminalDay(['operator'], 'true')).toBe(false);
    expect(canCloseTerminalDay(['merchant'], undefined)).toBe(false);
  });

  it('011: the description loses its own closing stop and a missing host description leaves no dash', () => {
    expect(closeDayHostParts({ description: 'Ошибка сверки.', hostResponseCode: '91', hostResponseDescription: 'Эмитент недоступен' })).toEqual({ lead: 'Ошибка сверки', host: '91 — Эмитент недоступен' });
    expect(closeDayHostParts({ description: ' Ошибка сверки… ', hostResponseCode: '91', hostResponseDescription: '' })).toEqual({ lead: 'Ошибка сверки', host: '91' });
    expect(closeDayHostParts({ description: '', hostResponseCode: '', hostResponseDescription: 'Эмитент недоступен' })).toEqual({ lead: '', host: 'Эмитент недоступен' });
  });
});
