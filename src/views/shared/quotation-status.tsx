import { isExpiredQuotation } from '../../../contract/quotation-validity';
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

/**
 * A quotation's status as every list, page and the timeline show it: beside an open one past its validity date,
 * that it has expired (the export says the same in its cell).
 */
export function QuotationStatusBadges({
  quotation,
}: {
  quotation: { status: QuotationStatus; validUntil: string | null };
}) {
  const { t } = useI18n();
  if (!isExpiredQuotation(quotation)) return <QuotationStatusBadge status={quotation.status} />;
  return (
    <span className="badge-pair">
      <QuotationStatusBadge status={quotation.status} />{' '}
      <Badge tone="warning">{t('terms.quotationExpired')}</Badge>
    </span>
  );
}
