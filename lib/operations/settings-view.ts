import type { Setting } from '../acquiring/contract/reference-data';
import { settingFlag } from '../acquiring/setting-flag';
import { settingValue } from '../tenant/brand';
import { mapConfigFromSettings, type MapConfig } from '../maps/config';

/** The server-driven settings of spec §3 that steer the Операции screens. */
export interface OperationsSettings {
  showBonus: boolean;
  showCashback: boolean;
  showTips: boolean;
  showExpense: boolean;
  showBin: boolean;
  showWorkflow: boolean;
  csvReport: boolean;
  sendCheckPhone: boolean;
  sendCheckEmail: boolean;
  phoneMask: string;
  /** `display.order`: "field[,asc|desc]" */
  displayOrder: string;
  /** The map provider, its key and the initial position. */
  map: MapConfig;
}

export function settingsView(settings: readonly Setting[]): OperationsSettings {
  const flag = (name: Parameters<typeof settingValue>[1]) => settingFlag(settingValue(settings, name));
  return {
    showBonus: flag('display.bonus'),
    showCashback: flag('display.cashback'),
    showTips: flag('display.tips'),
    showExpense: flag('display.expense'),
    showBin: flag('display.bin'),
    showWorkflow: flag('display.workflow'),
    csvReport: flag('report.csv.display'),
    sendCheckPhone: flag('sendCheck.phone'),
    sendCheckEmail: flag('sendCheck.email'),
    phoneMask: settingValue(settings, 'phone.mask'),
    displayOrder: settingValue(settings, 'display.order'),
    map: mapConfigFromSettings(settings),
  };
}
