export { type ErrorBody, errorBodySchema, NO_ACCESS_MESSAGE } from './error-body';

/**
 * Error codes the server sends beside its message, so the browser can show its own translation
 * (`errors.<code>` in the dictionaries). The server's own text follows the caller's Accept-Language.
 */
export const errorMessages = {
  invalidInput: { nl: 'Ongeldige invoer', en: 'Invalid input' },
  bodyTooDeep: {
    nl: 'Ongeldige invoer: de gegevens zijn dieper genest dan 64 niveaus',
    en: 'Invalid input: the data is nested deeper than 64 levels',
  },
  invalidCredentials: { nl: 'E-mail of wachtwoord onjuist', en: 'Email or password incorrect' },
  tooManyAttempts: {
    nl: 'Te veel pogingen, probeer het later opnieuw',
    en: 'Too many attempts, please try again later',
  },
  tooManyRequests: {
    nl: 'Te veel verzoeken, probeer het later opnieuw',
    en: 'Too many requests, please try again later',
  },
  unauthorized: { nl: 'Niet ingelogd', en: 'Not signed in' },
  tokenExpired: { nl: 'Sessie verlopen', en: 'Session expired' },
  invalidRefreshToken: { nl: 'Sessie ongeldig, log opnieuw in', en: 'Session invalid, please sign in again' },
  noAccess: { nl: 'Geen toegang tot dit object', en: 'No access to this object' },
  notFound: { nl: 'Niet gevonden', en: 'Not found' },
  invalidActivationCode: {
    nl: 'Deze activatiecode is ongeldig of verlopen. Vraag uw contactpersoon om een nieuwe uitnodiging.',
    en: 'This activation code is invalid or has expired. Ask your contact for a new invitation.',
  },
  invalidResetCode: {
    nl: 'Deze herstelcode is ongeldig of verlopen. Vraag een nieuwe aan.',
    en: 'This reset code is invalid or has expired. Please request a new one.',
  },
  invalidEmailCode: {
    nl: 'Deze bevestigingslink is ongeldig of verlopen.',
    en: 'This confirmation link is invalid or has expired.',
  },
  wrongPassword: { nl: 'Het huidige wachtwoord is onjuist', en: 'The current password is incorrect' },
  invalidSecondFactorCode: {
    nl: 'Deze code is onjuist of al gebruikt. Wacht op de volgende code en probeer het opnieuw.',
    en: 'This code is incorrect or was used already. Wait for the next code and try again.',
  },
  invalidTicket: {
    nl: 'De inlogstap is verlopen. Log opnieuw in met uw e-mail en wachtwoord.',
    en: 'The sign-in step has expired. Sign in again with your email and password.',
  },
  secondFactorRequired: {
    nl: 'Voor dit account is tweestapsverificatie verplicht. Log opnieuw in om die in te stellen.',
    en: 'This account requires two-step verification. Sign in again to set it up.',
  },
  secondFactorNotPending: {
    nl: 'Er is geen nieuwe authenticator om te bevestigen. Begin opnieuw met instellen.',
    en: 'There is no new authenticator to confirm. Start the setup again.',
  },
  secondFactorOff: {
    nl: 'Tweestapsverificatie staat niet aan voor dit account',
    en: 'Two-step verification is not on for this account',
  },
  secondFactorOwnFirst: {
    nl: 'Zet eerst uw eigen tweestapsverificatie aan: anders sluit deze regel u zelf buiten',
    en: 'Turn on your own two-step verification first: otherwise this rule locks you out yourself',
  },
  passkeyRefused: {
    nl: 'Deze passkey kon niet worden gebruikt. Probeer het opnieuw, of log in met uw wachtwoord.',
    en: 'This passkey could not be used. Try again, or sign in with your password.',
  },
  /** Said by the browser, not the server: its passkey window was closed, or it had no passkey of this portal. */
  passkeyNotUsed: {
    nl: 'Er is geen passkey gemaakt of gebruikt: het venster is gesloten. Probeer het opnieuw.',
    en: 'No passkey was made or used: the window was closed. Please try again.',
  },
  lastPasskeyRequired: {
    nl: 'Tweestapsverificatie is verplicht: voeg eerst een andere passkey of een authenticator-app toe',
    en: 'Two-step verification is required: add another passkey or an authenticator app first',
  },
  secondFactorCannotDisable: {
    nl: 'Tweestapsverificatie is verplicht voor dit account en kan niet uit',
    en: 'Two-step verification is required for this account and cannot be turned off',
  },
  emailInUse: { nl: 'Dit e-mailadres is al in gebruik', en: 'This email address is already in use' },
  cannotAddProviderEmployee: {
    nl: 'Een medewerker van de dienstverlener kan niet aan een gewone klant worden toegevoegd',
    en: 'Cannot add provider employee to regular customer',
  },
  cannotChangeOwnRole: {
    nl: 'Rol wijzigen mislukt: u kunt de rol van uw eigen gebruiker niet wijzigen',
    en: 'Changing role failed: cannot change role of own user',
  },
  roleNotAssignable: {
    nl: 'Rol wijzigen mislukt: deze rol mag u niet toekennen',
    en: 'Changing role failed: you may not assign this role',
  },
  inviteRoleNotAssignable: {
    nl: 'Uitnodigen mislukt: met deze rol mag u niet uitnodigen',
    en: 'Invite failed: you may not invite with this role',
  },
  alreadyInRelation: {
    nl: 'Uitnodigen mislukt: deze gebruiker hoort al bij deze klant',
    en: 'Invite failed: this user already belongs to this customer',
  },
  invitationNotPending: {
    nl: 'Uitnodigen mislukt: deze gebruiker heeft geen openstaande uitnodiging',
    en: 'Invite failed: this user has no open invitation',
  },
  cannotDeactivateSelf: {
    nl: 'Bijwerken mislukt: u kunt uw eigen gebruiker niet deactiveren',
    en: 'Update failed: you cannot deactivate your own user',
  },
  cannotChangeOwnPermissions: {
    nl: 'Bijwerken mislukt: u kunt uw eigen rechten niet wijzigen',
    en: 'Update failed: you cannot change your own permissions',
  },
  permissionNotAssignable: {
    nl: 'Bijwerken mislukt: dit recht mag u deze gebruiker niet geven of afnemen',
    en: 'Update failed: you may not give this user this permission or take it away',
  },
  cannotChangeRoleOfSharedUser: {
    nl: 'Rol wijzigen mislukt: deze gebruiker hoort ook bij een klant die u niet beheert',
    en: 'Changing role failed: this user also belongs to a customer you do not manage',
  },
  cannotUpdateSharedUser: {
    nl: 'Bijwerken mislukt: deze gebruiker hoort ook bij een klant die u niet beheert',
    en: 'Update failed: this user also belongs to a customer you do not manage',
  },
  userNotInRelation: {
    nl: 'Bijwerken mislukt: deze gebruiker hoort niet bij deze klant',
    en: 'Update failed: this user does not belong to this customer',
  },
  copyToOtherRelation: {
    nl: 'Kopiëren mislukt: een gekozen gebruiker hoort niet bij de klant van deze locatie',
    en: 'Copy failed: a chosen user does not belong to the customer of this location',
  },
  userNotAtLocation: {
    nl: 'Bijwerken mislukt: deze gebruiker heeft geen toegang tot deze locatie',
    en: 'Update failed: this user has no access to this location',
  },
  lastLocationOfUser: {
    nl: 'Bijwerken mislukt: dit is de enige locatie van deze gebruiker bij deze klant; haal de gebruiker bij de klant weg',
    en: "Update failed: this is the user's only location at this customer; remove the user from the customer instead",
  },
  cannotRemoveSelf: {
    nl: 'Bijwerken mislukt: u kunt uzelf niet bij een klant weghalen',
    en: 'Update failed: you cannot remove yourself from a customer',
  },
  userChangedMeanwhile: {
    nl: 'Iemand anders heeft deze gebruiker intussen gewijzigd. Laad de gegevens opnieuw en probeer het nog eens.',
    en: 'Someone else changed this user meanwhile. Reload the data and try again.',
  },
  notProviderEmployee: {
    nl: 'Bijwerken mislukt: deze gebruiker is geen medewerker van de dienstverlener',
    en: 'Update failed: this user is not a provider employee',
  },
  logoMissing: { nl: 'Kies een afbeelding voor het logo', en: 'Choose an image for the logo' },
  logoNotAnImage: {
    nl: 'Het logo moet een PNG- of JPEG-afbeelding zijn',
    en: 'The logo must be a PNG or JPEG image',
  },
  logoTooLarge: { nl: 'Het logo mag hoogstens 512 KB groot zijn', en: 'The logo may be at most 512 KB' },
  malformedUpload: {
    nl: 'Het bestand kon niet worden gelezen: de upload is onvolledig of beschadigd. Probeer het opnieuw.',
    en: 'The file could not be read: the upload is incomplete or damaged. Please try again.',
  },
  documentNotAvailable: { nl: 'Document niet beschikbaar', en: 'Document not available' },
  photoMissing: { nl: 'Kies een foto', en: 'Choose a photo' },
  photoNotAnImage: {
    nl: 'De foto moet een JPEG-, PNG- of WebP-afbeelding zijn',
    en: 'The photo must be a JPEG, PNG or WebP image',
  },
  photoTooLarge: { nl: 'De foto mag hoogstens 10 MB groot zijn', en: 'The photo may be at most 10 MB' },
  uploadOffsetMismatch: {
    nl: 'Dit deel van de foto sluit niet aan op wat de server al heeft; verstuur verder vanaf daar',
    en: 'This part of the photo does not follow on from what the server holds; continue from there',
  },
  photoUploadDiffers: {
    nl: 'Deze foto wordt al verstuurd met een andere grootte of soort',
    en: 'This photo is already being sent with another size or kind',
  },
  signatureNotPng: {
    nl: 'De handtekening moet een PNG-afbeelding zijn',
    en: 'The signature must be a PNG image',
  },
  signatureTooLarge: {
    nl: 'De handtekening mag hoogstens 512 KB groot zijn',
    en: 'The signature may be at most 512 KB',
  },
  inspectionSubmitted: {
    nl: 'Deze inspectie is al afgerond en kan niet meer worden gewijzigd',
    en: 'This inspection has been completed and can no longer be changed',
  },
  objectInspectedMeanwhile: {
    nl: 'Installatie {{object}} is op {{date}} door {{engineer}} geïnspecteerd terwijl deze inspectie openstond (resultaat: {{result}}). Verstuur haar opnieuw met alsoAfter {{inspectionId}} om haar ook vast te leggen.',
    en: 'Gate {{object}} was inspected by {{engineer}} on {{date}} while this inspection was open (result: {{result}}). Submit it again with alsoAfter {{inspectionId}} to record it as well.',
  },
  inspectionOfAnotherObject: {
    nl: 'Deze inspectie hoort bij een andere installatie',
    en: 'This inspection belongs to another service object',
  },
  inspectionRulesFailed: {
    nl: 'De inspectie is niet compleet: vul de gemarkeerde velden in',
    en: 'The inspection is not complete: fill in the marked fields',
  },
  visitNotRequested: {
    nl: 'Dit bezoek is al ingepland of afgewezen',
    en: 'This visit has already been planned or declined',
  },
  reportIdInUse: {
    nl: 'Deze melding is al door iemand anders verstuurd; vernieuw de pagina en probeer het opnieuw',
    en: 'This report was already sent by someone else; reload the page and try again',
  },
  bookingKeyInUse: {
    nl: 'Deze aanvraag is al door iemand anders verstuurd; vernieuw de pagina en probeer het opnieuw',
    en: 'This request was already sent by someone else; reload the page and try again',
  },
  reportPhotosFull: {
    nl: 'Bij deze melding kunnen geen foto’s meer worden toegevoegd',
    en: 'No more photos can be added to this report',
  },
  quotationAlreadyDecided: {
    nl: 'Deze offerte is al {{decision}} door {{by}} op {{at}}',
    en: 'This quotation was already {{decision}} by {{by}} on {{at}}',
  },
  quotationVersionStale: {
    nl: 'Er is een nieuwere versie ({{version}}) van deze offerte; lees die eerst',
    en: 'There is a newer version ({{version}}) of this quotation; please read it first',
  },
  quotationExpired: {
    nl: 'Deze offerte was geldig tot {{date}} en kan niet meer worden geaccepteerd; vraag om een nieuwe versie',
    en: 'This quotation was valid until {{date}} and can no longer be accepted; ask for a new version',
  },
  quotationNotOpen: {
    nl: 'Over deze offerte kan niet meer worden beslist (status {{status}})',
    en: 'This quotation can no longer be decided on (status {{status}})',
  },
  bodyTooLarge: { nl: 'De verstuurde gegevens zijn te groot', en: 'The data sent is too large' },
  serverError: { nl: 'Er ging iets mis op de server', en: 'Something went wrong on the server' },
} as const;

export type ErrorCode = keyof typeof errorMessages;
