/** Placeholder while the page is built. */
export default function AgentPortalPage() {
  return null;
}
