// Shapes the API and the apps agree on (CONTRACT.md "HTTP API").

export const PROGRAMS = ['IT', 'Civil', 'Mechanical', 'Other'] as const;
export type Program = (typeof PROGRAMS)[number];

export interface Registration {
  _id: string;
  fullName: string;
  email: string;
  phone: string;
  program: Program;
  course: string;
  qualification: string;
  college: string;
  graduationYear: number;
  message: string;
  createdAt: string;
}

export interface ProgramStat {
  _id: Program;
  count: number;
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

export interface FieldError {
  field: string;
  msg: string;
}

/** Every API error body. */
export interface ApiErrorBody {
  message: string;
  errors?: FieldError[];
}

export interface LoginResponse {
  token: string;
  expiresAt: string;
}

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  createdAt: string;
}

/** The header's Courses dropdown: provider groups with their courses (exposed by the catalog remote). */
export interface NavCourse {
  id: string;
  title: string;
}
export interface NavGroup {
  id: string;
  label: string;
  courses: NavCourse[];
}
