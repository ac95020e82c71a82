import { login } from '@/lib/bff/sign-in-routes';

export const dynamic = 'force-dynamic';

export const POST = login;
