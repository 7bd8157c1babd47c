// What an admin without a second factor may still call under STAFF_MFA=required: what adds one (and who am
// I, and leaving). The staff guard refuses the rest (403).

/** The routes an admin without a second factor may still use under STAFF_MFA=required: adding one. */
export const ENROLMENT_ROUTES = new Set([
  'GET /api/auth/me',
  'GET /api/auth/second-factors',
  'POST /api/auth/totp',
  'POST /api/auth/totp/confirm',
  'POST /api/auth/passkeys/options',
  'POST /api/auth/passkeys',
  'POST /api/auth/logout',
]);
