import styles from './icons.module.css';

/** Small stroke icons, drawn by the stylesheet (icons.module.css); decorative, so hidden from assistive technology. */
type IconProps = { size?: 14 | 16 | 18 | 20 | 22 | 24; className?: string };

// A size is a class rather than an inline style: the page's HTML and its inline data both repeat every icon's attributes.
function icon(name: string, { size = 20, className }: IconProps) {
  const classes = [styles.icon, styles[name], size === 20 ? undefined : styles[`s${size}`], className];
  return <span className={classes.filter(Boolean).join(' ')} aria-hidden="true" />;
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
