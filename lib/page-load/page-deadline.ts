import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { serverEnv } from '../env';
import { DEADLINE_HEADER, deadlineFromHeader, type Deadline } from '../acquiring/deadline';
import { withinDeadline } from '../acquiring/upstream';
import type { Caller } from './server-load';
import type { SignedInSession } from '../session/signed-in';

/**
 * The deadline of this page view (lib/acquiring/deadline.ts), the same for every layout, page and loader of
 * one render: the middleware's, from its request header, or one that starts now.
 */
export const pageDeadline = cache(async (): Promise<Deadline> => deadlineFromHeader((await headers()).get(DEADLINE_HEADER), serverEnv().upstreamTimeoutMs));

/** Who calls the acquiring API for this page: the tenant, the session's token, the page's deadline and language. */
export async function pageCaller(alias: string | null, session: Pick<SignedInSession, 'token'>): Promise<Caller> {
  const [deadline, language] = await Promise.all([pageDeadline(), getLocale()]);
  return { alias, token: session.token, deadline, language };
}

/** A load the page can do without (tenant reference data): its value in time, else `fallback`. */
export async function inTime<T>(load: Promise<T>, fallback: T): Promise<T> {
  return withinDeadline(await pageDeadline(), load).catch(() => fallback);
}
