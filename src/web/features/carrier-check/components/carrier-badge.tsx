import type { CarrierBadge as BadgeName } from '../../../../domain/carrier-outcome';
import { Badge } from '../../../components/ui/badge';

/** The success variant's green is just short of 4.5:1 on a hovered row; a darker green keeps the contrast. */
export const SUCCESS_TEXT = 'text-green-800';

const VARIANTS = { Clean: 'success', Blacklisted: 'destructive', Unknown: 'secondary' } as const;

/** The history's status badge (spec section 4): Clean, Blacklisted or Unknown. */
export function CarrierBadge({ badge }: { badge: BadgeName }) {
  return (
    <Badge variant={VARIANTS[badge]} className={badge === 'Clean' ? SUCCESS_TEXT : undefined}>
      {badge}
    </Badge>
  );
}
