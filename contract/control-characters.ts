/**
 * NUL and the other control characters (C0, DEL and C1). Tab, line feed and carriage return are text: a note
 * of several lines holds them. PostgreSQL cannot store NUL in text; the others only hide or garble what is shown.
 * Apart from the schemas, without zod: the first screen's report of a failure cleans its texts with it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
