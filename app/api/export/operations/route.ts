import { exportOperations } from '@/lib/bff/operations-export';

export const dynamic = 'force-dynamic';

export const GET = exportOperations;
