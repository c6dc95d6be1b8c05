/**
 * The text each page of a PDF shows, one string per line drawn: its content streams inflated,
 * each `<hex> Tj` decoded. No-break spaces read as spaces.
 */
export declare function pagesText(pdf: Uint8Array): Promise<string[][]>;
/** Every line of every page, one per line. */
export declare function pdfText(pdf: Uint8Array): Promise<string>;
