import { addDays, atTime, type ErpRow } from './demo-data-format';
import type { DemoOrders } from './demo-data-orders';
import type { DemoRelations } from './demo-data-relations';
import { demoEngineer, demoRelationKeys, otherEngineers } from './demo-vocabulary';
import type { Random } from './random';

type ServiceObject = ErpRow<'objects'>;
type Appointment = ErpRow<'appointments'>;
type Status = 'open' | 'done';
type Visit = (
  day: Date,
  hours: number,
  minutes: number,
  object: ServiceObject,
  engineer: string,
  status: Status,
) => void;

const appointmentTypes = ['Preventief onderhoud', 'Storing', 'Veiligheidskeuring EN 12453', 'Reparatie'];

const todaysVisits: [number, number, string, Status][] = [
  [7, 30, demoEngineer.name, 'done'],
  [9, 0, demoEngineer.name, 'open'],
  [11, 0, demoEngineer.name, 'open'],
  [13, 30, demoEngineer.name, 'open'],
  [15, 30, demoEngineer.name, 'open'],
  [8, 30, otherEngineers[0], 'open'],
  [10, 30, otherEngineers[1], 'open'],
  [14, 0, otherEngineers[2], 'open'],
];

/**
 * A working day today (part of it the demo engineer's, one visit already done), the coming four weeks, and the
 * past month, all done.
 */
export function buildAppointments(
  r: Random,
  today: Date,
  { objects }: DemoRelations,
  { jobOrders }: DemoOrders,
): Appointment[] {
  const appointments: Appointment[] = [];
  const visit: Visit = (day, hours, minutes, object, engineer, status) => {
    const order = jobOrders.find((j) => j.fK_R_SERVICEOBJECT === object.pK_R_SERVICEOBJECT);
    appointments.push({
      pK_R_APPOINTMENT: 80_001 + appointments.length,
      fK_PT_RELATION: object.fK_PT_RELATION,
      fK_PT_RELATIONDELIVERYADDRESS: object.fK_PT_RELATIONDELIVERYADDRESS,
      fK_R_SERVICEOBJECT: object.pK_R_SERVICEOBJECT,
      fK_R_JOBORDER: order?.pK_R_JOBORDER ?? null,
      startsAt: atTime(day, hours, minutes),
      type: r.pick(appointmentTypes),
      engineerEmail: engineer === demoEngineer.name ? demoEngineer.email : null,
      engineerName: engineer,
      status,
    });
  };
  const visible = objects.filter((o) => !o.providerOnly);
  const objectsOf = (relationId: number) => objects.filter((o) => o.fK_PT_RELATION === relationId);
  const customers = [
    ...objectsOf(demoRelationKeys.withSeveralAddresses),
    ...objectsOf(demoRelationKeys.withOneAddress),
    ...objectsOf(demoRelationKeys.readOnly),
  ].filter((o) => !o.providerOnly);
  visitToday(r, today, visit, customers, visible);
  visitComingWeeks(r, today, visit, customers, visible);
  visitPastMonth(r, today, visit, visible);
  return appointments;
}

function visitToday(
  r: Random,
  today: Date,
  visit: Visit,
  customers: ServiceObject[],
  visible: ServiceObject[],
) {
  todaysVisits.forEach(([h, m, engineer, status], i) => {
    visit(today, h, m, i < 3 ? customers[i % customers.length] : r.pick(visible), engineer, status);
  });
}

function visitComingWeeks(
  r: Random,
  today: Date,
  visit: Visit,
  customers: ServiceObject[],
  visible: ServiceObject[],
) {
  for (let day = 1; day <= 28; day++) {
    const date = addDays(today, day);
    if (date.getDay() === 0 || date.getDay() === 6) continue;
    const visits = r.int(1, 3);
    for (let v = 0; v < visits; v++) {
      const engineer = r.chance(0.4) ? demoEngineer.name : r.pick(otherEngineers);
      const object = day % 5 === 1 && v === 0 ? r.pick(customers) : r.pick(visible);
      visit(date, r.pick([8, 9, 10, 11, 13, 14, 15]), r.pick([0, 30]), object, engineer, 'open');
    }
  }
}

function visitPastMonth(r: Random, today: Date, visit: Visit, visible: ServiceObject[]) {
  for (let day = 1; day <= 30; day += r.int(2, 4)) {
    const date = addDays(today, -day);
    if (date.getDay() === 0 || date.getDay() === 6) continue;
    visit(
      date,
      r.pick([8, 10, 13, 15]),
      0,
      r.pick(visible),
      r.pick([demoEngineer.name, ...otherEngineers]),
      'done',
    );
  }
}
