import { ExternalLink } from '@/components/ui/ExternalLink';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { UrlTabs } from '@/components/ui/UrlTabs';
import type { Resource } from '@/content/schemas';
import { DEFAULT_RESOURCE_TAB, RESOURCE_TABS, resourcesForTab } from './communityResources';

function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <article className="flex flex-col gap-2 rounded-md border border-rule bg-white p-5 shadow-sm">
      <p className="text-xs font-bold uppercase tracking-wider text-accent">{resource.category}</p>
      <h3 className="font-serif text-xl font-bold leading-snug text-ink">{resource.title}</h3>
      <p className="text-sm leading-relaxed text-muted">{resource.description}</p>
      <ExternalLink
        href={resource.website}
        className="mt-auto self-start pt-2 font-semibold text-brand underline underline-offset-4 hover:text-accent"
      >
        Visit Website<span className="sr-only">: {resource.title}</span>
      </ExternalLink>
    </article>
  );
}

/** 'Community Resources' by category, the choice kept in the address (`?tab=health`). */
export function CommunityResources({ resources }: { resources: readonly Resource[] }) {
  return (
    <section aria-labelledby="community-resources-heading">
      <SectionHeading id="community-resources-heading">Community Resources</SectionHeading>
      <UrlTabs
        id="resource-tabs"
        label="Resource categories"
        headingLevel={3}
        withoutScript="the default panel"
        defaultValue={DEFAULT_RESOURCE_TAB}
        tabs={RESOURCE_TABS.map(({ value, label }) => ({
          value,
          label,
          panel: (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {resourcesForTab(resources, value).map((r) => (
                <ResourceCard key={r.id} resource={r} />
              ))}
            </div>
          ),
        }))}
      />
    </section>
  );
}
