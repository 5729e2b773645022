export const commentKeys = {
  all: ['comments'] as const,
  list: (orderId: number) => [...commentKeys.all, orderId] as const,
};
