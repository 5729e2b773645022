export const chatKeys = {
  all: ['chat'] as const,
  restore: (sid: string) => [...chatKeys.all, 'restore', sid] as const,
};
