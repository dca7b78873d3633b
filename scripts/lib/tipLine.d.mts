export function tipLines(message: { tipStatus?: string | null; tipAssignee?: string | null; tipNote?: string | null }): string[];
