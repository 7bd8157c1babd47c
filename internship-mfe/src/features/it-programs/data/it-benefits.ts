export const IT_BENEFITS = [
  {
    title: 'Hands-on Projects',
    text: 'Build and ship a real application, from the first commit to a deployed project you can show employers.',
  },
  {
    title: 'Mentorship',
    text: 'A working developer reviews your code every week and helps you past every blocker.',
  },
  {
    title: 'Certification',
    text: 'An internship certificate and a project report ready for your final year submission.',
  },
];
