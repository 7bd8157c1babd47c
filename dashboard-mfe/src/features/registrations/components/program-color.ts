import type { Program } from '@blueprint/contract/api/values';

/** Each program's colour from the theme (palette.json: it, civil, mechanical, other). */
export function programColor(
  theme: { colors: Record<'it' | 'civil' | 'mechanical' | 'other', string> },
  program: Program,
): string {
  const key = program.toLowerCase() as 'it' | 'civil' | 'mechanical' | 'other';
  return theme.colors[key];
}
