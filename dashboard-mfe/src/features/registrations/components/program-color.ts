import type { Theme } from '@emotion/react';
import type { Program } from '@blueprint/shared/types';

/** Each program's colour from the theme (palette.json: it, civil, mechanical, other). */
export function programColor(theme: Theme, program: Program): string {
  const key = program.toLowerCase() as 'it' | 'civil' | 'mechanical' | 'other';
  return theme.colors[key];
}
