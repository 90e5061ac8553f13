/** The not-found page (site-and-portals.md §2.12). The server answers such paths with HTTP 404 and logs them. */
import { Link } from 'react-router';
import { notFoundMessages } from '@shared/messages/site';
import { Button } from '@web/components/ui/button';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-7xl font-black text-primary">404</h1>
      <p className="text-xl text-muted-foreground">{notFoundMessages.text}</p>
      <Button asChild>
        <Link to="/">{notFoundMessages.home}</Link>
      </Button>
    </section>
  );
}
