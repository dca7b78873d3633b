import { PREVIEW_EXIT_ROUTE } from '@/cms/preview';
import { Container } from '@/components/ui/Container';

/**
 * Above a story shown in draft mode (an editor's preview): says that this is the latest saved draft,
 * not what readers see, and offers the way out. Without it, an editor who previewed once and came back
 * later took the draft for the live page. A plain link: a prefetch of the exit route would end the preview.
 */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <aside aria-label="Draft preview" className="border-b-4 border-accent bg-[#fff4d6] text-ink">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <p>
          <strong>Draft preview.</strong> This is the story&rsquo;s latest saved draft: readers see the published version,
          or nothing until it is published.
        </p>
        <a
          href={`${PREVIEW_EXIT_ROUTE}?path=${encodeURIComponent(path)}`}
          className="shrink-0 rounded-md border border-brand bg-white px-4 py-2 font-semibold text-brand hover:bg-brand hover:text-white"
        >
          Leave preview
        </a>
      </Container>
    </aside>
  );
}
