/** An FAQ item (docs/spec-notes.md#entities). */
export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    question: 'What courses do you offer?',
    answer:
      'We teach design, engineering, construction and IT software: AutoCAD, Revit, Civil 3D, Navisworks, STAAD.Pro, ETABS, SketchUp, SOLIDWORKS, Fusion 360, Creo and Ansys, plus full-stack development (Java, Python, MERN) and cloud application development. Browse all courses to see every option.',
  },
  {
    question: 'Are the courses suitable for beginners?',
    answer:
      'Yes. Most courses start from the basics and build up step by step, and each course page lists its level and any prerequisites. Trainers adjust the pace to the batch, so beginners and working professionals both get what they need.',
  },
  {
    question: 'Will I get a certificate?',
    answer:
      'Yes. Every student who completes the course and its project receives a Blueprint Academy course completion certificate that you can add to your resume and LinkedIn profile.',
  },
  {
    question: 'Do you offer online and offline classes?',
    answer:
      'Both. You can attend classroom sessions at our Vijayanagar, Bengaluru centre or join live online classes with the same trainers, materials and project reviews.',
  },
  {
    question: 'How long are the courses?',
    answer:
      'Short software courses take 4-6 weeks. Comprehensive programs such as diplomas and full-stack tracks take 3-6 months. Corporate training is customised to your team’s schedule and goals.',
  },
  {
    question: 'Do you provide job assistance?',
    answer:
      'Yes. We help with resume building, portfolio reviews and mock interviews, and share openings from our industry partners with students who complete their course.',
  },
];
