import aecImage from '../../../assets/blog/aec.svg';
import coordinationImage from '../../../assets/blog/bim-coordination.svg';
import constructionImage from '../../../assets/blog/bim-construction.svg';
import infrastructureImage from '../../../assets/blog/infrastructure.svg';
import productDesignImage from '../../../assets/blog/product-design.svg';
import waterImage from '../../../assets/blog/water-services.svg';

export const BLOG_CATEGORIES = [
  'BIM for Construction',
  'AEC',
  'Product Design',
  'Infrastructure',
  'Water Services',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A blog article (docs/spec-notes.md#entities). `date` is ISO (YYYY-MM-DD). */
export interface BlogArticle {
  title: string;
  excerpt: string;
  category: BlogCategory;
  date: string;
  author: string;
  image: string;
  imageAlt: string;
  readTime: string;
}

/** Every article image is drawn at this size. */
export const ARTICLE_IMAGE = { width: 400, height: 250 } as const;

export const ARTICLES: BlogArticle[] = [
  {
    title: '5D BIM on Site: Linking Cost and Schedule to the Model',
    excerpt:
      'How construction teams use Revit and Navisworks to tie quantities, costs and the programme to one model, and what a site engineer needs to learn first.',
    category: 'BIM for Construction',
    date: '2026-02-23',
    author: 'Ravi Shankar',
    image: constructionImage,
    imageAlt: 'Building model with a magnifying glass over one bay',
    readTime: '6 min read',
  },
  {
    title: 'Common Data Environments Explained for AEC Teams',
    excerpt:
      'Architects, structural engineers and MEP consultants working from one shared model: the ISO 19650 ideas behind it, in plain words.',
    category: 'AEC',
    date: '2026-02-16',
    author: 'Meera Iyer',
    image: aecImage,
    imageAlt: 'Three stacked layers of a shared project model',
    readTime: '5 min read',
  },
  {
    title: 'From Sketch to Shop Floor with Fusion 360',
    excerpt:
      'A walk through parametric modelling, assemblies and CAM toolpaths on a real bracket, and the habits that keep a design easy to change.',
    category: 'Product Design',
    date: '2026-02-09',
    author: 'Karthik Rao',
    image: productDesignImage,
    imageAlt: 'Isometric cube with measurement marks',
    readTime: '7 min read',
  },
  {
    title: 'Designing Safer Roads with OpenRoads Designer',
    excerpt:
      'Corridor modelling, superelevation and sight-distance checks: how highway designers use OpenRoads to catch problems before construction.',
    category: 'Infrastructure',
    date: '2026-02-02',
    author: 'Anita Desai',
    image: infrastructureImage,
    imageAlt: 'Road in perspective with a dashed centre line',
    readTime: '8 min read',
  },
  {
    title: 'Modelling City Water Networks in WaterGEMS',
    excerpt:
      'Demand patterns, pressure zones and fire-flow analysis: a practical introduction to planning water supply for a growing city.',
    category: 'Water Services',
    date: '2026-01-26',
    author: 'Suresh Kumar',
    image: waterImage,
    imageAlt: 'Pipe network below a water droplet',
    readTime: '6 min read',
  },
  {
    title: 'Clash Detection Checklist for Your First BIM Project',
    excerpt:
      'Set up clash tests, group results and run coordination meetings that actually close issues: a checklist from our Navisworks trainers.',
    category: 'BIM for Construction',
    date: '2026-01-19',
    author: 'Ravi Shankar',
    image: coordinationImage,
    imageAlt: 'Two model views linked by an arrow',
    readTime: '4 min read',
  },
];

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-02-23' as '23 February 2026', the same in every time zone. */
export const formatArticleDate = (iso: string) => DATE_FORMAT.format(new Date(`${iso}T00:00:00Z`));
