/** Public data changes rarely: server fetches keep it this long and can be purged by tag. */
export const PUBLIC_REVALIDATE_SECONDS = 300;

export const cacheTags = {
  catalog: 'catalog',
  content: 'content',
  info: 'info',
} as const;

export const publicCache = (tag: keyof typeof cacheTags) => ({
  revalidate: PUBLIC_REVALIDATE_SECONDS,
  tags: [cacheTags[tag]],
});
