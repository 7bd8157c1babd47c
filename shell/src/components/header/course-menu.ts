/**
 * Whether a navigation entry is the course menu: the catalog's entry whose menu is its `./navigation` expose
 * (provider groups and their courses, @blueprint/contract/navigation). The header shows that one as the Courses
 * dropdown (on a phone, a link to the home page's courses); an entry with another menu shows as a plain link.
 */
export function isCourseMenu(entry: { remote: string; menu?: string }): boolean {
  return entry.remote === 'catalog' && entry.menu === 'navigation';
}
