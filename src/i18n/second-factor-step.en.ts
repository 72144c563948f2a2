import type { SecondFactorStepDictionary } from './second-factor-step.nl';

/** English texts of the sign-in's second step and of setting up an authenticator: they arrive with that step. */
export const secondFactorStepEn: SecondFactorStepDictionary = {
  secondFactorStep: {
    title: 'Two-step verification',
    codeIntro: 'Open your authenticator app and enter the six-digit code it shows for this account.',
    code: 'Code from the app',
    recoveryIntro: 'No access to your app? Enter one of your recovery codes. Each code works once.',
    recoveryCode: 'Recovery code',
    submit: 'Confirm',
    useRecoveryCode: 'Use a recovery code',
    useAuthenticator: 'Use a code from the app',
    usePasskey: 'Use a passkey',
    passkeyIntro:
      'Confirm with a passkey of this account. Your browser then asks for your fingerprint, face, PIN or security key.',
    cancel: 'Back to login',
    codeFailed: 'This code is incorrect or was used already. Wait for the next code and try again.',
    recoveryFailed:
      'This recovery code is incorrect or was used already. Each recovery code works once; try another.',
    enrolTitle: 'Set up two-step verification',
    enrolIntro:
      'This account requires two-step verification. Scan the QR code with an authenticator app (such as Microsoft Authenticator, Google Authenticator or 1Password) and enter the first code.',
    qrLabel: 'QR code to scan with your authenticator app',
    secret: 'Cannot scan? Enter this key in the app:',
    preparing: 'Making the QR code…',
    recoveryTitle: 'Keep your recovery codes',
    recoveryCodesIntro:
      'A recovery code lets you in when you have lost your phone. Each code works once. Keep them somewhere safe: they are shown only this once.',
    recoveryCodesLabel: 'Recovery codes',
    continue: 'I have kept the codes, continue',
  },
};
