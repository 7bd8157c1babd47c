import { lazyModule } from '@blueprint/shared/forms/lazy-module';

/**
 * The contact form's code (its validation rules and the HTTP client), off the first load: the form in the
 * server's HTML works without it, and it loads when the visitor first uses the form. One module for every
 * page that shows the form, so it loads once.
 */
export const contactForm = lazyModule(() => import('./contact-form').then((loaded) => loaded.default));
