import './texts';
import { Fragment } from 'react';
import { isDecidable, type QuotationRecord, totalsOf } from '../../../contract/quotation-approval';
import { totalLines } from '../../../contract/quotation-totals';
import { isExpiredQuotation } from '../../../contract/quotation-validity';
import { isProviderRole } from '../../../contract/roles';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { quotationDocuments } from '../../services/portal-data/documents';
import { quotationDetails } from '../../services/portal-data/quotations';
import { useData } from '../../services/portal-data/use-data';
import { DocumentsSection } from '../shared/DocumentList';
import { InItsPlace, KnownRecord, type Place, PlaceTrail } from '../shared/Place';
import { quotationsPath } from '../shared/paths';
import { QuotationStatusBadges } from '../shared/quotation-status';
import { Alert } from '../ui/Alert';
import { DataState } from '../ui/DataState';
import { Details } from '../ui/Details';
import { EmptyState } from '../ui/EmptyState';
import { Section } from '../ui/Section';
import { Table } from '../ui/Table';
import { QuotationDecision } from './QuotationDecision';
import { QuotationRevision } from './QuotationRevision';
import { useTotalText } from './total-text';

interface Line {
  pos: number;
  description: string;
  quantity: number;
  price: number;
}

/** The lines of a version, and its totals as the quotation states them (with VAT when it names a rate). */
function LinesAndTotals({
  label,
  lines,
  amount,
  vatRate,
}: {
  label: string;
  lines: Line[];
  amount: number;
  vatRate: number | null;
}) {
  const { t, formatMoney, formatNumber } = useI18n();
  if (lines.length === 0) return <EmptyState title={t('quotation.noLines')} />;
  return (
    <>
      <Table
        label={label}
        rows={lines.map((l, i) => ({ ...l, key: i }))}
        rowKey={(l) => l.key}
        columns={[
          { id: 'pos', label: t('quotation.pos'), cell: (l) => l.pos },
          { id: 'description', label: t('fields.description'), cell: (l) => l.description },
          {
            id: 'quantity',
            label: t('quotation.quantity'),
            align: 'end',
            cell: (l) => formatNumber(l.quantity),
          },
          { id: 'price', label: t('quotation.price'), align: 'end', cell: (l) => formatMoney(l.price) },
          {
            id: 'total',
            label: t('quotation.lineTotal'),
            align: 'end',
            cell: (l) => formatMoney(l.quantity * l.price),
          },
        ]}
      />
      <dl className="quotation-totals">
        {totalLines(amount, vatRate).map((line) => (
          <Fragment key={line.text}>
            <dt className={line.isTotal ? 'is-total' : undefined}>
              {t(`quotationApproval.${line.text}`, { rate: formatNumber(vatRate ?? 0) })}
            </dt>
            <dd className={line.isTotal ? 'is-total' : undefined}>{formatMoney(line.amount)}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}

function History({ q }: { q: QuotationRecord }) {
  const { t, formatDate } = useI18n();
  const totalText = useTotalText();
  const when = (iso: string) => formatDate(iso, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <>
      {q.acceptance && (
        <Section title={t('quotationApproval.acceptance')}>
          <p className="quotation-signer">
            {t('quotationApproval.acceptedBy', {
              name: q.acceptance.signerName,
              function: q.acceptance.signerFunction,
              at: when(q.acceptance.acceptedAt),
            })}
          </p>
          <Details
            items={[
              { label: t('quotation.version'), value: q.acceptance.version },
              ...(q.acceptance.poNumber
                ? [{ label: t('quotationApproval.poNumberShown'), value: q.acceptance.poNumber }]
                : []),
              ...(q.acceptance.remark
                ? [{ label: t('quotationApproval.remarkShown'), value: q.acceptance.remark }]
                : []),
            ]}
          />
          <p className="muted">{t('quotationApproval.signedDocument')}</p>
        </Section>
      )}
      {q.history.length > 0 && (
        <Section title={t('quotationApproval.history')}>
          <ul className="quotation-history">
            {q.history.map((event) => (
              <li key={`${event.at}-${event.kind}`}>
                <strong>{when(event.at)}</strong>{' '}
                {event.userName
                  ? t('quotationApproval.eventBy', {
                      what: t(`quotationApproval.events.${event.kind}`),
                      name: event.userName,
                    })
                  : t(`quotationApproval.events.${event.kind}`)}
                {event.reason && `: ${t(`quotationApproval.reasons.${event.reason}`)}`}
                {event.text && <> — {event.text}</>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {q.earlierVersions.length > 0 && (
        <Section title={t('quotationApproval.earlierVersions')}>
          {q.earlierVersions.map((v) => (
            <details key={v.version}>
              <summary>
                {t('quotationApproval.versionTitle', {
                  version: String(v.version),
                  date: formatDate(v.date),
                })}
                : {totalText(totalsOf(v.amount, v.vatRate))}
              </summary>
              <LinesAndTotals
                label={t('quotationApproval.versionTitle', {
                  version: String(v.version),
                  date: formatDate(v.date),
                })}
                lines={v.lines}
                amount={v.amount}
                vatRate={v.vatRate}
              />
            </details>
          ))}
        </Section>
      )}
    </>
  );
}

function Quotation({ place, quotationId }: { place: Place; quotationId: number }) {
  const { t, formatDate, formatMoney } = useI18n();
  const { user, hasPermission } = useSession();
  // Provider staff read the ERP's own bookkeeping beside what customers read.
  const isStaff = user !== null && isProviderRole(user.role);
  // A customer who may not decide learns who may, instead of finding no buttons and no reason.
  const mayNotDecide = !isStaff && !hasPermission('Quotations.Accept');
  const quotation = useData(quotationDetails(quotationId));
  const title = quotation.data
    ? t('quotation.title', { number: quotation.data.quotationNumber })
    : t('quotation.singular');
  return (
    <>
      <PlaceTrail
        place={place}
        items={[{ label: t('quotation.list'), href: quotationsPath(place.path) }, { label: title }]}
      />
      <DataState state={quotation} isPage>
        {(q) => (
          <InItsPlace
            place={place}
            own={{
              relationId: q.fK_PT_RELATION,
              buildingId: q.fK_PT_RELATIONDELIVERYADDRESS,
              objectId: q.fK_R_SERVICEOBJECT,
            }}
          >
            <header className="page-header">
              <h1>{title}</h1>
              <QuotationStatusBadges quotation={q} />
              {hasPermission(['ServiceOrders.ViewAll', 'ServiceOrders.Release']) && (
                <QuotationRevision quotation={q} />
              )}
            </header>
            {q.description && <p className="lead">{q.description}</p>}
            <section className="page-section record">
              <Details
                items={[
                  { label: t('quotation.quotationNumber'), value: q.quotationNumber },
                  // One version for the customer: the portal's. The ERP's revision is the staff's bookkeeping.
                  { label: t('quotation.version'), value: q.version },
                  ...(isStaff ? [{ label: t('quotationApproval.erpRevision'), value: q.offerrevision }] : []),
                  { label: t('quotation.date'), value: formatDate(q.date) },
                  ...(q.validUntil
                    ? [{ label: t('quotationApproval.validUntil'), value: formatDate(q.validUntil) }]
                    : []),
                  { label: t('quotationApproval.amountExclVat'), value: formatMoney(q.amount) },
                  {
                    label: t('quotation.status'),
                    value: <QuotationStatusBadges quotation={q} />,
                  },
                  { label: t('fields.relation'), value: q.relationName },
                ]}
              />
            </section>
            <Section title={t('quotation.lines')}>
              <LinesAndTotals
                label={t('quotation.lines')}
                lines={q.lines}
                amount={q.amount}
                vatRate={q.vatRate}
              />
            </Section>
            {isExpiredQuotation(q) && q.validUntil && (
              <Alert tone="info">{t('quotationApproval.expired', { date: formatDate(q.validUntil) })}</Alert>
            )}
            {mayNotDecide && isDecidable(q.status) && (
              <p className="muted quotation-who-decides">{t('quotationApproval.whoDecides')}</p>
            )}
            {user && hasPermission('Quotations.Accept') && (
              <QuotationDecision
                // A new version (or a status someone else set) is a new decision.
                key={`${q.pK_R_OFFER}:${q.version}`}
                quotation={q}
                user={user}
              />
            )}
            <History q={q} />
            <DocumentsSection call={quotationDocuments(quotationId)} />
          </InItsPlace>
        )}
      </DataState>
    </>
  );
}

/** Quotation details (…/quotations/{quotationId}): status, lines, the customer's decision and documents. */
export function QuotationDetails() {
  return (
    <KnownRecord param="quotationId">
      {(place, quotationId) => <Quotation place={place} quotationId={quotationId} />}
    </KnownRecord>
  );
}
