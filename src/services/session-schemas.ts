/**
 * The answers the session checks once someone is signed in (the profile, the relations), from the classic part
 * of the contract: loaded while those calls are under way, in one file, so the login screen does not carry
 * classic zod (decision 018). The signed-in screens share what this loads.
 */
export { profileSchema } from '../../contract/identity';
export { myRelationsResponseSchema } from '../../contract/relations';
