// structured-data-testing-tool ships no types: what e2e/seo.spec.ts uses of it.
declare module 'structured-data-testing-tool' {
  interface TestResult {
    test: string;
    description?: string;
    error?: { message: string };
  }
  interface Result {
    passed: TestResult[];
    failed: TestResult[];
    warnings: TestResult[];
    schemas: string[];
  }
  export function structuredDataTest(
    input: string | Buffer,
    options?: { presets?: object[]; schemas?: string[] },
  ): Promise<Result>;
}

declare module 'structured-data-testing-tool/presets' {
  export const Google: object;
  export const SocialMedia: object;
  export const Twitter: object;
  export const Facebook: object;
}
