import { changePassword } from '@/lib/bff/session-routes';

export const dynamic = 'force-dynamic';

export const POST = changePassword;
