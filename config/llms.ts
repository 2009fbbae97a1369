/**
 * Machine-readable docs (docusaurus-plugin-llms): /llms.txt indexes every page with its description,
 * /llms-full.txt holds all of them, and every doc gets a Markdown twin at its path + `.md`.
 */
export const llmsOptions = {
  generateLLMsTxt: true,
  generateLLMsFullTxt: true,
  generateMarkdownFiles: true,
  addMdExtension: true,
  useRelativeUrls: true,
  excludeImports: true,
  removeDuplicateHeadings: true,
  keepFrontMatter: ['title', 'description'],
  description:
    'Documentation for Virtual Stadium, an embeddable sports-betting chat: web widget and modules, adapter, Data SDK, Android and iOS UI SDKs, integration guide, Moderation UI and licensing.',
  includeOrder: [
    'integration/**',
    'licensing.md',
    'web/**',
    'api/**',
    'mobileIntro.md',
    'sdk/**',
    'androidSdk/**',
    'iosSdk/**',
    'moderationUi/**',
  ],
  logLevel: 'quiet' as const,
};
