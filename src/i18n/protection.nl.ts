/** Dutch texts of the server's protections: refused characters, and the limit on requests. */
export const protectionNl = {
  protection: {
    controlCharacters: 'Dit veld bevat een teken dat niet is toegestaan, zoals een stuurteken',
    tooManyRequests: 'Te veel verzoeken. Probeer het over {{seconds}} s opnieuw.',
  },
};
