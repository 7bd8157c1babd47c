// @blueprint/contract/routes under its former name, for the importers not yet moved to the contract.
export { routePage } from '@blueprint/contract/routes';
