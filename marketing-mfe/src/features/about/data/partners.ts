import autodesk from '../../../assets/partners/autodesk.svg';
import bentley from '../../../assets/partners/bentley.svg';
import chaos from '../../../assets/partners/chaos.svg';
import ptc from '../../../assets/partners/ptc.svg';
import sketchup from '../../../assets/partners/sketchup.svg';

/** Technology partners in the About page's logo strip (docs/spec-notes.md#screens, "About"). */
export const PARTNERS = [
  { name: 'Autodesk', logo: autodesk },
  { name: 'Bentley', logo: bentley },
  { name: 'SketchUp', logo: sketchup },
  { name: 'Chaos', logo: chaos },
  { name: 'PTC', logo: ptc },
];

/** Every logo file is drawn at this size. */
export const LOGO = { width: 160, height: 48 } as const;

/** One full pass of the strip (docs/spec-notes.md#constants). */
export const PARTNER_SCROLL_SECONDS = 20;

export const ABOUT_STATS = [
  { value: '15+', label: 'Years experience' },
  { value: '50+', label: 'Courses' },
  { value: '2000+', label: 'Happy students' },
  { value: '24/7', label: 'Support' },
];
