/** Query keys of the history feature; the restore mutation invalidates through these. */
export const historyKeys = {
  all: ['history'] as const,
  target: (targetId: string) => [...historyKeys.all, 'target', targetId] as const,
  page: (targetId: string, params: HistoryParams) => [...historyKeys.target(targetId), params] as const,
};

export type HistoryParams = { page: number; size: number; action?: string; field?: string; related?: boolean };
