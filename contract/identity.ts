import { z } from 'zod/mini';
import { permissionKeySchema } from './permissions';
import { roleNameSchema } from './roles';
import { emailSchema, messages, passwordSchema, phoneSchema } from './validation';

export {
  type LoginRequest,
  loginRequestSchema,
  logoutRequestSchema,
  okSchema,
  refreshRequestSchema,
  type TokenResponse,
  tokenResponseSchema,
} from './login';

export const languageSchema = z.enum(['nl', 'en']);
export type Language = z.infer<typeof languageSchema>;

export const userStatusSchema = z.enum(['invited', 'active', 'deactivated']);

export const claimSchema = z.object({ key: permissionKeySchema, value: z.literal(true) });

/** GET /Identity/Profile */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  pendingEmail: z.nullable(z.string()),
  name: z.string(),
  phoneNumber: z.string(),
  function: z.string(),
  role: roleNameSchema,
  language: languageSchema,
  status: userStatusSchema,
  claims: z.array(claimSchema),
  permissions: z.partialRecord(permissionKeySchema, z.boolean()),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /Identity/ChangeProfile */
export const changeProfileSchema = z.object({
  Name: z
    .string({ error: messages.nameRequired })
    .check(z.trim(), z.minLength(1, messages.nameRequired), z.maxLength(100, messages.tooLong)),
  PhoneNumber: z._default(z.union([z.literal(''), phoneSchema]), ''),
  Function: z._default(z.string().check(z.trim(), z.maxLength(100, messages.tooLong)), ''),
  Language: z.optional(languageSchema),
});

/**
 * POST /Identity/ChangeLanguage: the language chosen with the flag, kept on the profile so that mails and the
 * next sign-in follow it. Only the language: the flag must not need the rest of the profile to be valid.
 */
export const changeLanguageSchema = z.object({
  Language: z.enum(languageSchema.options, { error: messages.invalid }),
});

/**
 * POST /Identity/ChangeEmail. The current password too: a session left open on someone else's screen must not
 * be enough to move the account to another mailbox.
 */
export const changeEmailSchema = z.object({
  NewEmail: emailSchema,
  Password: z
    .string({ error: messages.passwordRequired })
    .check(z.minLength(1, messages.passwordRequired), z.maxLength(256)),
});

const confirmed = <T extends z.core.$ZodShape>(shape: T, password: string, confirm: string) =>
  z.object(shape).check(
    z.refine((v) => (v as Record<string, unknown>)[password] === (v as Record<string, unknown>)[confirm], {
      message: messages.passwordsMustMatch,
      path: [confirm],
    }),
  );

const confirmPassword = z
  .string({ error: messages.confirmPasswordRequired })
  .check(z.minLength(1, messages.confirmPasswordRequired));

/** POST /Identity/ChangePassword */
export const changePasswordSchema = confirmed(
  {
    OldPassword: z
      .string({ error: messages.passwordRequired })
      .check(z.minLength(1, messages.passwordRequired), z.maxLength(256)),
    NewPassword: passwordSchema,
    ConfirmPassword: confirmPassword,
  },
  'NewPassword',
  'ConfirmPassword',
);

/** POST /Identity/ForgotPassword */
export const forgotPasswordSchema = z.object({ Email: emailSchema });

const codeSchema = z
  .string({ error: messages.required })
  .check(z.minLength(1, messages.required), z.maxLength(200));

/** POST /Identity/ResetPassword */
export const resetPasswordSchema = confirmed(
  { Email: emailSchema, Password: passwordSchema, ConfirmPassword: confirmPassword, Code: codeSchema },
  'Password',
  'ConfirmPassword',
);

/** GET /Identity/ConfirmEmail/GetConfirmUser?code=...: who an activation code belongs to. */
export const confirmUserQuerySchema = z.object({ code: codeSchema });
export const confirmUserResponseSchema = z.object({ email: z.string(), name: z.string() });

/** POST /Identity/User: activate an invited account with its code and a new password. */
export const registerSchema = confirmed(
  {
    Code: codeSchema,
    Name: z
      .string({ error: messages.nameRequired })
      .check(z.trim(), z.minLength(1, messages.nameRequired), z.maxLength(100, messages.tooLong)),
    PhoneNumber: z._default(z.union([z.literal(''), phoneSchema]), ''),
    Password: passwordSchema,
    ConfirmPassword: confirmPassword,
  },
  'Password',
  'ConfirmPassword',
);

/** POST /Identity/ConfirmEmail {code}: confirms a change of email address. */
export const confirmEmailSchema = z.object({ code: codeSchema });
