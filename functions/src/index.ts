// Entry point: exports only. './setup' must stay first: it sets the region and initialises
// the Admin SDK before the functions below are defined.
import './setup';

export { becomeKooker } from './kookers/become-kooker';
