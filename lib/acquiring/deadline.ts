/**
 * One deadline for all the upstream calls of one page view (issue 19; ARCHITECTURE.md "One deadline per page
 * render (UPSTREAM_TIMEOUT_MS in all)"). The middleware starts it when the request arrives and hands it to the
 * render in a request header; the middleware's checks and every call of the layouts and the page wait for no
 * more than what is left of it. Without it each call had its own timeout, and a page of five calls in a row
 * waited five times as long.
 */
export interface Deadline {
  /** Epoch milliseconds. */
  readonly at: number;
}

/** Request header from the middleware to the render: the deadline's epoch milliseconds. */
export const DEADLINE_HEADER = 'x-bo-deadline';

export function deadlineAfter(budgetMs: number, now = Date.now()): Deadline {
  return { at: now + budgetMs };
}

/**
 * The deadline a request header carries, or a fresh one. Only a value within the next `budgetMs` is taken:
 * a header can shorten a page's wait (the middleware's own time is already spent), never lengthen it.
 */
export function deadlineFromHeader(value: string | null | undefined, budgetMs: number, now = Date.now()): Deadline {
  const at = Number(value);
  return Number.isFinite(at) && at <= now + budgetMs && at > now - budgetMs ? { at } : deadlineAfter(budgetMs, now);
}

export function remainingMs(deadline: Deadline, now = Date.now()): number {
  return Math.max(0, deadline.at - now);
}

/**
 * `work`, or `passed()` thrown once the deadline passes. The work itself goes on: it may be a load that other
 * requests share (a cached reference list), and its own timeout still bounds it.
 */
export function raceDeadline<T>(deadline: Deadline | undefined, work: Promise<T>, passed: () => Error): Promise<T> {
  if (!deadline) return work;
  const left = remainingMs(deadline);
  if (left === 0) {
    work.catch(() => undefined);
    return Promise.reject(passed());
  }
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(passed()), left);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
