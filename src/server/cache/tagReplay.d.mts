export type TagReplay = {
  revalidateTag(tag: string): Promise<void>;
  replay(): Promise<boolean>;
  pending(): string[];
};
export function createTagReplay(revalidate: (tag: string) => Promise<void>): TagReplay;
