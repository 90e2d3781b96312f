/** The part of SaxonJS (an XSLT 3.0 processor; it ships no types) that the Peppol rule checks use. */
declare module 'saxon-js' {
  interface TransformOptions {
    /** A compiled stylesheet (SEF) as parsed JSON. */
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'document';
  }
  interface TransformResult {
    principalResult: unknown;
  }
  interface XPathOptions {
    namespaceContext?: Record<string, string>;
  }
  const SaxonJS: {
    transform(options: TransformOptions, execution: 'async'): Promise<TransformResult>;
    XPath: { evaluate(expression: string, context: unknown, options?: XPathOptions): unknown };
  };
  export default SaxonJS;
}
