import { unknownPathRoutes } from '@/lib/bff/proxy';

export const dynamic = 'force-dynamic';

/** Refuses every path below /api/ that no generated route file (lib/bff/route-files.ts) nor own route answers. */
export const { GET, POST, PUT, DELETE } = unknownPathRoutes();
