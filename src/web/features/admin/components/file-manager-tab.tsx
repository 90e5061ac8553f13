/**
 * The File Manager tab (training-program.md §2 item 6, §5 "Uploads", "Rename", "Delete", §9 "Upload limits"): the
 * program-videos and program-worksheets buckets side by side, each with its upload form and its files.
 */
import { BUCKET_RULES } from '@shared/limits/admin';
import { fileManagerMessages, uploadMessages as t } from '@shared/messages/admin';
import { BucketPanel } from './bucket-panel';

export function FileManagerTab() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <BucketPanel
        bucket="program-videos"
        heading={t.videosHeading}
        empty={fileManagerMessages.noVideos}
        rule={BUCKET_RULES['program-videos']}
      />
      <BucketPanel
        bucket="program-worksheets"
        heading={t.worksheetsHeading}
        empty={fileManagerMessages.noWorksheets}
        rule={BUCKET_RULES['program-worksheets']}
      />
    </div>
  );
}
