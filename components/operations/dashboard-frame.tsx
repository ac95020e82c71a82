'use client';

import { memo, useCallback, useRef, useState, type ReactNode } from 'react';
import { useStableHandler } from '@/components/layout/use-stable-handler';
import { useServerNavigation } from '@/components/layout/use-server-navigation';
import { useTranslations } from 'next-intl';
import { Card, Flex } from '@chakra-ui/react';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import { dashboardStateToSearchParams, type DashboardPeriod, type DashboardState, type ResolvedRange } from '@/lib/operations/dashboard-state';
import { currencyChoices } from '@/lib/operations/money-view';
import type { LoadFailure } from '@/lib/operations/load';
import dashboard from '@/lib/theme/static/dashboard.parts';
import { Field } from '@/components/ui/field';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import { useInitialFailures } from '@/components/layout/use-failure-alert';
import { useRouterLinks } from '@/components/layout/use-router-links';
import { PeriodSelector } from './period-selector';

export interface DashboardFrameProps {
  /** The state the server rendered the figures of (from the URL). */
  state: DashboardState;
  defaults: DashboardState;
  /** Its period's instants, as the server resolved them: the custom period's form starts from them. */
  range: ResolvedRange;
  currencies: Currency[];
  /** The failures of the server's render, shown once per render. */
  failures: LoadFailure[];
  /** When the server rendered it: each render's own, so its failures are announced once. */
  renderedAt: string;
  /** The server-rendered caption, totals, chart, map and breakdowns. */
  children: ReactNode;
}

/** A change of the figures' currency or scope. */
type ScopeChange = Partial<Pick<DashboardState, 'currencyId' | 'scope'>>;

function stateKey(state: DashboardState): string {
  return JSON.stringify(state);
}

/**
 * The dashboard's client part: what a merchant touches (the period, the currency, the scope) around the figures the
 * server rendered (`children`). A change navigates to the dashboard's new URL (components/layout/use-server-navigation.ts), so the
 * server renders the new figures and they come in its answer; meanwhile the old ones stay, dimmed, with a spinner
 * (`data-loading`, lib/theme/static/dashboard.parts.ts), and the controls show the choice already. Once they have
 * changed (`data-moved`), a new figure fades in, by CSS alone.
 */
export function DashboardFrame({ state, defaults, range, currencies, failures, renderedAt, children }: DashboardFrameProps) {
  const hrefOf = useCallback((next: DashboardState) => {
    const search = dashboardStateToSearchParams(next, defaults).toString();
    return `${window.location.pathname}${search ? `?${search}` : ''}`;
  }, [defaults]);
  const { shown, navigate, pending: changing } = useServerNavigation(state, hrefOf);
  // once the figures have changed, a new one fades in (CSS: the first figures show as they are)
  const [moved, setMoved] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  useRouterLinks(area);

  const update = (next: DashboardState) => {
    setMoved(true);
    navigate(next);
  };
  const setPeriod = (period: DashboardPeriod) => update({ ...shown, period });
  // The same handler from render to render: a period's change does not render the currency and scope again.
  const changeScope = useStableHandler((change: ScopeChange) => update({ ...shown, ...change }));

  return (
    <div ref={area} className={dashboard.frame} aria-busy={changing} data-testid="dashboard" data-loading={changing ? 'true' : 'false'} data-moved={moved || undefined}>
      <Failures key={renderedAt} failures={failures} />
      <div className={dashboard.controls}>
        <div className={dashboard.periodBox}>
          <PeriodSelector key={stateKey(state)} period={shown.period} range={range} onChange={setPeriod} />
        </div>
        <ScopeControls currencyId={shown.currencyId} scope={shown.scope} currencies={currencies} onChange={changeScope} />
      </div>
      {children}
    </div>
  );
}

interface ScopeControlsProps {
  currencyId: DashboardState['currencyId'];
  scope: DashboardState['scope'];
  currencies: Currency[];
  onChange: (change: ScopeChange) => void;
}

/** The currency and the scope (successful or all operations) of the figures. */
const ScopeControls = memo(function ScopeControls({ currencyId, scope, currencies, onChange }: ScopeControlsProps) {
  const t = useTranslations('Operations');
  return (
    <Card.Root size="sm" flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
      <Card.Body>
        <Flex wrap="wrap" align="flex-end" gap="3">
          <Field label={t('currency')} w="32">
            <NativeSelectRoot size="sm">
              <NativeSelectField
                data-testid="dashboard-currency"
                value={String(currencyId)}
                onChange={(event) => onChange({ currencyId: Number(event.target.value) })}
                items={currencyChoices(currencies, currencyId)}
              />
            </NativeSelectRoot>
          </Field>
          <Field label={t('scope')} w="36">
            <NativeSelectRoot size="sm">
              <NativeSelectField
                data-testid="dashboard-scope"
                value={scope}
                onChange={(event) => onChange({ scope: event.target.value === 'all' ? 'all' : 'success' })}
                items={[
                  { value: 'success', label: t('scopeSuccess') },
                  { value: 'all', label: t('scopeAll') },
                ]}
              />
            </NativeSelectRoot>
          </Field>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
});

/** The failures of one server render (spec §8), announced once: a new render mounts it anew. */
function Failures({ failures }: { failures: readonly LoadFailure[] }) {
  useInitialFailures(failures);
  return null;
}
