/** The thumbs-up of the match modal; it pops in by CSS (still when the device asks for reduced motion). */
export function ThumbsUp() {
  return (
    <svg
      className="match-thumbs-up"
      viewBox="0 0 24 24"
      width="64"
      height="64"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 10h4v11H2zM8 21h9.3a2 2 0 0 0 2-1.6l1.6-7.5A2 2 0 0 0 19 9.5h-5.3l.8-4a1.9 1.9 0 0 0-1.9-2.3L8 9.2Z" />
    </svg>
  )
}
