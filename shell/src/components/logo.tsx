/** The site's mark: a "B" drawn like a blueprint outline. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path
        d="M10 7.5h8a5 5 0 0 1 0 10h-8zM10 17.5h9.5a5 5 0 0 1 0 10H10z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
