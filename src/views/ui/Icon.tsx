const paths = {
  error: 'M12 8v5 M12 16.5v.01 M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  info: 'M12 11v6 M12 7.5v.01 M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
  close: 'M6 6l12 12 M18 6L6 18',
  menu: 'M4 6h16 M4 12h16 M4 18h16',
  collapse: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  building: 'M4 21V5l8-2v18 M12 8h8v13 M3 21h18 M7 8h2 M7 12h2 M7 16h2 M15 12h2 M15 16h2',
  relation:
    'M9 11a4 4 0 1 0 0-8a4 4 0 1 0 0 8 M2 21c0-4 3-7 7-7s7 3 7 7 M16 3.5a4 4 0 0 1 0 7.5 M19 14c2 1 3 3.5 3 7',
  logout: 'M15 4h4v16h-4 M10 8l-4 4 4 4 M6 12h11',
  lock: 'M6 11h12v10H6z M8.5 11V7.5a3.5 3.5 0 0 1 7 0V11',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14 M16 16l4.5 4.5',
  calendar: 'M4 6h16v15H4z M4 10h16 M8 3v4 M16 3v4',
  file: 'M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 16h6',
  gate: 'M3 21V5 M3 8h18 M3 12h18 M7 8v4 M11 8v4 M15 8v4 M19 8v4 M3 21h4',
  more: 'M4.5 12a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0 M10.5 12a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0 M16.5 12a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
  invite: 'M9 11a4 4 0 1 0 0-8a4 4 0 1 0 0 8 M2 21c0-4 3-7 7-7s7 3 7 7 M17 11h6 M20 8v6',
  settings:
    'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6 M12 2v3 M12 19v3 M4.9 4.9l2.1 2.1 M17 17l2.1 2.1 M2 12h3 M19 12h3 M4.9 19.1L7 17 M17 7l2.1-2.1',
  copy: 'M8 8h12v12H8z M4 16V4h12',
  home: 'M3 11l9-8 9 8 M5 9.5V21h14V9.5 M10 21v-6h4v6',
  account: 'M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8 M4 21c0-4.5 3.5-7 8-7s8 2.5 8 7',
  edit: 'M4 20h4L19 9l-4-4L4 16z M13.5 6.5l4 4',
} as const;

export type IconName = keyof typeof paths;

/** A decorative line icon; its meaning is always carried by a text or a label next to it. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={`icon${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
