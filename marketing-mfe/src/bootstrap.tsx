import { renderStandalone } from '@blueprint/shared/standalone';
import AboutPage from './pages/about-page';
import BlogPage from './pages/blog-page';
import ContactPage from './pages/contact-page';
import HomePage from './pages/home-page';

void renderStandalone({
  name: 'Marketing',
  routes: [
    { path: '', element: <HomePage />, label: 'Home' },
    { path: 'home', element: <HomePage /> },
    { path: 'about', element: <AboutPage />, label: 'About' },
    { path: 'contact', element: <ContactPage />, label: 'Contact' },
    { path: 'blog', element: <BlogPage />, label: 'Blog' },
  ],
});
