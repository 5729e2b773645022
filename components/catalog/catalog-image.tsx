type CatalogImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The likely LCP image: loaded at once, with high priority. */
  priority?: boolean;
  className?: string;
};

/**
 * Catalogue pictures are SVG drawings, which next/image cannot optimise anyway; a plain img renders on the
 * server and ships no client code or serialised props.
 */
export function CatalogImage({ src, alt, width, height, priority = false, className }: CatalogImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
