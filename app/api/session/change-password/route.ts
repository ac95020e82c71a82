import { changePassword } from '@/lib/bff/password-routes';

export const dynamic = 'force-dynamic';

export const POST = changePassword;
