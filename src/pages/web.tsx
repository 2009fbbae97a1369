import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import AreaCards from '@site/src/components/AreaCards';
import {webModules} from '@site/src/data/webModules';
import EmbedConfigurator from '@site/src/components/EmbedConfigurator';
import styles from './web.module.css';

const moduleCards = webModules.map((module) => ({
  title: module.name,
  to: module.to,
  audience: 'Module',
  summary: module.summary,
}));

export default function WebWidget(): ReactNode {
  return (
    <Layout
      title="Web Widget"
      description="Embed the Virtual Stadium web widget: the SIR loader, one adapter, the virtualStadium widget and its modules.">
      <main className="container">
        <header className={styles.header}>
          <Heading as="h1">Virtual Stadium Web Widget</Heading>
          <p className={styles.lead}>
            The virtual stadium is a chat room for one match or topic that you place on any page of your site. It runs
            inside a container you choose, talks to your sportsbook through an adapter you register, and tells your
            page about user actions, such as a tap on a Flash Bet outcome, through the <code>onAction</code> callback.
          </p>
        </header>

        <section className={styles.section}>
          <Heading as="h2">Embed it in three steps</Heading>
          <ol className={`${styles.steps} vs-prose`}>
            <li>
              Load the widget loader once per page. It defines the <code>SIR</code> function at once and queues your
              calls until the script has arrived.
            </li>
            <li>
              Register exactly one adapter with <code>SIR(&apos;registerAdapter&apos;, …)</code>, before any widget.
              The adapter answers the widget&apos;s requests for odds, markets and bet history.
            </li>
            <li>
              Add the widget with <code>SIR(&apos;addWidget&apos;, selector, &apos;virtualStadium&apos;, props)</code>,
              passing a JWT signed by your backend and the channel id.
            </li>
          </ol>
          <p>
            Values in angle brackets are supplied to you: <code>&lt;CLIENT_ID&gt;</code> at onboarding,{' '}
            <code>&lt;CHANNEL_ID&gt;</code> when you{' '}
            <Link to="/docs/integration/channelCreation">create a channel</Link>, and the token by your{' '}
            <Link to="/docs/integration/authentication">authentication endpoint</Link>. Every property is listed in
            the <Link to="/docs/web/widgets/virtualStadium/">widget reference</Link>.
          </p>
        </section>

        <section className={styles.section}>
          <Heading as="h2" id="configure-your-embed">
            Configure your embed
          </Heading>
          <p>
            Pick the modules and actions you need and enter your channel id: the code below updates as you go,
            and every variant of it compiles against the <Link to="/docs/api/">API types</Link>.
          </p>
          <EmbedConfigurator />
        </section>

        <section className={styles.section}>
          <Heading as="h2">Modules</Heading>
          <p>
            Modules add betting features to the chat. Each one has its own enable flag, its own adapter request and its
            own <Link to="/docs/api/functions/onAction">onAction</Link> payload.
          </p>
          <AreaCards areas={moduleCards} />
        </section>

        <section className={styles.section}>
          <Heading as="h2">Where to go next</Heading>
          <ul className="vs-prose">
            <li>
              <Link to="/docs/web/overview">Web Widget overview</Link>: how the loader, the adapter and the widget fit
              together.
            </li>
            <li>
              <Link to="/docs/web/widgets/adapter">Adapter guide</Link>: every request name, its arguments and its
              response.
            </li>
            <li>
              <Link to="/docs/web/troubleshooting">Troubleshooting</Link>: the widget stays empty, Flash Bet never
              shows, the token is rejected.
            </li>
            <li>
              <Link to="/docs/api/">API reference</Link>: every type the widget passes to your code.
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
