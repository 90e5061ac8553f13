/** Where a certificate's printable page is (training-program.md §2 item 9 "View opens a new browser window"). */
export const certificatePagePath = (certificateId: string) =>
  `/certificates/${encodeURIComponent(certificateId)}`;
