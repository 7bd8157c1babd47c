export function colorProperty(key: string): string;
export function colorReferences<P extends Record<string, string>>(colors: P): { [K in keyof P]: string };
export function themeVariablesCss(palette: { light: Record<string, string>; dark: Record<string, string> }): string;
