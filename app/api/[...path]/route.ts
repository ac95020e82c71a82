import { proxyRoute } from '@/lib/bff/proxy';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE } = proxyRoute();
