import type { SVGProps } from 'react';

/** The frame of every inline icon: 1em, stroked in the current colour, hidden from screen readers. */
export function Svg({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}
