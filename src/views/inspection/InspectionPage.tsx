import './texts';
import './inspection.css';
import { useParams } from 'wouter';
import { z } from 'zod/mini';
import { idOf } from '../../../contract/ids';
import { checklistRule, gateStateAfter, type ObjectChecklist } from '../../../contract/maintenance';
import { useI18n } from '../../i18n';
import {
  type ResumedInspection,
  useMaintenance,
  useResumedInspection,
} from '../../machines/maintenance/maintenance.connect';
import { objectChecklist } from '../../services/maintenance';
import { useData } from '../../services/portal-data/use-data';
import { NotFound } from '../shared/NotFound';
import { KnownPlace, PlaceTrail } from '../shared/Place';
import { DataState } from '../ui/DataState';
import { ApprovalStep } from './ApprovalStep';
import { ArrivalStep } from './ArrivalStep';
import { ChecklistStep } from './ChecklistStep';
import { DepartureStep } from './DepartureStep';
import { DoneStep } from './DoneStep';
import { NotPossibleStep } from './NotPossibleStep';
import { StartStep } from './StartStep';
import { StepTrail } from './StepTrail';

interface WizardProps {
  inspectionId: string;
  checklist: ObjectChecklist;
  resumed: ResumedInspection;
  backTo: string;
}

/** The wizard: one step per screen, the trail above it. */
function Wizard({ inspectionId, checklist, resumed, backTo }: WizardProps) {
  const { object } = checklist;
  const wizard = useMaintenance({
    inspectionId,
    objectId: object.pK_R_SERVICEOBJECT,
    rules: { items: checklist.properties.map(checklistRule), ownSpeedgate: object.ownSpeedgate },
    draft: resumed.held?.draft,
    restored: resumed.restored,
    savedStep: resumed.held?.step,
  });
  const { step } = wizard;
  return (
    <>
      <StepTrail step={step} notPossible={!wizard.draft.maintenancePossible} />
      <div className="inspection-step">
        {step === 'start' && <StartStep wizard={wizard} checklist={checklist} />}
        {step === 'arrival' && <ArrivalStep wizard={wizard} />}
        {step === 'inspection' && <ChecklistStep wizard={wizard} checklist={checklist} />}
        {step === 'approval' && <ApprovalStep wizard={wizard} inspectionId={inspectionId} />}
        {step === 'departure' && <DepartureStep wizard={wizard} />}
        {step === 'notPossible' && <NotPossibleStep wizard={wizard} />}
        {step === 'done' && (
          <DoneStep
            result={wizard.result}
            gateState={gateStateAfter[wizard.result]}
            objectPath={backTo}
            isSent={wizard.isSent}
            mailedTo={wizard.reportMailedTo}
          />
        )}
      </div>
    </>
  );
}

const uuid = z.uuid();

function Inspection({ objectId, inspectionId }: { objectId: number; inspectionId: string }) {
  const { t } = useI18n();
  const checklist = useData(objectChecklist(objectId));
  const resumed = useResumedInspection(inspectionId);
  return (
    <KnownPlace>
      {(place) => (
        <div className="inspection">
          <PlaceTrail place={place} items={[{ label: t('inspection.title') }]} />
          <header className="inspection__header">
            <h1>
              {t('inspection.title')}
              {checklist.data && (
                <span className="page-header__sub">
                  {checklist.data.object.serviceobjectnumber} · {checklist.data.object.description}
                </span>
              )}
            </h1>
          </header>
          <DataState state={checklist}>
            {(list) => (
              <DataState state={resumed}>
                {(found) =>
                  found.held?.status === 'submitted' && !found.restored ? (
                    <>
                      <StepTrail step="done" notPossible={found.held.result === 'notPossible'} />
                      <DoneStep
                        result={found.held.result ?? 'conform'}
                        gateState={list.object.gateState}
                        objectPath={place.path}
                      />
                    </>
                  ) : (
                    <Wizard
                      key={inspectionId}
                      inspectionId={inspectionId}
                      checklist={list}
                      resumed={found}
                      backTo={place.path}
                    />
                  )
                }
              </DataState>
            )}
          </DataState>
        </div>
      )}
    </KnownPlace>
  );
}

/**
 * The maintenance inspection of one object (`/buildings/{id}/{buildingId}/{objectId}/inspection/{id}`),
 * phone first. It resumes from the browser's copy after a reload, and shows a submitted one as done. An
 * address whose object or inspection id could never name one is the not-found page, asked of no server.
 */
export default function InspectionPage() {
  const params = useParams<{ objectId: string; inspectionId: string }>();
  const objectId = idOf(params.objectId);
  if (objectId === null || !uuid.safeParse(params.inspectionId).success) return <NotFound />;
  return <Inspection objectId={objectId} inspectionId={params.inspectionId} />;
}
