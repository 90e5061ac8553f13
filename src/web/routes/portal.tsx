/** Placeholder while the page is built. */
export default function PortalPage() {
  return null;
}
