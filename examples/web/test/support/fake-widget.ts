/**
 * The stand-in of the widget itself, after the loader has replayed the queue: it keeps what the page registered and
 * added, sends adapter requests and calls onAction. It touches neither Node nor the DOM, so the same class runs in the
 * starter's Node harness (widget-page.ts) and in a real browser (the docs' sandbox, `serve --page`).
 */
import type {TriggerActionFunctionType} from 'virtual-stadium-api';
import type {
  AdapterArgs,
  AdapterOnRequest,
  AdapterRequestName,
  AdapterResponse,
  AdapterUnlistedRequestParams,
  VirtualStadiumProps,
} from 'virtual-stadium-api/embed';

/** One answer the adapter gave through a callback. */
export interface Answer<R> {
  error: Error | null;
  response: R | undefined;
  /** When the answer arrived (`performance.now()`), where the sender records it. */
  at?: number;
}

/** A request the widget sent, with every answer the adapter gave for it. */
export interface SentRequest<R> {
  name: string;
  answers: Array<Answer<R>>;
}

/** The widget, after the loader has replayed the queue: what the page registered and added, in order. */
export class FakeWidget {
  readonly calls: string[] = [];
  readonly adapters: AdapterOnRequest[] = [];
  readonly widgets: Array<{selector: string; name: string; props: VirtualStadiumProps}> = [];
  /** addWidget calls that arrived before any adapter was registered. */
  readonly addedBeforeAdapter: string[] = [];

  /** What the real loader does with each call; unknown commands are recorded, not run. */
  readonly dispatch = (...args: unknown[]): void => {
    const [command, ...rest] = args;
    this.calls.push(String(command));
    if (command === 'registerAdapter') {
      this.adapters.push(rest[0] as AdapterOnRequest);
    } else if (command === 'addWidget') {
      const [selector, name, props] = rest as [string, string, VirtualStadiumProps];
      if (this.adapters.length === 0) this.addedBeforeAdapter.push(selector);
      this.widgets.push({selector, name, props});
    }
  };

  get adapter(): AdapterOnRequest {
    const adapter = this.adapters[0];
    if (adapter === undefined) throw new Error('no adapter was registered');
    return adapter;
  }

  /** Sends one listed request, as the widget does, and records every callback call. */
  request<N extends AdapterRequestName>(name: N, args: AdapterArgs<N>): SentRequest<AdapterResponse<N>> {
    const sent: SentRequest<AdapterResponse<N>> = {name, answers: []};
    const params = [
      name,
      args,
      (error: Error | null, response?: AdapterResponse<N>) => {
        sent.answers.push({error, response});
      },
    ] as Parameters<AdapterOnRequest>;
    this.adapter(...params);
    return sent;
  }

  /** Sends a request name the typings do not list. At run time it is a plain string: the one cast of the harness. */
  requestUnlisted(name: string, args: unknown): SentRequest<undefined> {
    const sent: SentRequest<undefined> = {name, answers: []};
    const params = [name, args, (error: Error | null, response?: undefined) => sent.answers.push({error, response})];
    this.adapter(...(params as unknown as AdapterUnlistedRequestParams));
    return sent;
  }

  /**
   * Sends any request by name, listed or not, as the widget does at run time (a plain string and untyped args), so a
   * loop over request names needs no cast. Each answer is stamped with the time it arrived (`performance.now()`).
   */
  send(name: string, args: unknown): SentRequest<unknown> {
    const sent: SentRequest<unknown> = {name, answers: []};
    const params = [
      name,
      args,
      (error: Error | null, response?: unknown) => sent.answers.push({error, response, at: performance.now()}),
    ];
    this.adapter(...(params as unknown as AdapterUnlistedRequestParams));
    return sent;
  }

  /** Calls the onAction of the widget added to `selector` (the first widget by default). */
  act(...action: Parameters<TriggerActionFunctionType>): void {
    const onAction = this.widgets[0]?.props.onAction;
    if (onAction === undefined) throw new Error('the widget has no onAction');
    onAction(...action);
  }
}
