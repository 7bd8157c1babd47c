import { INDEXED_COURSES } from '../../../lib/catalogue/catalogue-index';
import { GOALS, LEVELS, recommendCourses } from './recommend';

const ids = new Set(INDEXED_COURSES.map((course) => course.id));

it('recommends one to three real catalogue courses for every goal and level', () => {
  for (const goal of GOALS) {
    for (const level of LEVELS) {
      const picks = recommendCourses(goal.id, level.id);
      expect(picks.length).toBeGreaterThanOrEqual(1);
      expect(picks.length).toBeLessThanOrEqual(3);
      expect(new Set(picks).size).toBe(picks.length);
      for (const id of picks)
        expect({ goal: goal.id, level: level.id, id, known: ids.has(id) }).toMatchObject({ known: true });
    }
  }
});

it('starts beginners with foundations and experienced people with advanced courses', () => {
  expect(recommendCourses('architecture', 'new')[0]).toBe('autocad');
  expect(recommendCourses('software', 'new')[0]).toBe('python-programming');
  expect(recommendCourses('mechanical', 'experienced')).toContain('ansys');
});
