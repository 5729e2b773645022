export const blogKeys = {
  all: ['blog'] as const,
  list: (sectionCode: string, page: number) => [...blogKeys.all, 'list', sectionCode, { page }] as const,
  article: (sectionCode: string, articleCode: string) => [...blogKeys.all, 'article', sectionCode, articleCode] as const,
};
