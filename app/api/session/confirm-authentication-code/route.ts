import { confirmCode } from '@/lib/bff/sign-in-routes';

export const dynamic = 'force-dynamic';

export const POST = confirmCode;
