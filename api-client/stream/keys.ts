export const streamKeys = {
  all: ['stream'] as const,
  userStats: () => [...streamKeys.all, 'userStats'] as const,
};
