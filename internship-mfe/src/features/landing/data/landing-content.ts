// The landing page's fixed texts (docs/spec-notes.md#screens, "Internship landing").

export const WHY_CHOOSE = [
  {
    title: 'Expert Mentors',
    text: 'Working engineers and developers guide your project every week, review your work and answer your questions.',
  },
  {
    title: 'Project Certificate',
    text: 'Finish with an internship certificate and a documented project that you can submit as your final year project.',
  },
  {
    title: 'Practical Training',
    text: 'Learn by building: the tools, workflows and standards the industry uses, practised on a real project brief.',
  },
  {
    title: 'Job Assistance',
    text: 'Resume reviews, mock interviews and introductions to our hiring partners when you are ready to apply.',
  },
];

export const WHY_THIS_PROGRAM = [
  'Your final year project becomes real industry work instead of a report nobody uses.',
  'You learn the software companies hire for, taught by people who use it every day.',
  'You leave with a portfolio project, two certificates and interview practice.',
  'Small batches mean personal feedback from your mentor at every milestone.',
];

export const PHASES = [
  {
    phase: 'Phase 1',
    title: 'Foundation',
    weeks: 'Weeks 1-4',
    text: 'Set up your tools, learn the fundamentals of your track and agree the scope of your project with your mentor.',
  },
  {
    phase: 'Phase 2',
    title: 'Project Development',
    weeks: 'Weeks 5-12',
    text: 'Build the project in weekly milestones, with reviews and feedback from your mentor at every step.',
  },
  {
    phase: 'Phase 3',
    title: 'Deployment & Presentation',
    weeks: 'Weeks 13-16',
    text: 'Deploy or finalise your work, write the project report and present it to a panel, ready for your college.',
  },
];

export const BENEFITS = [
  { title: '100% placement support', text: 'Placement support with 50+ hiring partners until you land a role.' },
  {
    title: 'Mock interviews and resume workshops',
    text: 'Practise interviews with professionals and leave with a resume that gets read.',
  },
  {
    title: 'Internship certificate',
    text: 'A certificate that names your program, your project and the 16 weeks you completed.',
  },
];
