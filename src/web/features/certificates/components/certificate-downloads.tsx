/**
 * A certificate's files (training-program.md §8 "Certificates"; issue "Certificates that anyone can verify without
 * asking us: Open Badges 3.0 credentials" item 4): the PDF, and the signed Open Badges 3.0 credential as JSON and as
 * the baked badge image, each an ordinary download link to its API route (the learner's session sends it).
 */
import { Award, Download, FileBraces, type LucideIcon } from 'lucide-react';
import { certificateMessages as m } from '@shared/messages/certificates';
import { Button } from '@web/components/ui/button';
import { apiUrl } from '@web/lib/api-client';

/** The files, in the order they are offered. */
const FILES = [
  { file: 'pdf', path: '/certificates/{certificateId}/pdf', label: m.downloadPdf, icon: Download },
  {
    file: 'credential',
    path: '/certificates/{certificateId}/credential',
    label: m.downloadCredential,
    icon: FileBraces,
  },
  { file: 'badge', path: '/certificates/{certificateId}/badge.png', label: m.downloadBadge, icon: Award },
] as const satisfies readonly { file: string; path: string; label: string; icon: LucideIcon }[];

/** The download links of `certificateId`'s files (`files`: which, all by default), as outline buttons. */
export function CertificateDownloads({
  certificateId,
  files = ['pdf', 'credential', 'badge'],
  size,
}: {
  certificateId: string;
  files?: readonly (typeof FILES)[number]['file'][];
  size?: 'sm';
}) {
  return FILES.filter(({ file }) => files.includes(file)).map(({ file, path, label, icon: Icon }) => (
    <Button key={file} asChild variant="outline" size={size}>
      <a href={apiUrl(path, { path: { certificateId } })} download>
        <Icon aria-hidden />
        {label}
      </a>
    </Button>
  ));
}
