import { z } from 'zod/mini';
import { permissionKeySchema } from './permissions';

/** GET api/employee: the caller's own employee card. */
export const employeeSchema = z.object({
  name: z.string(),
  email: z.string(),
  function: z.string(),
  phoneNumber: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** GET api/perm: the permission keys the caller holds, in the order of spec section 6. */
export const permResponseSchema = z.array(permissionKeySchema);
