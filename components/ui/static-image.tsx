type StaticImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The likely LCP image: loaded at once, with high priority. */
  priority?: boolean;
  className?: string;
};

// Only the attributes that say something: an undefined prop still costs its name in the page's data.
const PRIORITY = { fetchPriority: 'high' } as const;
const LAZY = { loading: 'lazy' } as const;

/**
 * The site's pictures (catalogue drawings, logo) are SVG, which next/image cannot optimise anyway; a plain
 * img renders on the server and ships no client code or serialised props.
 */
export function StaticImage({ src, alt, width, height, priority = false, className }: StaticImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img src={src} alt={alt} width={width} height={height} {...(className ? { className } : {})} {...(priority ? PRIORITY : LAZY)} decoding="async" />
  );
}
