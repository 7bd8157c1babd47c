export { default } from '@blueprint/eslint-config';
