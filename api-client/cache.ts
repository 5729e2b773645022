/** Public data changes rarely: server fetches keep it this long and can be purged by tag. */
export const PUBLIC_REVALIDATE_SECONDS = 300;

export const cacheTags = {
  catalog: 'catalog',
  content: 'content',
  info: 'info',
  blog: 'blog',
  gallery: 'gallery',
  pages: 'pages',
} as const;
export type CacheTag = keyof typeof cacheTags;

export const publicCache = (tag: CacheTag) => ({
  revalidate: PUBLIC_REVALIDATE_SECONDS,
  tags: [cacheTags[tag]],
});
