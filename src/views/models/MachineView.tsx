import { Suspense, useMemo } from 'react';
import { useI18n } from '../../i18n';
import { activeStateIds } from '../../machines/models/active-states';
import type { MachineModel } from '../../machines/models/catalogue';
import type { MachineDefinition } from '../../machines/models/definition';
import { useLiveActors } from '../../machines/models/live.connect';
import { usePathStepper } from '../../machines/pathStepper';
import { LoadingIndicator } from '../ui/Spinner';
import { LiveActors } from './LiveActors';
import { pathsOf } from './machine-paths';
import { PathList, PathStep } from './PathStepper';
import { Statechart } from './Statechart';

const none: ReadonlySet<string> = new Set();

/** One machine: its chart with this tab's actors and the chosen path's step on it, its paths, its live actors. */
export function MachineView({ model, definition }: { model: MachineModel; definition: MachineDefinition }) {
  const { t } = useI18n();
  const paths = useMemo(() => pathsOf(model), [model]);
  const stepper = usePathStepper(paths);
  const actors = useLiveActors().filter((actor) => actor.machineId === definition.id);
  const live = useMemo(() => {
    const ids = new Set<string>();
    for (const actor of actors) for (const id of activeStateIds(definition, actor.value)) ids.add(id);
    return ids;
  }, [actors, definition]);
  const stepped = useMemo(
    () => (stepper.step ? activeStateIds(definition, stepper.step.value) : none),
    [stepper.step, definition],
  );
  return (
    <>
      <ul className="chart-legend" aria-hidden="true">
        <li className="chart-legend__live">{t('models.legend.live')}</li>
        <li className="chart-legend__stepped">{t('models.legend.sandbox')}</li>
      </ul>
      <Suspense fallback={<LoadingIndicator />}>
        <Statechart definition={definition} live={live} stepped={stepped} />
      </Suspense>
      <PathStep stepper={stepper} paths={paths} />
      <LiveActors actors={actors} />
      <PathList stepper={stepper} paths={paths} />
    </>
  );
}
