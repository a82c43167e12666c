/** A legal document: numbered sections of paragraphs (the terms have 11 sections, the privacy policy 10). */
export interface LegalSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

export interface LegalTexts {
  readonly terms: LegalDocument;
  readonly privacy: LegalDocument;
}

/** Both documents were last updated on 8 March 2025 (docs/product.md#terms). */
export const legalUpdatedAt = '2025-03-08T12:00:00.000Z';
