import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {UserThemeConfig} from '@docusaurus/theme-common';

import navbar from './config/navbar';
import footer from './config/footer';
import {typedocOptions} from './config/typedoc';
import {llmsOptions} from './config/llms';
import productionServing from './plugins/production-serving';
import deferredCode from './plugins/deferred-code';
import testFixtures from './plugins/test-fixtures';
import rehypeTaskListA11y from './plugins/rehype-task-list';
import rehypeEagerFirstImage from './plugins/rehype-eager-first-image';
import remarkProductFacts from './plugins/remark-product-facts';
import remarkExampleIncludes from './plugins/remark-example-includes';
import exampleIncludesCache from './plugins/remark-example-includes/cache';
import rehypeShiki from './plugins/rehype-shiki';
import rehypeScrollableTables from './plugins/rehype-scrollable-tables';
import rehypeWordBreaks from './plugins/rehype-word-breaks';
import {codeTheme} from './config/prismThemes';
import prismOnDemand from './plugins/prism-on-demand';
import diagramVariants, {diagramVariantsDir} from './plugins/diagram-variants';
import remarkDiagrams from './plugins/remark-diagrams';

/** Shown in the announcement bar; change the id whenever the message changes so readers see it again. */
const announcement = {
  id: 'api-reference-generated-2026-11',
  content:
    // The part in .vs-announcement-more is left out on phones (src/css/custom.css), so the bar stays one line there.
    'New: the <a href="/docs/api/">API reference</a> is generated<span class="vs-announcement-more"> from the same TypeScript declarations our samples are checked against</span>.',
};

/** The Markdown pipeline of docs and pages alike: includes and diagrams first, then facts, then the rehype steps. */
const markdownPlugins = {
  beforeDefaultRemarkPlugins: [remarkExampleIncludes, remarkDiagrams],
  remarkPlugins: [remarkProductFacts],
  rehypePlugins: [rehypeShiki, rehypeTaskListA11y, rehypeEagerFirstImage, rehypeWordBreaks, rehypeScrollableTables],
};

const config: Config = {
  title: 'Virtual Stadium Documentation',
  tagline: 'Embed a live sports-betting chat: widget, adapter, SDKs and moderation.',
  favicon: 'img/favicon.svg',

  url: 'https://docs.virtual-stadium.example',
  baseUrl: '/',
  trailingSlash: undefined,

  // The spec asks for warnings only; tests/links.spec.ts still fails on any broken link or anchor.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  // Un-namespaced keys: 'theme', 'docusaurus.announcement.dismiss', 'docusaurus.announcement.id'.
  storage: {type: 'localStorage', namespace: false},

  future: {
    // v4 flags on, except storage namespacing: the spec fixes the un-namespaced keys.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // DOCUSAURUS_FASTER=false builds with Webpack/Babel/Terser, for the benchmark's comparison only.
    faster: process.env.DOCUSAURUS_FASTER !== 'false',
    experimental_router: 'browser',
  },

  clientModules: ['./src/clientModules/storageRecovery.ts', './src/clientModules/zoomMargin.ts'],

  // Diagrams' dark versions and phone panels, written from static/img by plugins/diagram-variants.
  staticDirectories: ['static', diagramVariantsDir],

  themes: [['@docusaurus/theme-classic', {customCss: ['./src/css/custom.css', './src/css/code-colours.css']}]],

  plugins: [
    exampleIncludesCache,
    ['docusaurus-plugin-typedoc', typedocOptions],
    [
      '@docusaurus/plugin-content-docs',
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        lastVersion: 'current',
        versions: {current: {label: 'Next'}},
        showLastUpdateTime: false,
        ...markdownPlugins,
      } satisfies DocsOptions,
    ],
    [
      '@docusaurus/plugin-content-pages',
      {
        ...markdownPlugins,
      } satisfies PagesOptions,
    ],
    '@docusaurus/plugin-sitemap',
    'docusaurus-plugin-image-zoom',
    ['docusaurus-plugin-llms', llmsOptions],
    deferredCode,
    productionServing,
    prismOnDemand,
    diagramVariants,
    // Test-only routes for `npm run build:fixtures`; never part of the production build.
    ...(process.env.VS_TEST_FIXTURES === '1' ? [testFixtures] : []),
  ],

  themeConfig: {
    image: 'img/social-card.svg',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: announcement.id,
      content: announcement.content,
      backgroundColor: '#0b3d73',
      textColor: '#ffffff',
      isCloseable: true,
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4},
    docs: {versionPersistence: 'localStorage', sidebar: {hideable: false, autoCollapseCategories: false}},
    navbar,
    footer,
    prism: {
      // Code is highlighted at build time (plugins/rehype-shiki); Prism never runs. theme-classic's code-block
      // container still reads this theme for the box's background, a CSS variable (src/css/code-colours.css).
      theme: codeTheme,
      darkTheme: codeTheme,
    },
    zoom: {
      selector: '.markdown img',
      background: {light: 'rgb(255, 255, 255)', dark: 'rgb(27, 27, 29)'},
      config: {margin: 24},
    },
  } satisfies UserThemeConfig & {zoom: unknown},
};

export default config;
