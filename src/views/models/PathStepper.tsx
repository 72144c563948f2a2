import { useI18n } from '../../i18n';
import type { PathStepperView } from '../../machines/pathStepper';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { jsonText } from './json-text';
import type { ShownPath } from './machine-paths';
import { stateText } from './state-text';

interface StepperProps {
  stepper: PathStepperView;
  paths: ShownPath[];
}

/** The chosen path's current step on the sandboxed copy: where it is, the event, the effects, the context. */
export function PathStep({ stepper, paths }: StepperProps) {
  const { t } = useI18n();
  const chosen = paths.find((listed) => listed.id === stepper.chosenPathId);
  if (!chosen) return null;
  const { step } = stepper;
  return (
    <section className="panel models__step" aria-labelledby="step-title" aria-busy={stepper.isReplaying}>
      <h3 id="step-title">{t('models.paths.step', { index: stepper.index, last: stepper.stepCount - 1 })}</h3>
      <p className="models__path-name">{chosen.label}</p>
      <div className="models__step-tools">
        <Button variant="secondary" onPress={stepper.back} isDisabled={!stepper.canGoBack}>
          {t('models.paths.back')}
        </Button>
        <Button onPress={stepper.forward} isDisabled={!stepper.canGoForward}>
          {t('models.paths.forward')}
        </Button>
        <Button variant="quiet" onPress={stepper.close}>
          {t('models.paths.close')}
        </Button>
      </div>
      {stepper.isFailed && <Alert>{t('models.paths.failed')}</Alert>}
      {stepper.isReplaying && <p className="muted">{t('models.paths.replaying')}</p>}
      {step && !stepper.isReplaying && (
        <dl className="models__step-details">
          <dt>{t('models.live.state')}</dt>
          <dd>
            <code data-stepped-state>{stateText(step.value)}</code>
            {step.status === 'done' && ` · ${t('models.paths.done')}`}
          </dd>
          <dt>{t('models.paths.event')}</dt>
          <dd>
            {step.event ? (
              <>
                <code>{step.event.type}</code>
                {step.event.payload !== null && (
                  <pre className="models__json">{jsonText(step.event.payload)}</pre>
                )}
              </>
            ) : (
              t('models.paths.start')
            )}
          </dd>
          <dt>{t('models.paths.effects')}</dt>
          <dd>{step.effects.length ? step.effects.join(', ') : t('models.paths.noEffects')}</dd>
          <dt>{t('models.live.context')}</dt>
          <dd>
            <pre className="models__json">{jsonText(step.context)}</pre>
          </dd>
        </dl>
      )}
    </section>
  );
}

/** The generated paths of the machine, each with the situation (world) it starts from. */
export function PathList({ stepper, paths }: StepperProps) {
  const { t } = useI18n();
  return (
    <section className="models__paths" aria-labelledby="paths-title">
      <h3 id="paths-title">
        {t('models.paths.title')}{' '}
        <span className="muted">({t('models.paths.count', { count: paths.length })})</span>
      </h3>
      <p className="muted">{t('models.paths.intro')}</p>
      <ol className="models__path-list">
        {paths.map((listed) => {
          const isChosen = listed.id === stepper.chosenPathId;
          return (
            <li key={listed.id} className={isChosen ? 'models__path models__path--chosen' : 'models__path'}>
              <div>
                <p className="models__path-name">{listed.label}</p>
                <p className="muted">
                  {t('models.paths.world')}: {listed.path.world.name}
                </p>
              </div>
              <Button
                variant={isChosen ? 'primary' : 'secondary'}
                aria-label={`${t('models.paths.choose')}: ${listed.label}`}
                onPress={() => stepper.choose(listed)}
              >
                {isChosen ? t('models.paths.chosen') : t('models.paths.choose')}
              </Button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
