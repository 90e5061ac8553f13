/**
 * The shadcn/ui carousel on embla-carousel-react (used by site-and-portals.md §2.4 items 3–4). Differences from
 * the stock component:
 * - the arrow buttons read embla's state through `useSyncExternalStore`, so the server render and the first client
 *   render agree (both arrows disabled until embla is ready) and no state is set inside effects;
 * - the root takes an accessible name (`aria-label` or `aria-labelledby`): it is a region with
 *   `aria-roledescription="carousel"`, slides are groups with `aria-roledescription="slide"`;
 * - the arrows take any class, so a page can hide them below a breakpoint (`hidden md:inline-flex`) or move them
 *   out of the default absolute position (`static translate-none`).
 * Left and right arrow keys scroll while focus is inside the carousel; embla scrolls a slide into view when a link
 * inside it receives focus.
 */
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

/** The embla API handed to `setApi`. */
type CarouselApi = UseEmblaCarouselType[1];
type UseCarouselParameters = Parameters<typeof useEmblaCarousel>;
type CarouselOptions = UseCarouselParameters[0];
type CarouselPlugin = UseCarouselParameters[1];

interface CarouselProps {
  /** Embla options (`align`, `loop`, …). */
  opts?: CarouselOptions;
  plugins?: CarouselPlugin;
  orientation?: 'horizontal' | 'vertical';
  /** Receives the embla API once it is ready. */
  setApi?: (api: CarouselApi) => void;
}

interface CarouselContextValue {
  carouselRef: (viewport: HTMLDivElement | null) => void;
  api: CarouselApi;
  orientation: 'horizontal' | 'vertical';
  scrollPrev: () => void;
  scrollNext: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);

function useCarouselContext(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('Carousel parts must be used within <Carousel>');
  return context;
}

const serverSnapshot = () => false;

/** Whether embla can scroll one way, kept in step with its `select` and `reInit` events. */
function useCanScroll(api: CarouselApi, direction: 'prev' | 'next'): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('init', onChange).on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('init', onChange).off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const snapshot = useCallback(
    () => (api ? (direction === 'prev' ? api.canScrollPrev() : api.canScrollNext()) : false),
    [api, direction],
  );
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** Carousel root: a labelled region holding the viewport and, optionally, the arrows. */
export function Carousel({
  orientation = 'horizontal',
  opts,
  setApi,
  plugins,
  className,
  children,
  ...props
}: ComponentProps<'div'> & CarouselProps) {
  const [emblaRef, api] = useEmblaCarousel(
    { ...opts, axis: orientation === 'horizontal' ? 'x' : 'y' },
    plugins,
  );
  // The viewport reaches embla as a transition. A ref is attached while React commits, and a state update made
  // there is urgent: React would render it in the same task, after running every pending effect of the page, and
  // embla would measure its slides there too (after hydration, one long task on a phone). As a transition it is
  // rendered later, in slices, and embla starts in its own task.
  const carouselRef = useCallback(
    (viewport: HTMLDivElement | null) => startTransition(() => emblaRef(viewport)),
    [emblaRef],
  );
  const canScrollPrev = useCanScroll(api, 'prev');
  const canScrollNext = useCanScroll(api, 'next');
  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);

  const handleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        scrollPrev();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        scrollNext();
      }
    },
    [scrollPrev, scrollNext],
  );

  useEffect(() => {
    if (api && setApi) setApi(api);
  }, [api, setApi]);

  return (
    <CarouselContext.Provider
      value={{ carouselRef, api, orientation, scrollPrev, scrollNext, canScrollPrev, canScrollNext }}
    >
      <div
        onKeyDownCapture={handleKeyDown}
        className={cn('relative', className)}
        role="region"
        aria-roledescription="carousel"
        data-slot="carousel"
        {...props}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  );
}

/** The scrolling viewport and its track. */
export function CarouselContent({ className, ...props }: ComponentProps<'div'>) {
  const { carouselRef, orientation } = useCarouselContext();
  return (
    <div ref={carouselRef} className="overflow-hidden" data-slot="carousel-content">
      <div
        className={cn('flex', orientation === 'horizontal' ? '-ml-4' : '-mt-4 flex-col', className)}
        {...props}
      />
    </div>
  );
}

/**
 * One slide; set its width with `basis-*` classes (slides per view). It is positioned (`relative`) so that what is
 * absolutely positioned inside it (the new-tab hint's `sr-only` text) is laid out within the slide and clipped by
 * the viewport; otherwise it would escape to the carousel's root, widen the document to the off-screen slides, and
 * make a phone lay out the page (and the splash over it) zoomed out until the splash locks scrolling.
 */
export function CarouselItem({ className, ...props }: ComponentProps<'div'>) {
  const { orientation } = useCarouselContext();
  return (
    <div
      role="group"
      aria-roledescription="slide"
      data-slot="carousel-item"
      className={cn(
        'relative min-w-0 shrink-0 grow-0 basis-full',
        orientation === 'horizontal' ? 'pl-4' : 'pt-4',
        className,
      )}
      {...props}
    />
  );
}

/** Scrolls back one slide; disabled at the start. Its accessible name defaults to 'Previous slide'. */
export function CarouselPrevious({
  className,
  variant = 'outline',
  size = 'icon',
  'aria-label': ariaLabel = 'Previous slide',
  ...props
}: ComponentProps<typeof Button>) {
  const { orientation, scrollPrev, canScrollPrev } = useCarouselContext();
  return (
    <Button
      type="button"
      data-slot="carousel-previous"
      variant={variant}
      size={size}
      className={cn(
        'absolute size-9 rounded-full',
        orientation === 'horizontal'
          ? 'top-1/2 -left-12 -translate-y-1/2'
          : '-top-12 left-1/2 -translate-x-1/2 rotate-90',
        className,
      )}
      disabled={!canScrollPrev}
      onClick={scrollPrev}
      aria-label={ariaLabel}
      {...props}
    >
      <ArrowLeft aria-hidden />
    </Button>
  );
}

/** Scrolls forward one slide; disabled at the end. Its accessible name defaults to 'Next slide'. */
export function CarouselNext({
  className,
  variant = 'outline',
  size = 'icon',
  'aria-label': ariaLabel = 'Next slide',
  ...props
}: ComponentProps<typeof Button>) {
  const { orientation, scrollNext, canScrollNext } = useCarouselContext();
  return (
    <Button
      type="button"
      data-slot="carousel-next"
      variant={variant}
      size={size}
      className={cn(
        'absolute size-9 rounded-full',
        orientation === 'horizontal'
          ? 'top-1/2 -right-12 -translate-y-1/2'
          : '-bottom-12 left-1/2 -translate-x-1/2 rotate-90',
        className,
      )}
      disabled={!canScrollNext}
      onClick={scrollNext}
      aria-label={ariaLabel}
      {...props}
    >
      <ArrowRight aria-hidden />
    </Button>
  );
}
