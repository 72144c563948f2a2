/**
 * The answers the session checks once someone is signed in (the profile, the relations): loaded while those
 * calls are under way, in one file, so the login screen does not carry them (decision 018). The signed-in
 * screens share what this loads.
 */
export { profileSchema } from '../../contract/identity';
export { myRelationsResponseSchema } from '../../contract/relations';
