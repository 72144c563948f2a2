import './texts';
import { lazy, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { z } from 'zod/mini';
import type { PortalDocument } from '../../../contract/documents';
import { type quotationReviewItemSchema, quotationReviewStates } from '../../../contract/quotation-approval';
import { useI18n } from '../../i18n';
import { forgetDocumentUrl } from '../../services/portal-data/documents';
import { usePagedData } from '../../services/portal-data/use-data';
import { quotationReview } from '../../services/quotation-approval';
import { quotationPath } from '../shared/paths';
import { QuotationStatusBadge } from '../shared/quotation-status';
import { TitleTrail } from '../shared/TitleTrail';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { Link } from '../ui/Link';
import { OnceOpened } from '../ui/OnceOpened';
import { Pagination } from '../ui/Pagination';
import { SearchField } from '../ui/SearchField';
import { Select } from '../ui/Select';
import { useBackCloses } from '../ui/use-back-closes';
import './quotations.css';

type ReviewItem = z.infer<typeof quotationReviewItemSchema>;

// The viewer is a modal: its code loads when a first signed quotation is opened.
const DocumentViewer = lazy(async () => ({
  default: (await import('../shared/DocumentViewer')).DocumentViewer,
}));

const stateTone = { accepted: 'success', declined: 'error', questioned: 'warning', revised: 'info' } as const;
/** The status each kind leaves behind: shown only when the ERP has since set another. */
const stateStatus = {
  accepted: 'Order',
  declined: 'Rejected',
  questioned: undefined,
  revised: 'Revised',
} as const;

/** The quotation's page under its relation, location and object. */
const placeOf = (q: ReviewItem) =>
  `/buildings/${[q.fK_PT_RELATION, q.fK_PT_RELATIONDELIVERYADDRESS, q.fK_R_SERVICEOBJECT].filter((p) => p !== null).join('/')}`;

function ReviewCard({ item, onOpen }: { item: ReviewItem; onOpen(document: PortalDocument): void }) {
  const { t, formatDate, formatMoney } = useI18n();
  return (
    <li className="review-card">
      <div className="review-card__head">
        <span className="badges">
          <Badge tone={stateTone[item.state]}>{t(`quotationReview.states.${item.state}`)}</Badge>
          <Badge tone={item.awaitingErp ? 'warning' : undefined}>
            {t(item.awaitingErp ? 'quotationReview.awaitingErp' : 'quotationReview.inErp')}
          </Badge>
          {item.status !== stateStatus[item.state] && <QuotationStatusBadge status={item.status} />}
        </span>
        <span className="muted">{formatDate(item.at, { dateStyle: 'medium', timeStyle: 'short' })}</span>
      </div>
      <h2 className="review-card__title">
        <Link href={quotationPath(placeOf(item), item.pK_R_OFFER)}>
          {t('quotation.title', { number: item.quotationNumber })}
        </Link>
        {` · ${t('quotation.version')} ${item.version}`}
      </h2>
      <p>{[item.relationName, item.description].filter(Boolean).join(' · ')}</p>
      <p className="muted">
        {item.userName && `${t('quotationReview.who')}: ${item.userName} · `}
        {`${formatMoney(item.amount)} ${t('quotationApproval.exclVat')}`}
      </p>
      {(item.reason || item.text) && (
        <blockquote className="review-card__words">
          {item.reason && <strong>{t(`quotationApproval.reasons.${item.reason}`)}</strong>}
          {item.reason && item.text && ': '}
          {item.text}
        </blockquote>
      )}
      {item.documentId !== null && (
        <Button
          variant="secondary"
          onPress={() =>
            onOpen({
              id: item.documentId!,
              description: `${t('quotationReview.signedPdf')} ${item.quotationNumber}`,
              extension: 'pdf',
              available: true,
            })
          }
        >
          {t('quotationReview.signedPdf')}
        </Button>
      )}
    </li>
  );
}

/**
 * The provider's quotations (/quotations): what customers accepted, declined or questioned in the portal, and
 * the revisions issued; what the ERP has not yet seen first. Filtered by kind and searched by number, text or
 * relation; an accepted one opens its signed PDF.
 */
export function QuotationReview() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const list = usePagedData(
    quotationReview({ state: state || undefined, q: q || undefined }, { page, pageSize: 25 }),
  );
  const [opened, setOpened] = useState<PortalDocument | null>(null);
  const back = useBackCloses(() => setOpened(null));
  const setFilter = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });
  return (
    <div className="quotation-review">
      <TitleTrail items={[{ label: t('quotationReview.title') }]} />
      <h1>{t('quotationReview.title')}</h1>
      <p className="lead">{t('quotationReview.intro')}</p>
      <div className="quotation-review__filters">
        <Select
          label={t('quotationReview.state')}
          placeholder={t('quotationReview.allStates')}
          options={[
            { id: 'all', label: t('quotationReview.allStates') },
            ...quotationReviewStates.map((s) => ({ id: s, label: t(`quotationReview.states.${s}`) })),
          ]}
          selectedKey={state || 'all'}
          onSelectionChange={(key) => setFilter('state', key === 'all' ? '' : String(key))}
        />
        <SearchField
          label={t('quotationReview.search')}
          value={q}
          onSearch={(text) => setFilter('q', text)}
        />
      </div>
      <DataState
        state={list}
        isEmpty={(p) => p.items.length === 0}
        // Narrowed to nothing is not "none yet": it says so, as a searched PagedList does, and undoes it.
        empty={state || q ? t('quotationReview.noMatches') : t('quotationReview.none')}
        emptyIcon={state || q ? 'search' : undefined}
        emptyAction={
          state || q ? (
            <Button variant="secondary" onPress={() => setParams(new URLSearchParams())}>
              {t('quotationReview.clearFilters')}
            </Button>
          ) : undefined
        }
      >
        {(result) => (
          <>
            <ul className="quotation-review__list">
              {result.items.map((item) => (
                <ReviewCard
                  key={item.pK_R_OFFER}
                  item={item}
                  onOpen={(document) => {
                    void forgetDocumentUrl(document.id);
                    back.opened();
                    setOpened(document);
                  }}
                />
              ))}
            </ul>
            <Pagination
              label={t('quotationReview.title')}
              page={result.page}
              pageSize={result.pageSize}
              total={result.total}
              onChange={(next) => setFilter('page', next === 1 ? '' : String(next))}
            />
          </>
        )}
      </DataState>
      <OnceOpened isOpen={opened !== null}>
        <DocumentViewer
          opened={opened}
          onClose={() => {
            setOpened(null);
            back.closed();
          }}
        />
      </OnceOpened>
    </div>
  );
}
