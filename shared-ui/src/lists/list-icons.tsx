import type { SVGProps } from 'react';
import { Svg } from '../components/svg-icon';

/** The back office's icons (gender, add, delete, mail): in the lists entry point so testers never download them. */
export const PlusIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);

export const BinIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Svg>
);

export const MailIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Svg>
);

/** Frau (MRS): Venus sign. */
export const FemaleIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <circle cx="12" cy="9" r="5" />
    <path d="M12 14v7M9 18h6" />
  </Svg>
);

/** Herr (MR): Mars sign. */
export const MaleIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <circle cx="10" cy="14" r="5" />
    <path d="M14 10l6-6M15 4h5v5" />
  </Svg>
);
