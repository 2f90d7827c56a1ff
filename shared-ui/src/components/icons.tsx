import type { SVGProps } from 'react';
import { Svg } from './svg-icon';

/** A few tiny inline icons (no icon library: every byte counts, see STACK-NOTES 'The size trap'). */
export const ArrowLeftIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Svg>
);

/** For dropdown triggers (ActionMenu). */
export const ChevronDownIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
);

/** Sort state NONE: both arrows faint. */
export const SortNoneIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props} opacity={0.45}>
    <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />
  </Svg>
);

export const SortAscIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Svg>
);

export const SortDescIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Svg>
);

export const SearchIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.35-4.35" />
  </Svg>
);

/** A document (a PDF receipt, an attachment that is not an image). */
export const FileIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Svg>
);

/** A download (an arrow into a tray). */
export const DownloadIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Svg>
);
