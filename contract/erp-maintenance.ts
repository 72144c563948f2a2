import { z } from 'zod/mini';
import { key, optionalKey } from './erp-fields';

/** The maintenance catalogue: groups of checklist items, and where on a gate an item is found. */
export const erpMaintenanceGroupSchema = z.object({
  pK_R_MAINTENANCEGROUP: key,
  nameNl: z.string().check(z.minLength(1), z.maxLength(200)),
  nameEn: z.string().check(z.minLength(1), z.maxLength(200)),
  sortOrder: z._default(z.number().check(z.int(), z.gte(0)), 0),
});

export const erpMaintenanceLocationSchema = z.object({
  pK_R_MAINTENANCELOCATION: key,
  nameNl: z.string().check(z.minLength(1), z.maxLength(200)),
  nameEn: z.string().check(z.minLength(1), z.maxLength(200)),
});

const optionalNumber = z.nullish(z.number());

/**
 * One checklist item. `expectedCondition` is the worst NEN 2767 condition (1 excellent ... 6 very bad) that
 * needs no repair. A measured item names its `unit` and the range a reading can have (`valueMin`..`valueMax`);
 * `limitMin`/`limitMax` are the limits beyond which it is not conform (EN 12453: peak force 400 N, ...).
 */
export const erpMaintenancePropertySchema = z
  .object({
    pK_R_MAINTENANCEPROPERTY: key,
    fK_R_MAINTENANCEGROUP: key,
    fK_R_MAINTENANCELOCATION: optionalKey,
    /** Without one the item is checked on every kind of gate. */
    fK_R_SERVICEOBJECTTYPE: optionalKey,
    nameNl: z.string().check(z.minLength(1), z.maxLength(300)),
    nameEn: z.string().check(z.minLength(1), z.maxLength(300)),
    expectationNl: z._default(z.string().check(z.maxLength(2000)), ''),
    expectationEn: z._default(z.string().check(z.maxLength(2000)), ''),
    expectedCondition: z._default(z.number().check(z.int(), z.gte(1), z.lte(6)), 3),
    standard: z.nullish(z.string().check(z.maxLength(100))),
    unit: z.nullish(z.string().check(z.minLength(1), z.maxLength(20))),
    valueMin: optionalNumber,
    valueMax: optionalNumber,
    limitMin: optionalNumber,
    limitMax: optionalNumber,
    lifetimeYears: z.nullish(z.number().check(z.int(), z.gte(0), z.lte(100))),
    sortOrder: z._default(z.number().check(z.int(), z.gte(0)), 0),
  })
  .check(
    z.superRefine((p, ctx) => {
      const measured = p.unit != null;
      for (const field of ['valueMin', 'valueMax'] as const) {
        if (measured && p[field] == null)
          ctx.addIssue({ code: 'custom', path: [field], message: 'a measured item needs its range' });
      }
      for (const field of ['valueMin', 'valueMax', 'limitMin', 'limitMax'] as const) {
        if (!measured && p[field] != null)
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: 'only a measured item (with a unit) has one',
          });
      }
      if (measured && p.valueMin != null && p.valueMax != null && p.valueMin > p.valueMax)
        ctx.addIssue({ code: 'custom', path: ['valueMax'], message: 'must be at least valueMin' });
    }),
  );
