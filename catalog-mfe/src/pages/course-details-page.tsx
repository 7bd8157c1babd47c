import { Container } from '@blueprint/shared/ui/layout';
import { useParams } from '@blueprint/shared/router';
import { CourseNotFound } from '../features/course-details/components/course-not-found';
import { CourseView } from '../features/course-details/components/course-view';
import { ProviderCourses } from '../features/provider-courses/components/provider-courses';
import { resolveCourseRoute } from '../lib/catalogue/lookup';

/**
 * Exposed as `catalog/CourseDetails`, route /courses/:courseName. The parameter is a course id or name
 * (found by the spec's lookup) or a provider id in lower case (from a provider card).
 */
export default function CourseDetailsPage() {
  const { courseName = '' } = useParams();
  if (!courseName.trim()) console.warn('No course name provided');
  const route = resolveCourseRoute(courseName);

  return (
    <Container>
      {route.kind === 'provider' && (
        <ProviderCourses key={route.providerId} providerId={route.providerId} groups={route.groups} />
      )}
      {route.kind === 'course' && <CourseView key={route.match.course.id} match={route.match} />}
      {route.kind === 'not-found' && <CourseNotFound />}
    </Container>
  );
}
