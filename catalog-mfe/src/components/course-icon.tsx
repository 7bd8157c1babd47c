import type { Discipline } from '../lib/catalogue/types';

// Line glyphs, drawn in the current text colour so they follow the theme. A few hundred bytes in all,
// cheaper than an icon font or one image request per course.
const PATHS: Record<Discipline, string> = {
  drafting: 'M12 3v3M12 6 7 20M12 6l5 14M8.5 15h7',
  architecture: 'M4 21V9l8-5 8 5v12M9 21v-6h6v6M2 21h20',
  infrastructure: 'M2 16h20M4 16v4M20 16v4M4 16c2-6 14-6 16 0M9 12.5V16M15 12.5V16',
  structural: 'M3 20h18M5 20V6h14v14M5 6l14 14M19 6 5 20',
  mechanical: 'M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  visualisation: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12 4 7.5M12 12v9',
  planning: 'M4 5h8M8 10h10M6 15h8M12 20h8M3 3v18',
  programming: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  data: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
};

/** The discipline's glyph; decorative, the text beside it says what the course is. */
export function CourseIcon({ icon, size = 24 }: { icon: Discipline; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
