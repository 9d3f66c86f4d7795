import { paths } from '../../lib/paths.ts';

/** Opens the create-event dialog: the events landing reacts to `?create=1`. */
export const createEventHref = `${paths.events()}?create=1`;
