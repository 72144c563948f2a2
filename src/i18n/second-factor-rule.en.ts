import type { SecondFactorRuleDictionary } from './second-factor-rule.nl';

/** Texts of an administrator's rule: the users of a relation sign in with two-step verification. */
export const secondFactorRuleEn: SecondFactorRuleDictionary = {
  secondFactorRule: {
    title: 'Two-step verification',
    intro:
      'Require two-step verification of everyone of this relation: after the password the portal asks for a code from an authenticator app. Whoever has none yet sets it up at their next sign-in.',
    required: 'Users of {{relation}} sign in with two-step verification',
    turnedOn: 'Two-step verification is now required of the users of this relation.',
    turnedOff: 'Two-step verification is no longer required of the users of this relation.',
    ownFirst:
      'First turn on your own two-step verification on your account page: otherwise this rule locks you out yourself.',
    toAccount: 'To my account',
  },
};
