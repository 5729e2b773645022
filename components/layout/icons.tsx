import type { CSSProperties } from 'react';
import styles from './icons.module.css';

/** Small stroke icons, drawn by the stylesheet (icons.module.css); decorative, so hidden from assistive technology. */
type IconProps = { size?: number; className?: string };

function icon(name: string, { size = 20, className }: IconProps) {
  const style = { '--icon-size': `${size}px` } as CSSProperties;
  return <span className={`${styles.icon} ${styles[name]} ${className ?? ''}`} style={style} aria-hidden="true" />;
}

export const PhoneIcon = (props: IconProps) => icon('phone', props);
export const MenuIcon = (props: IconProps) => icon('menu', props);
export const CloseIcon = (props: IconProps) => icon('close', props);
export const ChevronIcon = (props: IconProps) => icon('chevron', props);
export const ArrowUpIcon = (props: IconProps) => icon('arrowUp', props);
export const PinIcon = (props: IconProps) => icon('pin', props);
export const MailIcon = (props: IconProps) => icon('mail', props);
export const UserIcon = (props: IconProps) => icon('user', props);
export const BellIcon = (props: IconProps) => icon('bell', props);

const SOCIAL_NETWORKS = new Set(['vk', 'telegram', 'whatsapp', 'youtube', 'instagram']);

/** A network's icon; an unknown network gets a generic link mark. */
export const SocialIcon = ({ network, ...props }: IconProps & { network: string }) => icon(SOCIAL_NETWORKS.has(network) ? network : 'link', props);
