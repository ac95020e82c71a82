import { sessionState } from '@/lib/bff/session-routes';

export const dynamic = 'force-dynamic';

export const GET = sessionState;
