/** Query keys of the tracks feature: the learner's list, one track, one version's comments, the feedback list. */
export const trackQueryKeys = {
  all: ['tracks'] as const,
  list: ['tracks', 'list'] as const,
  track: (id: string) => ['tracks', 'track', id] as const,
  comments: (id: string, version: number) => ['tracks', 'track', id, 'comments', version] as const,
  feedback: ['tracks', 'feedback'] as const,
};
