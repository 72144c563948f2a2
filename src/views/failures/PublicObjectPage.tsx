import { useMemo } from 'react';
import { useParams } from 'wouter';
import type { PublicServiceObject } from '../../../contract/contact';
import { idOf } from '../../../contract/ids';
import { isProviderRole } from '../../../contract/roles';
import { useI18n } from '../../i18n';
import { useFailureReport } from '../../machines/failureReport/failureReport.connect';
import { useSession } from '../../machines/session/session.connect';
import { useData } from '../../services/portal-data/use-data';
import { publicObject } from '../../services/stickers';
import { useDocumentTitle } from '../shared/document-title';
import { GateState } from '../shared/GateState';
import { directMaintenancePath } from '../shared/paths';
import { LanguageSwitch } from '../shell/LanguageSwitch';
import { useProvider } from '../shell/provider';
import { LoadError } from '../ui/DataState';
import { Link } from '../ui/Link';
import { Spinner } from '../ui/Spinner';
import { ReportForm } from './ReportForm';

/** The provider's 24/7 number, for an unsafe situation; nothing when the provider has none. */
function Phone24h({ phone }: { phone: string }) {
  const { t } = useI18n();
  if (!phone) return null;
  return (
    <p className="public-page__phone">
      {t('failures.phone24hText')} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
    </p>
  );
}

/** The report form of one gate, its draft kept per gate. */
function PublicReport({ accessKey, gate }: { accessKey: string; gate: PublicServiceObject }) {
  const options = useMemo(
    () => ({
      target: { mode: 'public' as const, accessKey, objectId: gate.pK_R_SERVICEOBJECT },
      storageKey: `failureReport:public:${gate.pK_R_SERVICEOBJECT}`,
      prefill: { kind: 'reportFailure' as const },
      onSent: () => undefined,
    }),
    [accessKey, gate.pK_R_SERVICEOBJECT],
  );
  const report = useFailureReport(options);
  return <ReportForm report={report} isPublic />;
}

/**
 * The public page of a gate (/object/{access}/{id}), reached by the QR sticker on it: no account, only what
 * is public, and a failure report. A wrong key, a wrong id or a key of another gate all show the same page.
 */
export function PublicObjectPage() {
  const { t } = useI18n();
  const { access = '', id = '' } = useParams<{ access: string; id: string }>();
  const { user } = useSession();
  const objectId = idOf(id);
  const wellFormed = objectId !== null && /^[A-Za-z0-9_-]{8,64}$/.test(access);
  const gate = useData(wellFormed ? publicObject(access, objectId) : null);
  const found = gate.data;
  // Whatever was wrong with the link, the page says the same; no connection or a server failure may pass.
  const notFound =
    !wellFormed || (gate.error !== null && gate.error.status >= 400 && gate.error.status < 500);
  const failed = !notFound && gate.error !== null;
  useDocumentTitle([
    found ? t('failures.publicTitle', { number: found.serviceobjectnumber }) : t('app.notFound'),
  ]);
  // Without a gate (a broken sticker) the provider's own settings still name it and give its 24/7 number.
  const settings = useProvider();
  const providerName = found?.provider.name || settings.name;
  const logo = found?.provider.logoUrl || settings.logo;

  return (
    <div className="public-page">
      <header className="public-page__header">
        <span className="brand">
          <img className="brand__logo" src={logo} alt={t('failures.providerLogo', { name: providerName })} />
          <span className="brand__name">{providerName}</span>
        </span>
        <LanguageSwitch />
      </header>
      <main className="public-page__main">
        {notFound ? (
          <div className="public-page__not-found">
            <h1>{t('app.notFound')}</h1>
            <p>{t('failures.publicNotFound')}</p>
            <Phone24h phone={settings.phone24h} />
          </div>
        ) : failed && gate.error ? (
          <LoadError error={gate.error} onRetry={gate.retry} />
        ) : !found ? (
          <Spinner />
        ) : (
          <>
            <h1>{t('failures.publicTitle', { number: found.serviceobjectnumber })}</h1>
            <dl className="public-page__facts">
              <div>
                <dt>{t('failures.objectKind')}</dt>
                <dd>{found.objectType ?? found.description}</dd>
              </div>
              <div>
                <dt>{t('failures.location')}</dt>
                <dd>{found.locationName}</dd>
              </div>
              <div>
                <dt>{t('failures.gateState')}</dt>
                <dd>
                  <GateState object={{ gateState: found.gateState as never, openFailures: 0 }} />
                </dd>
              </div>
            </dl>
            <Phone24h phone={found.provider.phone24h} />
            {user && isProviderRole(user.role) && (
              <p>
                <Link href={directMaintenancePath(found.pK_R_SERVICEOBJECT)}>
                  {t('failures.startMaintenance')}
                </Link>
              </p>
            )}
            <p>{t('failures.publicIntro')}</p>
            <PublicReport accessKey={access} gate={found} />
          </>
        )}
      </main>
    </div>
  );
}
