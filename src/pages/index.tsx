import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import AreaCards from '@site/src/components/AreaCards';
import {areaCards} from '@site/src/data/siteAreas';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Home"
      description="Integrate Virtual Stadium, the live sports-betting chat: web widget, adapter, mobile SDKs, integration guide and Moderation UI."
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1">Virtual Stadium Documentation</Heading>
          <p className={styles.lead}>
            Virtual Stadium puts a moderated, match-aware chat next to your sportsbook. Fans talk about the game, share
            their bets, and see Flash Bet offers set off by live match events and betting insights built from Sportradar
            match data.
          </p>
          <div className={styles.actions}>
            <Link className="button button--secondary button--lg" to="/docs/integration/overview">
              Start integrating
            </Link>
            <Link className={clsx('button button--outline button--lg', styles.secondary)} to="/web">
              Embed the web widget
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className={styles.section}>
          <div className="container">
            <Heading as="h2">Find your area</Heading>
            <p>
              Each area has its own sidebar. Integrators usually start with the integration guide; moderators go
              straight to the Moderation UI.
            </p>
            <AreaCards cards={areaCards} />
          </div>
        </section>
        <section className={styles.section}>
          <div className="container">
            <Heading as="h2">Who these docs are for</Heading>
            <ul className={clsx(styles.facts, 'vs-prose')}>
              <li>
                <strong>Integrators</strong>
                Backend, web and mobile engineers who connect their platform to Virtual Stadium: tokens, then the web
                widget with its adapter, or the mobile SDKs, which need no adapter.
              </li>
              <li>
                <strong>Moderators and supervisors</strong>
                The people who keep chats safe every match day in the Moderation UI.
              </li>
              <li>
                <strong>Everyone who reads code</strong>
                Every TypeScript sample is type-checked against the <Link to="/docs/api/">API reference</Link>. See{' '}
                <Link to="/markdown-page">how to read these docs</Link>.
              </li>
            </ul>
          </div>
        </section>
      </main>
    </Layout>
  );
}
