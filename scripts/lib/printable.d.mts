export function printable(value: unknown): string;
