export function tipLines(tip: { status?: string | null; assignee?: string | null; note?: string | null } | null | undefined): string[];
