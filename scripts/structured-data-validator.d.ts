/** The part of Adobe's structured-data validator (JavaScript, untyped) that scripts/structuredData.mjs uses. */
declare module '@adobe/structured-data-validator' {
  interface Issue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path: unknown[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: object);
    validate(extracted: { jsonld: Record<string, object[]>; microdata: object; rdfa: object }): Promise<Issue[]>;
  }
}
