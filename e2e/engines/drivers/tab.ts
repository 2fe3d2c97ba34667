// One small driving layer for the engines suite (docs/engines.md): a journey is written once
// against EngineTab and runs in WebKit (WebKitWebDriver, classic WebDriver) and in Gecko
// (Puppeteer over WebDriver BiDi). Elements are found by what a patient reads, in the page itself
// (find.ts), and acted on with the engine's own input: a real click, real keys, a real file.

export type EngineName = 'webkit' | 'gecko';

/** How a patient finds something: by its label, its name on a button or link, a heading, text. */
export type FindBy = 'css' | 'label' | 'button' | 'link' | 'heading' | 'text' | 'alert';

export interface Target {
  by: FindBy;
  /** The exact text (spaces collapsed), or a CSS selector for `css`. */
  value: string;
  /** Matches text that contains `value` rather than equals it. */
  partial?: boolean;
}

export interface TabSize {
  width: number;
  height: number;
}

/** A page in one engine: what a journey can do. */
export interface EngineTab {
  readonly engine: EngineName;
  /** Opens a path of the portal (or an absolute address). */
  open(path: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with JSON arguments and returns its JSON result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<Awaited<T>>;
  /** Whether a visible element matches now. */
  sees(target: Target): Promise<boolean>;
  /** The text of the first visible match, or null. */
  textOf(target: Target): Promise<string | null>;
  click(target: Target): Promise<void>;
  /** Clears the field and types into it, key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Sends keys to the element that has the focus. */
  keys(text: string): Promise<void>;
  /** Picks an option of a select by its value. */
  choose(target: Target, value: string): Promise<void>;
  /** Gives a file input a file from disk. */
  attachFile(target: Target, path: string): Promise<void>;
  screenshot(): Promise<Buffer>;
  /** A second tab of the same browser profile (shared storage), e.g. to log out elsewhere. */
  openTab(): Promise<EngineTab>;
  /** The same actions inside a frame of this page (Stripe's card field, reCAPTCHA's box). */
  inFrame(frame: Target): Promise<EngineTab>;
  close(): Promise<void>;
}

/** How a worker's engine is started. */
export interface HostOptions {
  /**
   * A proxy for the providers' hosts (e2e/engines/prod/standInProxy.ts), whose own certificate
   * the engine accepts; the portal and the service on this machine are reached directly.
   */
  proxy?: string;
}

/** The engine of one worker: it makes tabs, each test in its own clean profile. */
export interface EngineHost {
  readonly engine: EngineName;
  /** A clean profile (no storage, no service worker) and its first tab. */
  newProfile(size: TabSize, baseURL: string): Promise<EngineTab>;
  stop(): Promise<void>;
}
