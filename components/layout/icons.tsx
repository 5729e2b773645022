import type { SVGProps } from 'react';

/** Small stroke icons drawn inline: no requests, no icon font. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const PhoneIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </Svg>
);

export const MenuIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </Svg>
);

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);

export const ChevronIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const ArrowUpIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Svg>
);

export const PinIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </Svg>
);

export const MailIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 6-10 7L2 6" />
  </Svg>
);

export const UserIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </Svg>
);

const SOCIAL_PATHS: Record<string, string> = {
  vk: 'M3 7h3.2c.4 3.2 1.9 5.4 3.3 5.8V7h3v3.6c1.4-.2 2.8-1.8 3.3-3.6h3c-.5 2.3-2.1 4-3.3 4.7 1.2.6 3.1 2.1 3.8 4.8h-3.3c-.6-1.8-2-3.1-3.5-3.3v3.3h-.4C6.6 16.5 3.3 13 3 7z',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4 2-15zM9 13l9-6-7 8',
  whatsapp: 'M4 20l1.3-4A8 8 0 1 1 8 19.1L4 20zM9 8.5c0 3.6 2.9 6.5 6.5 6.5l1-1.6-2-1-1 1a4 4 0 0 1-3-3l1-1-1-2L9 8.5z',
  youtube: 'M2.5 12c0-3 .3-4.6.8-5.2.6-.7 3-1 8.7-1s8.1.3 8.7 1c.5.6.8 2.2.8 5.2s-.3 4.6-.8 5.2c-.6.7-3 1-8.7 1s-8.1-.3-8.7-1c-.5-.6-.8-2.2-.8-5.2zM10 9v6l5-3-5-3z',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h0',
};

/** A network's icon; an unknown network gets a generic link mark. */
export const SocialIcon = ({ network, ...props }: IconProps & { network: string }) => (
  <Svg {...props} strokeWidth={1.6}>
    <path d={SOCIAL_PATHS[network] ?? 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1'} />
  </Svg>
);
