import { useMemo } from 'react';
import { useParams } from 'wouter';
import { useI18n } from '../../i18n';
import { modelsEn } from '../../i18n/models.en';
import { modelsNl } from '../../i18n/models.nl';
import { addTexts } from '../../i18n/store';
import { machineModels } from '../../machines/models/catalogue';
import { readMachine } from '../../machines/models/definition';
import { useLiveActors } from '../../machines/models/live.connect';
import { modelsPath } from '../shared/paths';
import { TitleTrail } from '../shared/TitleTrail';
import { EmptyState } from '../ui/EmptyState';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import machineDescriptionsEn from './descriptions.en.json';
import { machineDescriptionsNl } from './descriptions.nl';
import { MachineView } from './MachineView';
import './models.css';

addTexts({ nl: modelsNl, en: modelsEn });

const definitions = machineModels.map((model) => ({ model, definition: readMachine(model.machine) }));

/** The JSON a statechart tool can open: the definition as the viewer reads it. */
const exportHref = (definition: unknown) =>
  `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(definition, null, 2))}`;

function MachineList({ current }: { current: string | undefined }) {
  const { t } = useI18n();
  const live = useLiveActors();
  return (
    <nav className="models__list" aria-label={t('models.machines')}>
      <h2>{t('models.machines')}</h2>
      <ul>
        {definitions.map(({ definition }) => {
          const running = live.filter((actor) => actor.machineId === definition.id).length;
          return (
            <li key={definition.id}>
              <Link variant="nav" href={modelsPath(definition.id)} isCurrent={definition.id === current}>
                {definition.id}
                {running > 0 && <span className="models__running">{running}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The machine's description in the screen's language: the machine's own text is English, kept for the viewer
 * by `npm run models` (the browser's build leaves it out of the machines).
 */
function MachineDescription({ id }: { id: string }) {
  const { locale } = useI18n();
  const dutch = locale === 'nl' ? machineDescriptionsNl[id] : undefined;
  const english = (machineDescriptionsEn as Record<string, string>)[id] ?? '';
  return dutch ? <p>{dutch}</p> : <p lang="en">{english}</p>;
}

/**
 * The model viewer (/models): every machine of the app drawn from its definition, this tab's actors on it,
 * and its generated test paths to step through on a sandboxed copy. For holders of `Models.View`.
 */
export default function ModelsPage() {
  const { t } = useI18n();
  const { machineId } = useParams<{ machineId?: string }>();
  const chosen = useMemo(
    () => definitions.find(({ definition }) => definition.id === machineId),
    [machineId],
  );
  return (
    <>
      <TitleTrail
        items={[
          { label: t('models.title'), href: chosen ? modelsPath() : undefined },
          ...(chosen ? [{ label: chosen.definition.id }] : []),
        ]}
      />
      <h1>{t('models.title')}</h1>
      <p className="lead">{t('models.intro')}</p>
      <div className="models">
        <MachineList current={chosen?.definition.id} />
        <div className="models__machine">
          {chosen ? (
            <section aria-labelledby="machine-title">
              <div className="models__heading">
                <h2 id="machine-title">{chosen.definition.id}</h2>
                <Link
                  variant="button"
                  className="button button--secondary"
                  href={exportHref(chosen.definition)}
                  download={`${chosen.definition.id}.json`}
                >
                  <Icon name="file" />
                  {t('models.export')}
                </Link>
              </div>
              <MachineDescription id={chosen.definition.id} />
              <p className="muted">
                {t('models.counts', {
                  states: chosen.definition.states.length,
                  transitions: chosen.definition.transitions.length,
                })}
              </p>
              <MachineView key={chosen.definition.id} model={chosen.model} definition={chosen.definition} />
            </section>
          ) : (
            <EmptyState title={machineId ? t('models.unknown', { id: machineId }) : t('models.choose')} />
          )}
        </div>
      </div>
    </>
  );
}
