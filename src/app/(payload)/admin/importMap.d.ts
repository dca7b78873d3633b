// Types of the generated import map (the project type-checks TypeScript only: `allowJs` is off).
import type { ImportMap } from 'payload';

export declare const importMap: ImportMap;
