/**
 * Prepares the production build for static serving, as the last step of `docusaurus build`:
 * renders deploy/nginx.conf.template with a Content-Security-Policy computed from the inline
 * scripts of this very build (build-tools/deploy.ts). Precompression runs after the build
 * (scripts/build/precompress.ts), because other plugins write files in their own postBuild steps.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {deployOptionsFromEnvironment, serverBlockFileName, writeDeployFiles} from '../../build-tools/deploy';

export default function productionServing(context: LoadContext): Plugin {
  return {
    name: 'production-serving',
    async postBuild({outDir}) {
      const {hashCount, deployDir} = await writeDeployFiles({
        siteDir: context.siteDir,
        buildDir: outDir,
        ...deployOptionsFromEnvironment(process.env),
      });
      console.log(
        `[production-serving] ${hashCount} inline script hash(es) in the CSP; ${path.relative(context.siteDir, deployDir)}/${serverBlockFileName} written`,
      );
    },
  };
}
