import type { protectionNl } from './protection.nl';

/** English texts of the server's protections: refused characters, and the limit on requests. */
export const protectionEn: typeof protectionNl = {
  protection: {
    controlCharacters: 'This field holds a character that is not allowed, such as a control character',
    tooManyRequests: 'Too many requests. Try again in {{seconds}} s.',
  },
};
