import type { Widen } from './widen';
/** Teksten van de regel van een beheerder: gebruikers van een relatie loggen in met tweestapsverificatie. */
export const secondFactorRuleNl = {
  secondFactorRule: {
    title: 'Tweestapsverificatie',
    intro:
      'Verplicht tweestapsverificatie voor iedereen van deze relatie: na het wachtwoord vraagt het portaal een code uit een authenticator-app. Wie die nog niet heeft, stelt haar in bij de volgende keer inloggen.',
    required: 'Gebruikers van {{relation}} loggen in met tweestapsverificatie',
    turnedOn: 'Tweestapsverificatie is nu verplicht voor de gebruikers van deze relatie.',
    turnedOff: 'Tweestapsverificatie is niet meer verplicht voor de gebruikers van deze relatie.',
    ownFirst:
      'Zet eerst uw eigen tweestapsverificatie aan op uw accountpagina: anders sluit deze regel u zelf buiten.',
    toAccount: 'Naar mijn account',
  },
};

/** The English texts have exactly this shape. */
export type SecondFactorRuleDictionary = Widen<typeof secondFactorRuleNl>;
