// The registrations feature's public entry: other features import from here only.
export { registrationKeys, useRegistrationMutation } from './api.ts';
