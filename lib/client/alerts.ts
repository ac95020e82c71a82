/**
 * Alert toasts (spec §2, §9): at most 4 at once, the oldest dropped; each closes after its time
 * in seconds (default 5) unless it carries a button.
 */
import { ALERTS_MAX, ALERT_DEFAULT_TIME_SECONDS } from '../domain/limits';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

export interface AlertButton {
  label: string;
  onClick: () => void;
}

export interface AppAlert {
  id: number;
  type: AlertType;
  message: string;
  /** Seconds before it closes by itself. */
  time: number;
  button?: AlertButton;
}

export const MAX_ALERTS = ALERTS_MAX;
export const DEFAULT_ALERT_SECONDS = ALERT_DEFAULT_TIME_SECONDS;

export function addAlert(alerts: readonly AppAlert[], alert: AppAlert): AppAlert[] {
  return [...alerts, alert].slice(-MAX_ALERTS);
}

export function closesByItself(alert: Pick<AppAlert, 'button' | 'time'>): boolean {
  return !alert.button && alert.time > 0;
}

type Listener = (alerts: readonly AppAlert[]) => void;

/** One store per page, usable outside React (the fetch wrapper reports failures through it). */
export function createAlertStore() {
  let alerts: readonly AppAlert[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener(alerts));
  return {
    get: () => alerts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(type: AlertType, message: string, options: { time?: number; button?: AlertButton } = {}) {
      const alert: AppAlert = { id: nextId++, type, message, time: options.time ?? DEFAULT_ALERT_SECONDS, button: options.button };
      alerts = addAlert(alerts, alert);
      emit();
      return alert.id;
    },
    close(id: number) {
      alerts = alerts.filter((alert) => alert.id !== id);
      emit();
    },
  };
}

export type AlertStore = ReturnType<typeof createAlertStore>;
