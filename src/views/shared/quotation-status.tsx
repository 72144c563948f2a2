import type { QuotationStatus } from '../../../contract/quotations';
import { useI18n } from '../../i18n';
import { Badge, type BadgeTone } from '../ui/Badge';

const tones: Record<QuotationStatus, BadgeTone> = {
  New: 'info',
  Submitted: 'info',
  Revised: 'warning',
  Rejected: 'error',
  Order: 'success',
};

/** A quotation's status (spec section 4) in the chosen language. */
export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  const { t } = useI18n();
  return <Badge tone={tones[status]}>{t(`terms.quotationStatus.${status.toLowerCase()}`)}</Badge>;
}
