// What travels with a link to the registration form: the program card's program (it, civil, mechanical)
// and, from the IT programs page, the course id. Both come through the shared router's location state.
import { useBasePath } from '@blueprint/shared/router';
import type { Program } from '@blueprint/contract/api/values';

export const REGISTRATION_FORM_ID = 'registration-form';

export type ProgramKey = 'it' | 'civil' | 'mechanical';

export interface RegistrationLinkState {
  selectedProgram?: ProgramKey;
  selectedCourse?: string;
}

const PROGRAM_BY_KEY: Record<ProgramKey, Program> = { it: 'IT', civil: 'Civil', mechanical: 'Mechanical' };

/** The program and course a link asked for; anything else in the state (or none) is ignored. */
export function readRegistrationState(state: unknown): { program?: Program; course?: string } {
  if (typeof state !== 'object' || state === null) return {};
  const { selectedProgram, selectedCourse } = state as Record<string, unknown>;
  const key = typeof selectedProgram === 'string' ? selectedProgram.toLowerCase() : '';
  return {
    program: key in PROGRAM_BY_KEY ? PROGRAM_BY_KEY[key as ProgramKey] : undefined,
    course: typeof selectedCourse === 'string' && selectedCourse ? selectedCourse : undefined,
  };
}

/** `/internship#registration-form`, under the current base. */
export function useRegistrationFormPath(): string {
  return `${useBasePath()}/internship#${REGISTRATION_FORM_ID}`;
}
