import type { z } from 'zod';
import type { ListAlertsQuerySchema } from '@/domain/contracts/monitoring';

export type ListAlertsQuery = z.output<typeof ListAlertsQuerySchema>;
