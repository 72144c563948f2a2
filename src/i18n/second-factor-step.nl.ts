import type { Widen } from './widen';

/**
 * Dutch texts of the sign-in's second step and of setting up an authenticator: they arrive with that step (and
 * with the account screen), not with the login screen, which most sign-ins pass without a second step.
 */
export const secondFactorStepNl = {
  secondFactorStep: {
    title: 'Tweestapsverificatie',
    codeIntro: 'Open uw authenticator-app en vul de code van zes cijfers in die bij dit account staat.',
    code: 'Code uit de app',
    recoveryIntro: 'Geen toegang tot uw app? Vul een van uw herstelcodes in. Elke code werkt één keer.',
    recoveryCode: 'Herstelcode',
    submit: 'Bevestigen',
    useRecoveryCode: 'Een herstelcode gebruiken',
    useAuthenticator: 'Een code uit de app gebruiken',
    usePasskey: 'Een passkey gebruiken',
    passkeyIntro:
      'Bevestig met een passkey van dit account. Uw browser vraagt dan om uw vingerafdruk, gezicht, pincode of beveiligingssleutel.',
    cancel: 'Terug naar inloggen',
    codeFailed: 'Deze code is onjuist of al gebruikt. Wacht op de volgende code en probeer het opnieuw.',
    recoveryFailed:
      'Deze herstelcode is onjuist of al gebruikt. Elke herstelcode werkt één keer; probeer een andere.',
    enrolTitle: 'Tweestapsverificatie instellen',
    enrolIntro:
      'Voor dit account is tweestapsverificatie verplicht. Scan de QR-code met een authenticator-app (zoals Microsoft Authenticator, Google Authenticator of 1Password) en vul de eerste code in.',
    qrLabel: 'QR-code om te scannen met uw authenticator-app',
    secret: 'Kunt u niet scannen? Voer deze sleutel in de app in:',
    preparing: 'De QR-code wordt gemaakt…',
    recoveryTitle: 'Bewaar uw herstelcodes',
    recoveryCodesIntro:
      'Met een herstelcode komt u binnen als u uw telefoon kwijt bent. Elke code werkt één keer. Bewaar ze op een veilige plek: ze worden maar één keer getoond.',
    recoveryCodesLabel: 'Herstelcodes',
    continue: 'Ik heb de codes bewaard, verder',
  },
};

/** The English texts have exactly this shape. */
export type SecondFactorStepDictionary = Widen<typeof secondFactorStepNl>;
