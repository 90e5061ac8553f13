/** A part of a page that is loading: a spinner and its label, announced politely (`role="status"`). */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
      <span
        aria-hidden
        className="size-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin"
      />
      {label}
    </p>
  );
}
