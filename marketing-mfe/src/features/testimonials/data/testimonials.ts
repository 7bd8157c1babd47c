/** A student testimonial (docs/spec-notes.md#entities). */
export interface Testimonial {
  quote: string;
  author: string;
  title: string;
  company: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'The Revit and Navisworks sessions were built around real project drawings. Within a month of finishing I was running clash detection for my team.',
    author: 'Priya Raghavan',
    title: 'BIM Coordinator',
    company: 'Skyline Infra Projects',
  },
  {
    quote:
      'I came in knowing only basic AutoCAD. The trainers were patient, the lab was open whenever I needed it, and the Civil 3D project is now the centrepiece of my portfolio.',
    author: 'Mohammed Irfan',
    title: 'Junior Highway Designer',
    company: 'Deccan Roadways Consultants',
  },
  {
    quote:
      'SOLIDWORKS and Fusion 360 classes went far beyond the commands: design intent, drawings for the shop floor, and a final assembly project that got me my first job.',
    author: 'Sneha Kulkarni',
    title: 'Product Design Engineer',
    company: 'Nova Product Labs',
  },
  {
    quote:
      'The Java full stack track was demanding in the best way. Weekly code reviews and mock interviews made the placement drive feel easy.',
    author: 'Arjun Menon',
    title: 'Software Developer',
    company: 'Brightpath Technologies',
  },
];
