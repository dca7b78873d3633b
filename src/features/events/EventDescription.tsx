import { descriptionParagraphs } from './descriptionParagraphs';

/**
 * An event's description, wherever readers see it: one `<p>` per paragraph (blank-line separated), its
 * single line breaks shown as breaks. The class (type size, colour, spacing) is the caller's.
 */
export function EventDescription({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {descriptionParagraphs(text).map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
