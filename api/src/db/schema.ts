// The tables as Kysely sees them. Column names are snake_case in SQL; repositories map rows to the
// camelCase shapes of CONTRACT.md.
export interface RegistrationsTable {
  id: string;
  full_name: string;
  email: string;
  phone: string;
  program: string;
  course: string;
  qualification: string;
  college: string;
  graduation_year: number;
  message: string;
  created_at: string;
}

/** Per-program totals and change versions, kept by the database in the statement that changes the rows
 * (migrations 002 and 003), so stats never scan rows and the first-page cache knows when a page changed. */
export interface ProgramCountsTable {
  program: string;
  total: number;
  /** Grows with every insert, update or delete of this program's rows. */
  version: number;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  created_at: string;
}

export interface NewsletterSubscribersTable {
  email: string;
  created_at: string;
}

export interface StaffSessionsTable {
  id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface Database {
  registrations: RegistrationsTable;
  program_counts: ProgramCountsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  staff_sessions: StaffSessionsTable;
}

export type Engine = 'sqlite' | 'postgres';
