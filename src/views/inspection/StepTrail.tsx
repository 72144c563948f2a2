import { inspectionSteps } from '../../../contract/inspection';
import { useI18n } from '../../i18n';
import type { WizardStep } from '../../machines/maintenance/maintenance.connect';

/**
 * Where the engineer is among the steps: every step as a dot and a name, the current one marked. With
 * `notPossible` the trail is start, not possible, done.
 */
export function StepTrail({ step, notPossible = false }: { step: WizardStep; notPossible?: boolean }) {
  const { t } = useI18n();
  // "Maintenance not possible" takes the place of the steps after start.
  const steps = notPossible ? (['start', 'notPossible', 'done'] as const) : inspectionSteps;
  const current = (steps as readonly string[]).indexOf(step);
  return (
    <nav className="step-trail" aria-label={t('inspection.trail')}>
      <p className="step-trail__count">
        {t('inspection.stepOf', { number: current + 1, count: steps.length })}:{' '}
        <strong>{t(`inspection.steps.${step}`)}</strong>
      </p>
      <ol className="step-trail__steps">
        {steps.map((s, index) => (
          <li
            key={s}
            className={`step-trail__step${index < current ? ' is-done' : ''}${index === current ? ' is-current' : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="step-trail__dot" aria-hidden="true">
              {index + 1}
            </span>
            <span className="step-trail__name">{t(`inspection.steps.${s}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
