// `npm run seed -- --count N`: N realistic synthetic registrations for demos and benchmarks, in the
// database the API would use (DATABASE_URL, or the embedded one in DATA_DIR: stop the API first, it holds
// the embedded database's lock).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { randomInt } from 'node:crypto';
import { PROGRAM_TRACKS } from '@blueprint/contract/api/values';
import type { RegistrationData } from '@blueprint/contract/api/registrations';
import { openDatabase } from '../src/db/open';
import { createRepositories } from '../src/plugins/app/repositories';
import { loadConfig } from '../src/config';

const FIRST = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Arjun',
  'Bhavana',
  'Chetan',
  'Deepa',
  'Divya',
  'Farhan',
  'Gautam',
  'Harini',
  'Ishaan',
  'Jyoti',
  'Karthik',
  'Kavya',
  'Lakshmi',
  'Manoj',
  'Meera',
  'Naveen',
  'Nisha',
  'Pooja',
  'Pranav',
  'Priya',
  'Rahul',
  'Ramya',
  'Rohan',
  'Sahana',
  'Sandeep',
  'Shreya',
  'Siddharth',
  'Sneha',
  'Suresh',
  'Tanvi',
  'Varun',
  'Vidya',
  'Vikram',
  'Yash',
  'Zoya',
  'Ayesha',
];
const LAST = [
  'Acharya',
  'Bhat',
  'Das',
  'Gowda',
  'Hegde',
  'Iyer',
  'Joshi',
  'Kamath',
  'Khan',
  'Kulkarni',
  'Menon',
  'Nair',
  'Naik',
  'Patil',
  'Pillai',
  'Rao',
  'Reddy',
  'Shetty',
  'Sharma',
  'Singh',
  'Srinivasan',
  'Verma',
];
const DOMAINS = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'student.example.edu'];
const COLLEGES = [
  'RV College of Engineering',
  'BMS College of Engineering',
  'PES University',
  'MS Ramaiah Institute of Technology',
  'Dayananda Sagar College of Engineering',
  'Sir M. Visvesvaraya Institute of Technology',
  'Bangalore Institute of Technology',
  'Nitte Meenakshi Institute of Technology',
  'JSS Science and Technology University',
  'Visvesvaraya Technological University',
];
const QUALIFICATIONS: Record<string, string[]> = {
  IT: ['B.Tech CSE', 'B.E. ISE', 'BCA', 'MCA', 'B.Sc Computer Science'],
  Civil: ['B.E. Civil', 'Diploma in Civil Engineering', 'M.Tech Structural', 'B.Arch'],
  Mechanical: ['B.E. Mechanical', 'Diploma in Mechanical Engineering', 'M.Tech Design', 'B.E. Automobile'],
  Other: ['B.Sc', 'B.Com', 'BBA', 'Diploma'],
};
// A registration's course is a track id, as the forms send it ('' when none was chosen).
const COURSES: Record<string, string[]> = {
  ...Object.fromEntries(
    Object.entries(PROGRAM_TRACKS).map(([program, tracks]) => [program, [...tracks.map((track) => track.id), '']]),
  ),
  Other: [''],
};
const MESSAGES = [
  '',
  '',
  '',
  'Interested in the weekend batch.',
  'Please share the fee details.',
  'Can I join after my final exams?',
  'Looking for a final year project guide.',
  'Is there placement support?',
];
const PROGRAM_WEIGHTS: [RegistrationData['program'], number][] = [
  ['IT', 50],
  ['Civil', 25],
  ['Mechanical', 20],
  ['Other', 5],
];

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
function program(): RegistrationData['program'] {
  let roll = randomInt(100);
  for (const [name, weight] of PROGRAM_WEIGHTS) if ((roll -= weight) < 0) return name;
  return 'IT';
}

async function main() {
  // `npm run seed -- --count N` reaches here through pnpm, which may pass the `--` along.
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const { values } = parseArgs({
    args,
    options: {
      count: { type: 'string', default: '1000' },
      days: { type: 'string', default: '180' },
      'assign-to': { type: 'string' },
    },
  });
  const assignTo = values['assign-to'];
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < (assignTo ? 0 : 1))
    throw new Error('--count must be a positive whole number');
  // A relative DATA_DIR means relative to where `npm run seed` was typed, as for the server.
  if (process.env.INIT_CWD && process.env.DATA_DIR && !path.isAbsolute(process.env.DATA_DIR)) {
    process.env.DATA_DIR = path.resolve(process.env.INIT_CWD, process.env.DATA_DIR);
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  if (assignTo) {
    try {
      await assignAsATeam(database.db, assignTo);
    } finally {
      await database.close();
    }
    return;
  }
  const { registrations } = createRepositories(database.db);
  const run = Date.now().toString(36);
  const start = Date.now() - Number(values.days) * 86_400_000;
  const step = (Date.now() - start) / count;
  const batchSize = 5000;
  let added = 0;
  const began = Date.now();
  try {
    for (let offset = 0; offset < count; offset += batchSize) {
      const items = [];
      for (let i = offset; i < Math.min(count, offset + batchSize); i++) {
        const first = pick(FIRST);
        const last = pick(LAST);
        const p = program();
        items.push({
          // Oldest first, so ids (time-ordered) and createdAt agree.
          createdAt: new Date(start + i * step),
          data: {
            fullName: `${first} ${last}`,
            email: `${first}.${last}.${run}${i}@${pick(DOMAINS)}`.toLowerCase(),
            phone: `${randomInt(6, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`,
            program: p,
            course: pick(COURSES[p]!),
            qualification: pick(QUALIFICATIONS[p]!),
            college: pick(COLLEGES),
            graduationYear: randomInt(2018, 2029),
            message: pick(MESSAGES),
          },
        });
      }
      added += await registrations.createMany(items);
    }
    console.info(
      `Seeded ${added} registrations into the ${database.engine} database in ${((Date.now() - began) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

/**
 * `--assign-to <staff id> --count 0`: the registrations as a team of eight works them (the bench of
 * `assignee=me&due=overdue`): about 62% assigned, an eighth of those to the given person and the rest to
 * seven others, about 69% of the assigned with a follow-up between 20 days ago and 10 days on (two thirds
 * overdue). Decided by the hex digits of each id's random tail, so the same on both engines and in one
 * statement.
 */
async function assignAsATeam(db: Kysely<Database>, staffId: string) {
  const digit = (position: number) => sql.raw(`substr(id, ${position}, 1)`);
  const hex = '0123456789abcdef'.split('');
  const others = hex.map((h) => sql`when ${h} then ${`00000000-0000-7000-8000-00000000000${h}`}`);
  const now = Date.now();
  const followUps = hex.map(
    (h, i) => sql`when ${h} then ${new Date(now + (-20 + (30 * i) / 15) * 86_400_000).toISOString()}`,
  );
  const started = Date.now();
  const result = await sql`update registrations set
      assignee_id = case when ${digit(36)} in ('0', '1') then ${staffId} else case ${digit(36)} ${sql.join(others, sql` `)} end end,
      assignee_name = case when ${digit(36)} in ('0', '1') then 'Bench staff' else 'Another member' end,
      follow_up_at = case when ${digit(34)} < 'b' then case ${digit(33)} ${sql.join(followUps, sql` `)} end else null end,
      version = version + 1
    where ${digit(35)} between '0' and '9'`.execute(db);
  console.info(
    `Assigned ${result.numAffectedRows ?? '?'} registrations as a team in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
