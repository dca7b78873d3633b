import type { ReactNode } from 'react';

/** A text input's, select's or text area's look, with the red border of an invalid one. */
export const fieldInputClass = 'w-full rounded-md border border-[#8a8f98] bg-white px-3 py-2 text-ink aria-invalid:border-[#b91c1c]';

/** A labeled control with its error message beneath, tied to it by `aria-describedby`. */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      {error && (
        <p id={errorId} className="text-sm text-[#b91c1c]">
          {error}
        </p>
      )}
    </div>
  );
}
