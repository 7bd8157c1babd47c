// What the catalog's `./navigation` expose gives the shell's header: the Courses dropdown, provider groups with
// their courses.
import * as z from 'zod/mini';

export const navCourse = z.object({ id: z.string(), title: z.string() });
export type NavCourse = z.infer<typeof navCourse>;

export const navGroup = z.object({ id: z.string(), label: z.string(), courses: z.array(navCourse) });
export type NavGroup = z.infer<typeof navGroup>;
