import { DEFAULT_ALERT_SECONDS, MAX_ALERTS, addAlert, closesByItself, createAlertStore, type AppAlert } from '@/lib/client/alerts';

function alert(id: number, extra: Partial<AppAlert> = {}): AppAlert {
  return { id, type: 'info', message: `m${id}`, time: DEFAULT_ALERT_SECONDS, ...extra };
}

describe('alerts (spec §2 "At most 4 alerts are shown at once; the oldest is dropped")', () => {
  it('§9 constants: at most 4, default time 5', () => {
    expect(MAX_ALERTS).toBe(4);
    expect(DEFAULT_ALERT_SECONDS).toBe(5);
  });

  it('addAlert keeps the newest four, oldest dropped, in order', () => {
    let alerts: AppAlert[] = [];
    for (let id = 1; id <= 6; id += 1) alerts = addAlert(alerts, alert(id));
    expect(alerts.map((a) => a.id)).toEqual([3, 4, 5, 6]);
  });

  it('addAlert does not mutate the previous list', () => {
    const before = [alert(1)];
    addAlert(before, alert(2));
    expect(before.map((a) => a.id)).toEqual([1]);
  });

  it('"Alerts auto-close after their time in seconds unless they carry a button"', () => {
    expect(closesByItself(alert(1))).toBe(true);
    expect(closesByItself(alert(1, { button: { label: 'Повторить', onClick: () => undefined } }))).toBe(false);
    expect(closesByItself(alert(1, { time: 0 }))).toBe(false);
  });

  describe('createAlertStore', () => {
    it('push uses the default time, gives increasing ids and notifies listeners', () => {
      const store = createAlertStore();
      const seen: number[] = [];
      store.subscribe((alerts) => seen.push(alerts.length));
      const first = store.push('error', 'Ошибка');
      const second = store.push('success', 'Готово', { time: 10 });
      expect(second).toBeGreaterThan(first);
      expect(store.get()).toEqual([
        { id: first, type: 'error', message: 'Ошибка', time: 5, button: undefined },
        { id: second, type: 'success', message: 'Готово', time: 10, button: undefined },
      ]);
      expect(seen).toEqual([1, 2]);
    });

    it('never holds more than 4 alerts; the oldest goes first', () => {
      const store = createAlertStore();
      const ids = [1, 2, 3, 4, 5].map((n) => store.push('info', `m${n}`));
      expect(store.get()).toHaveLength(4);
      expect(store.get().map((a) => a.id)).toEqual(ids.slice(1));
    });

    it('close removes only that alert; unsubscribe stops notifications', () => {
      const store = createAlertStore();
      const listener = jest.fn();
      const unsubscribe = store.subscribe(listener);
      const a = store.push('info', 'a');
      const b = store.push('info', 'b');
      store.close(a);
      expect(store.get().map((x) => x.id)).toEqual([b]);
      unsubscribe();
      store.push('info', 'c');
      expect(listener).toHaveBeenCalledTimes(3);
    });

    it('get returns a stable snapshot between changes (useSyncExternalStore needs it)', () => {
      const store = createAlertStore();
      store.push('info', 'a');
      expect(store.get()).toBe(store.get());
    });
  });
});
