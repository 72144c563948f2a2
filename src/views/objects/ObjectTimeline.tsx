import './timeline-texts';
import { lazy, useState } from 'react';
import { useSearchParams } from 'wouter';
import { appointmentStateOf } from '../../../contract/booking';
import type { PortalDocument } from '../../../contract/documents';
import { isExpiredQuotation } from '../../../contract/quotation-validity';
import { dayEvents, type TimelineEntry, type TimelineKind, timelineKinds } from '../../../contract/timeline';
import { useI18n } from '../../i18n';
import { forgetDocumentUrl } from '../../services/portal-data/documents';
import { objectTimeline } from '../../services/portal-data/timeline';
import { useData } from '../../services/portal-data/use-data';
import { ExportButton } from '../shared/ExportButton';
import { invoicePath, jobOrderPath, quotationPath } from '../shared/paths';
import { Badge, type BadgeTone } from '../ui/Badge';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { Link } from '../ui/Link';
import { OnceOpened } from '../ui/OnceOpened';
import { Select } from '../ui/Select';
import { useBackCloses } from '../ui/use-back-closes';

// The viewer is a modal: its code loads when a first report or document is opened.
const DocumentViewer = lazy(async () => ({
  default: (await import('../shared/DocumentViewer')).DocumentViewer,
}));

/** States in which the gate does not do its work: shown red, the others green. */
const stopped = new Set<string>(['failure', 'outOfService']);

const ALL = 'all';
const NEWEST = 'newest';

/** The page the address asks for: kind, then a cursor, a year or the oldest page (`tl.*` search parameters). */
function useTimelineParams() {
  const [params, setParams] = useSearchParams();
  const kindText = params.get('tl.kind');
  const kind = timelineKinds.includes(kindText as TimelineKind) ? (kindText as TimelineKind) : undefined;
  const yearText = params.get('tl.year');
  const year = yearText && /^\d{4}$/.test(yearText) ? Number(yearText) : undefined;
  const cursor = params.get('tl.cursor') ?? undefined;
  const oldest = params.get('tl.end') === 'oldest';
  const go = (values: Record<string, string | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of ['tl.cursor', 'tl.year', 'tl.end']) next.delete(name);
        for (const [name, value] of Object.entries(values))
          if (value === undefined) next.delete(name);
          else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { kind, year, cursor, oldest, go };
}

interface EntryView {
  title: string;
  href?: string;
  document?: PortalDocument;
  badges: { text: string; tone?: BadgeTone }[];
  details: string[];
}

function useEntryView(place: string) {
  const { t, formatMoney } = useI18n();
  const tab = (name: string) => `${place}?tab=${name}`;
  const state = (code: string | null) => (code ? t(`vocabulary.gateState.${code}`) : t('timeline.noState'));
  return (e: TimelineEntry): EntryView => {
    switch (e.event) {
      case 'inspection':
        return {
          title: t('timeline.event.inspection'),
          href: e.report ? undefined : tab('condition'),
          document: e.report ?? undefined,
          badges: [
            ...(e.result
              ? [
                  {
                    text: t(`timeline.result.${e.result}`),
                    tone: e.result === 'conform' ? 'success' : 'error',
                  } as const,
                ]
              : []),
            ...(e.condition !== null ? [{ text: t('timeline.condition', { score: e.condition }) }] : []),
          ],
          details: [
            e.notPossibleReason ?? '',
            e.internalRemarks ? t('timeline.internalRemarks', { text: e.internalRemarks }) : '',
          ],
        };
      case 'failureReported':
        return {
          title: t('timeline.event.failureReported'),
          href: tab('failures'),
          badges: [
            { text: t(`terms.failureKind.${e.kind}`) },
            {
              text: t(`timeline.failureStatus.${e.status}`),
              tone: e.status === 'solved' ? 'success' : e.status === 'inProgress' ? 'warning' : 'error',
            },
          ],
          details: [e.description],
        };
      case 'failureSolved':
        return {
          title: t('timeline.event.failureSolved'),
          href: tab('failures'),
          badges: [{ text: t('timeline.failureStatus.solved'), tone: 'success' }],
          details: [
            e.description,
            e.realizedSolution ? t('timeline.solution', { text: e.realizedSolution }) : '',
          ],
        };
      case 'jobOrder':
        return {
          title: t('timeline.event.jobOrder', { number: e.jobOrderNumber }),
          href: jobOrderPath(place, Number(e.id)),
          badges: [],
          details: [
            e.description ?? '',
            e.salesPrice !== null ? t('timeline.amount', { amount: formatMoney(e.salesPrice) }) : '',
            e.costPrice != null ? t('timeline.costPrice', { amount: formatMoney(e.costPrice) }) : '',
          ],
        };
      case 'appointment':
        return {
          title: t(e.request ? 'timeline.event.bookedVisit' : 'timeline.event.appointment'),
          href: e.jobOrderId ? jobOrderPath(place, e.jobOrderId) : tab('appointments'),
          badges: [
            { text: t(`vocabulary.appointmentType.${e.type}`) },
            appointmentStateOf(e) === e.status
              ? {
                  text: t(`timeline.appointmentStatus.${e.status}`),
                  tone: e.status === 'done' ? 'success' : undefined,
                }
              : { text: t(`timeline.request.${e.request}`), tone: 'info' },
          ],
          details: [e.serviceEngineer ?? ''],
        };
      case 'quotation':
        return {
          title: t('timeline.event.quotation', { number: e.quotationNumber }),
          href: quotationPath(place, Number(e.id)),
          badges: [
            {
              text: t(`timeline.quotationStatus.${e.status}`),
              tone: e.status === 'Order' ? 'success' : e.status === 'Rejected' ? 'error' : undefined,
            },
            ...(isExpiredQuotation(e)
              ? [{ text: t('terms.quotationExpired'), tone: 'warning' as const }]
              : []),
          ],
          details: [e.description ?? '', t('timeline.amount', { amount: formatMoney(e.amount) })],
        };
      case 'invoice':
        return {
          title: t('timeline.event.invoice', { number: e.invoiceNumber }),
          href: invoicePath(place, Number(e.id)),
          badges: [],
          details: [
            e.description ?? '',
            t('timeline.amount', { amount: formatMoney(e.amountInclVat) }),
            e.openAmount ? t('timeline.openAmount', { amount: formatMoney(e.openAmount) }) : '',
          ],
        };
      case 'document':
        return {
          title: e.document.description || t('timeline.event.document'),
          document: e.document,
          badges: [{ text: e.document.extension.toUpperCase() }],
          details: [],
        };
      case 'gateState':
        return {
          title: t('timeline.event.gateState'),
          href: tab('properties'),
          badges: [{ text: state(e.to), tone: e.to && stopped.has(e.to) ? 'error' : 'success' }],
          details: [t('timeline.stateChange', { from: state(e.from), to: state(e.to) })],
        };
    }
  };
}

/** Every event of the gate, newest first, a page at a time; filtered by kind, from a chosen year. */
export function ObjectTimeline({ objectId, place }: { objectId: number; place: string }) {
  const { t, formatDate } = useI18n();
  const { kind, year, cursor, oldest, go } = useTimelineParams();
  const call = objectTimeline(objectId, { kind, year, cursor, oldest });
  const page = useData(call);
  const view = useEntryView(place);
  const [opened, setOpened] = useState<PortalDocument | null>(null);
  const back = useBackCloses(() => setOpened(null));
  const open = (document: PortalDocument) => {
    void forgetDocumentUrl(document.id);
    back.opened();
    setOpened(document);
  };
  const years = page.data?.years ?? [];
  return (
    <section className="timeline" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="visually-hidden">
        {t('timeline.title')}
      </h2>
      <div className="timeline__filters">
        <Select
          label={t('timeline.kind')}
          placeholder={t('timeline.allKinds')}
          selectedKey={kind ?? ALL}
          onSelectionChange={(key) => go({ 'tl.kind': key === ALL ? undefined : String(key) })}
          options={[
            { id: ALL, label: t('timeline.allKinds') },
            ...timelineKinds.map((k) => ({ id: k, label: t(`timeline.kinds.${k}`) })),
          ]}
        />
        <Select
          label={t('timeline.year')}
          placeholder={t('timeline.newestYear')}
          selectedKey={year !== undefined ? String(year) : NEWEST}
          onSelectionChange={(key) => go({ 'tl.year': key === NEWEST ? undefined : String(key) })}
          options={[
            { id: NEWEST, label: t('timeline.newestYear') },
            ...(year !== undefined && !years.includes(year) ? [year] : []).concat(years).map((y) => ({
              id: String(y),
              label: String(y),
            })),
          ]}
        />
        <ExportButton list={call.key} />
      </div>
      <DataState
        state={page}
        isEmpty={(p) => p.items.length === 0}
        empty={t(kind ? 'timeline.emptyFiltered' : 'timeline.empty')}
      >
        {(p) => (
          <>
            <ol className="timeline__list" aria-label={t('timeline.title')}>
              {p.items.map((entry) => {
                const v = view(entry);
                const details = v.details.filter(Boolean);
                return (
                  <li
                    key={`${entry.event}-${entry.id}`}
                    className={`timeline__entry timeline__entry--${entry.event}`}
                  >
                    <time className="timeline__time" dateTime={entry.at}>
                      {dayEvents.has(entry.event)
                        ? formatDate(entry.at)
                        : formatDate(entry.at, {
                            day: '2-digit',
                            month: '2-digit',
                            year: 'numeric',
                            hour: '2-digit',
                            minute: '2-digit',
                          })}
                    </time>
                    <div className="timeline__body">
                      <p className="timeline__title">
                        {v.href ? <Link href={v.href}>{v.title}</Link> : <span>{v.title}</span>}
                        {v.badges.map((badge) => (
                          <Badge key={badge.text} tone={badge.tone}>
                            {badge.text}
                          </Badge>
                        ))}
                      </p>
                      {details.length > 0 && <p className="timeline__details">{details.join(' · ')}</p>}
                      {v.document && (
                        <Button
                          variant="secondary"
                          className="timeline__open"
                          onPress={() => open(v.document!)}
                        >
                          {entry.event === 'inspection' ? t('timeline.report') : t('timeline.open')}
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
            <nav className="timeline__pages" aria-label={t('timeline.pages')}>
              <Button variant="secondary" isDisabled={!p.newer} onPress={() => go({})}>
                {t('timeline.newest')}
              </Button>
              <Button
                variant="secondary"
                isDisabled={!p.newer}
                onPress={() => p.newer && go({ 'tl.cursor': p.newer })}
              >
                {t('timeline.newer')}
              </Button>
              <Button
                variant="secondary"
                isDisabled={!p.older}
                onPress={() => p.older && go({ 'tl.cursor': p.older })}
              >
                {t('timeline.older')}
              </Button>
              <Button variant="secondary" isDisabled={!p.older} onPress={() => go({ 'tl.end': 'oldest' })}>
                {t('timeline.oldest')}
              </Button>
            </nav>
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
    </section>
  );
}
