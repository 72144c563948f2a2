import type { ReactNode } from 'react';

interface SectionProps {
  title: string;
  /** Names the section by its heading, for a page with several sections a screen reader lists. */
  id?: string;
  /** Classes beside `page-section`: `record` for a part that holds the fields of one record. */
  className?: string;
  children: ReactNode;
}

/** One titled part of a page. */
export function Section({ title, id, className, children }: SectionProps) {
  return (
    <section className={className ? `page-section ${className}` : 'page-section'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
