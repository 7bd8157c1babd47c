// @blueprint/contract/paths under its former name, for the importers not yet moved to the contract.
export { BASE_PATH, basePathOf, matchPage, pagePathOf } from '@blueprint/contract/paths';
