import 'server-only';
import { redirect } from 'next/navigation';
import { callEndpoint, UpstreamHttpError, UpstreamUnavailableError, withinDeadline } from '../acquiring/upstream';
import type { EndpointTarget } from '../acquiring/endpoint';
import type { Deadline } from '../acquiring/deadline';
import { messageOf } from '../shared/error-body';
import { buildPath } from '../domain/routes';
import { currentRequest } from '../observability/request-context';

/** One failed call of a server-side first load: the client island shows it as an error alert (spec §8). */
export interface LoadFailure {
  status: number;
  message: string | null;
  /** The page request's id, for the "temporarily unavailable" dialog (issue 35 §3). */
  requestId?: string;
}

export type Loaded<T> = { ok: true; value: T } | { ok: false; failure: LoadFailure };

/** Who calls the acquiring API from a server page: the tenant, the session's token, the page's one deadline. */
export interface Caller {
  alias: string | null;
  token: string;
  deadline?: Deadline;
  /** The interface language: the host answers its own texts (response texts, receipt lines) in it. */
  language?: string;
}

/** A call whose failure becomes data; an ended session (401/403) goes to the login page (spec §8). */
export function attempt<T>(caller: Caller, target: EndpointTarget<T, never, unknown>, search?: URLSearchParams): Promise<Loaded<T>> {
  const headers = caller.language ? new Headers({ 'accept-language': caller.language }) : undefined;
  // upstreamJson keeps to the deadline itself (the call's timeout and the body): no second race around it
  return settle(caller, callEndpoint(target, { alias: caller.alias, search, token: caller.token, deadline: caller.deadline, headers }));
}

/** `attempt` for a load that reaches the API its own way (a cached reference list, shared, without the page's deadline). */
export function attemptLoad<T>(caller: Caller, load: () => Promise<T>): Promise<Loaded<T>> {
  return settle(caller, withinDeadline(caller.deadline, load()));
}

/** A load's value, or its failure as data. */
async function settle<T>(caller: Caller, load: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await load };
  } catch (error) {
    if (error instanceof UpstreamHttpError) {
      if (error.status === 401 || error.status === 403) redirect(`${buildPath(caller.alias, 'auth')}?reason=ended`);
      return { ok: false, failure: { status: error.status, message: messageOf(error.body) } };
    }
    if (error instanceof UpstreamUnavailableError) {
      const requestId = currentRequest()?.requestId;
      return { ok: false, failure: { status: error.status, message: null, ...(requestId ? { requestId } : {}) } };
    }
    throw error;
  }
}

/** A loaded value turned into another; a failure stays as it is. */
export function mapLoaded<T, U>(loaded: Loaded<T>, map: (value: T) => U): Loaded<U> {
  return loaded.ok ? { ok: true, value: map(loaded.value) } : loaded;
}

export function valueOr<T>(loaded: Loaded<T>, fallback: T): T {
  return loaded.ok ? loaded.value : fallback;
}

/** A loaded value, or null where it failed: for a figure that must show as unavailable, not as a stand-in. */
export function valueOrNull<T>(loaded: Loaded<T>): T | null {
  return loaded.ok ? loaded.value : null;
}

export function failuresOf(...loaded: Loaded<unknown>[]): LoadFailure[] {
  return loaded.flatMap((item) => (item.ok ? [] : [item.failure]));
}
