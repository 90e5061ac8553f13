/**
 * The module video's playback reports, for the one video player in either view (issue "One course" item 4): sent to
 * the course's playback route, each answer's facts written into the module's view (so the watched share, the
 * checklist and what completion needs follow the playback).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PlaybackAnswer, PlaybackReport } from '@shared/schemas/learning';
import { cachePlayback, reportPlayback } from '../api/report-playback';

/** `report` and `onReported` for `VideoPlayer`. */
export function useModulePlayback(moduleId: string) {
  const queryClient = useQueryClient();
  const report = useCallback(
    (playback: PlaybackReport, options: { keepalive?: boolean }) =>
      reportPlayback(moduleId, playback, options),
    [moduleId],
  );
  const onReported = useCallback(
    (answer: PlaybackAnswer) => cachePlayback(queryClient, moduleId, answer),
    [queryClient, moduleId],
  );
  return { report, onReported };
}
