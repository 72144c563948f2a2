import { z } from 'zod/mini';
import { secondFactorCodeSchema } from './login';
import { messages } from './messages';
import { idSchema } from './paging';

export {
  enrolledLoginSchema,
  enrolmentConfirmSchema,
  enrolmentStartSchema,
  loginAnswerSchema,
  recoveryCodesSchema,
  type SecondFactorChallenge,
  secondFactorChallengeSchema,
  secondFactorCodeSchema,
  secondFactorLoginSchema,
  totpEnrolmentSchema,
} from './login';

/** GET /Identity/SecondFactor: whether the caller's authenticator is on, whether they must have one. */
export const secondFactorStateSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
});
export type SecondFactorState = z.infer<typeof secondFactorStateSchema>;

/** POST /Identity/SecondFactor/enrolment/confirm and /recovery-codes: a current code of the authenticator. */
export const secondFactorCodeBodySchema = z.object({ Code: secondFactorCodeSchema });

/** POST /Identity/SecondFactor/disable: the password and a current code, so an open session alone is not enough. */
export const disableSecondFactorSchema = z.object({
  Password: z
    .string({ error: messages.passwordRequired })
    .check(z.minLength(1, messages.passwordRequired), z.maxLength(256)),
  Code: secondFactorCodeSchema,
});

/** GET /api/second-factor-rules: the company admin's relations, and whether each asks its users for a second factor. */
export const secondFactorRulesSchema = z.array(
  z.object({ relationId: z.number(), name: z.string(), required: z.boolean() }),
);
export type SecondFactorRules = z.infer<typeof secondFactorRulesSchema>;

/** PUT /api/second-factor-rules/:relationId */
export const secondFactorRuleParamsSchema = z.object({ relationId: idSchema('relationId') });
export const secondFactorRuleSchema = z.object({ required: z.boolean({ error: messages.invalid }) });

/** The browser's form of that change: which relation, and the rule. */
export const secondFactorRuleChangeSchema = z.object({
  relationId: z.number(),
  required: z.boolean({ error: messages.invalid }),
});
