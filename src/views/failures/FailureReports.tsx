import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { type FailureListItem, failureStatusChangeSchema } from '../../../contract/contact';
import { failureStatuses } from '../../../contract/objects';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import {
  changeFailureStatus,
  failureReports,
  reportMakesStale,
  reportPhotos,
} from '../../services/failure-reports';
import { useData, usePagedData } from '../../services/portal-data/use-data';
import { objectPath } from '../shared/paths';
import { TitleTrail } from '../shared/TitleTrail';
import { Alert } from '../ui/Alert';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { DataState } from '../ui/DataState';
import { errorText } from '../ui/error-text';
import { Form } from '../ui/Form';
import { LazyDialog } from '../ui/LazyDialog';
import { Link } from '../ui/Link';
import { Pagination } from '../ui/Pagination';
import { Select } from '../ui/Select';
import { TextArea } from '../ui/TextArea';
import { useForm } from '../ui/use-form';

const statusTone = { new: 'error', inProgress: 'warning', solved: 'success' } as const;
const trafficPossibleKey = { open: 'gateOpen', partiallyOpen: 'partiallyOpen', closed: 'closed' } as const;

/** The buttons that move one report on; solving asks for the realized solution first. */
function StatusActions({ report }: { report: FailureListItem }) {
  const { t } = useI18n();
  const [isSolving, setSolving] = useState(false);
  const form = useForm({
    schema: failureStatusChangeSchema,
    submit: (change) => changeFailureStatus(report.id, change),
    invalidates: reportMakesStale,
    successToast: 'failures.statusChanged',
    afterwards: () => setSolving(false),
  });
  const { errors, failure } = form;
  if (report.status === 'solved') return null;
  return (
    <div className="failure-card__actions">
      {failure && !isSolving && <Alert>{errorText(failure, t)}</Alert>}
      {report.status === 'new' && (
        <Button
          variant="secondary"
          isPending={form.isSubmitting && !isSolving}
          onPress={() => form.submit({ status: 'inProgress', realizedSolution: '' })}
        >
          {t('failures.setInProgress')}
        </Button>
      )}
      <Button variant="secondary" onPress={() => setSolving(true)}>
        {t('failures.setSolved')}
      </Button>
      <LazyDialog title={t('failures.setSolved')} isOpen={isSolving} onOpenChange={setSolving}>
        <Form
          errors={errors}
          onSubmit={(values) =>
            form.submit({ status: 'solved', realizedSolution: values.get('realizedSolution') ?? '' })
          }
        >
          {failure && <Alert>{errorText(failure, t)}</Alert>}
          <TextArea name="realizedSolution" label={t('failures.realizedSolution')} isRequired autoFocus />
          <div className="form__actions">
            <Button type="submit" isPending={form.isSubmitting}>
              {t('failures.saveSolved')}
            </Button>
          </div>
        </Form>
      </LazyDialog>
    </div>
  );
}

/** The photos sent with a report, small, each opening the full photo. */
function ReportPhotos({ reportId }: { reportId: string }) {
  const { t } = useI18n();
  const photos = useData(reportPhotos(reportId));
  if (!photos.data) return null;
  return (
    <ul className="failure-card__photos" aria-label={t('failures.photos')}>
      {photos.data.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noopener">
            <img src={photo.url} alt={t('failures.photoNumber', { number: String(index + 1) })} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One report as a card: what, where, who to call back, and its state. */
function FailureCard({ report }: { report: FailureListItem }) {
  const { t, formatDate } = useI18n();
  const place = [report.locationName, report.serviceobjectnumber].filter(Boolean).join(' · ');
  const href =
    report.locationId !== null && report.objectId !== null
      ? objectPath(report.relationId, report.locationId, report.objectId)
      : null;
  return (
    <li
      className={`failure-card${report.urgent && report.status !== 'solved' ? ' failure-card--urgent' : ''}`}
    >
      <div className="failure-card__head">
        <span className="badges">
          <Badge tone={statusTone[report.status]}>{t(`failures.status.${report.status}`)}</Badge>
          <Badge>{t(`failures.kindLabel.${report.kind}`)}</Badge>
          {report.urgent && report.status !== 'solved' && <Badge tone="error">{t('failures.urgent')}</Badge>}
          {report.source === 'public' && <Badge>{t('failures.fromPublicPage')}</Badge>}
        </span>
        <span className="failure-card__date">{formatDate(report.createdAt)}</span>
      </div>
      <h2 className="failure-card__title">{report.relationName}</h2>
      <p className="failure-card__place">{href ? <Link href={href}>{place}</Link> : place}</p>
      <p className="failure-card__description">{report.description}</p>
      <dl className="failure-card__facts">
        {report.trafficLight && (
          <div>
            <dt>{t('failure.trafficLight')}</dt>
            <dd>{t(`terms.trafficLightStatus.${report.trafficLight}`)}</dd>
          </div>
        )}
        {report.trafficPossible && (
          <div>
            <dt>{t('failure.trafficPossible')}</dt>
            <dd>{t(`terms.trafficPossibleStatus.${trafficPossibleKey[report.trafficPossible]}`)}</dd>
          </div>
        )}
        {report.incidentCause && (
          <div>
            <dt>{t('failure.incidentCause')}</dt>
            <dd>
              {[t(`terms.incidentCauseKind.${report.incidentCause}`), report.incidentDetails]
                .filter(Boolean)
                .join(': ')}
            </dd>
          </div>
        )}
        {report.reporterName && (
          <div>
            <dt>{t('failures.reporterOf')}</dt>
            <dd>
              {report.reporterName}
              {report.reporterPhone && (
                <>
                  {', '}
                  <a href={`tel:${report.reporterPhone.replace(/[^\d+]/g, '')}`}>{report.reporterPhone}</a>
                </>
              )}
            </dd>
          </div>
        )}
        {report.realizedSolution && (
          <div>
            <dt>{t('failures.realizedSolution')}</dt>
            <dd>{report.realizedSolution}</dd>
          </div>
        )}
      </dl>
      {report.photoCount > 0 && <ReportPhotos reportId={report.id} />}
      <StatusActions report={report} />
    </li>
  );
}

/** Failure reports (/failures): provider staff see what came in, urgent and newest first, by status and customer. */
export function FailureReports() {
  const { t } = useI18n();
  const { relations } = useSession();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const relationId = params.get('relationId') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const list = usePagedData(
    failureReports(
      { status: status || undefined, relationId: relationId || undefined },
      { page, pageSize: 25 },
    ),
  );
  const setFilter = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });
  return (
    <div className="failure-reports">
      <TitleTrail items={[{ label: t('failures.listTitle') }]} />
      <h1>{t('failures.listTitle')}</h1>
      <p className="lead">{t('failures.listIntro')}</p>
      <div className="failure-reports__filters">
        <Select
          label={t('failures.filterStatus')}
          placeholder={t('choose.status')}
          options={[
            { id: 'all', label: t('failures.all') },
            ...failureStatuses.map((s) => ({ id: s, label: t(`failures.status.${s}`) })),
          ]}
          selectedKey={status || 'all'}
          onSelectionChange={(key) => setFilter('status', key === 'all' ? '' : String(key))}
        />
        {relations && relations.length > 1 && (
          <Select
            label={t('failures.filterRelation')}
            placeholder={t('choose.customer')}
            options={[
              { id: 'all', label: t('failures.all') },
              ...relations.map((r) => ({ id: String(r.pK_PT_RELATION), label: r.name })),
            ]}
            selectedKey={relationId || 'all'}
            onSelectionChange={(key) => setFilter('relationId', key === 'all' ? '' : String(key))}
          />
        )}
      </div>
      <DataState state={list} isEmpty={(p) => p.items.length === 0} empty={t('failures.none')}>
        {(result) => (
          <>
            <ul className="failure-reports__list">
              {result.items.map((report) => (
                <FailureCard key={report.id} report={report} />
              ))}
            </ul>
            <Pagination
              label={t('failures.listTitle')}
              page={result.page}
              pageSize={result.pageSize}
              total={result.total}
              onChange={(next) => setFilter('page', next === 1 ? '' : String(next))}
            />
          </>
        )}
      </DataState>
    </div>
  );
}
