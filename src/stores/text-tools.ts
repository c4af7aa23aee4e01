/**
 * The text tools' one shared store: the text, the active tab, and what the page shows for them
 * (statistics and the visible tab's outputs). The text area, the tabs, the live counts and the
 * Quick Stats card all read it.
 *
 * The conversions run in two Web Workers, one for the statistics and one for the visible tab's
 * outputs: a keystroke only stores the text, so typing stays responsive even with a megabyte in
 * the box, the counts follow quickly, and slow outputs never hold them up. Each worker runs one
 * job at a time; edits made meanwhile collapse into one waiting job (the newest). The page itself
 * only ships the tool names (src/lib/text-tools/catalog.ts), not the conversion code.
 */
import { map } from "nanostores";
import {
  emptyStatistics,
  emptyViewOutputs,
  type TextStatistics,
  type TextView,
  type ViewOutputs,
} from "../lib/text-tools/catalog";

export interface TextToolsState extends ViewOutputs {
  text: string;
  activeTab: TextView;
  statistics: TextStatistics;
  /** The view the outputs and analysis belong to (behind activeTab while a worker runs). */
  resultsView: TextView;
  /** True while the statistics shown belong to an earlier text. */
  statisticsPending: boolean;
  /** True while the outputs shown belong to an earlier text or tab. */
  outputsPending: boolean;
  /** Set when this browser cannot run the workers; the page then says so. */
  unavailable: boolean;
}

/** From this length on the page shows that the counts are being updated. */
export const largeTextLength = 20_000;

export function initialTextToolsState(): TextToolsState {
  return {
    text: "",
    activeTab: "case",
    statistics: emptyStatistics,
    ...emptyViewOutputs("case"),
    resultsView: "case",
    statisticsPending: false,
    outputsPending: false,
    unavailable: false,
  };
}

export const $textTools = map<TextToolsState>(initialTextToolsState());

/** A piece of work for a worker. */
export type JobRequest =
  { kind: "statistics"; text: string } | { kind: "outputs"; text: string; view: TextView };

export type WorkerRequest = JobRequest & { job: number };

export type WorkerResponse =
  | { kind: "statistics"; job: number; statistics: TextStatistics }
  | ({ kind: "outputs"; job: number; view: TextView } & ViewOutputs);

/** The parts of a Worker this store uses, so tests can pass a stand-in. */
export interface ResultsWorker {
  postMessage: (request: WorkerRequest) => void;
  onmessage: ((event: { data: WorkerResponse }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

type WorkerFactory = () => ResultsWorker | null;

const defaultWorkerFactory: WorkerFactory = () =>
  typeof Worker === "undefined"
    ? null
    : (new Worker(new URL("./text-tools.worker.ts", import.meta.url), {
        type: "module",
      }) as unknown as ResultsWorker);

let workerFactory: WorkerFactory = defaultWorkerFactory;

/** One worker with at most one job running and one (the newest) waiting. */
class Channel {
  private worker: ResultsWorker | null | undefined;
  private busy = false;
  private waiting: WorkerRequest | null = null;
  /** Number of the newest job; results of older ones may still be shown while it runs. */
  latestJob = 0;
  private appliedJob = 0;

  constructor(
    private readonly onResult: (response: WorkerResponse) => void,
    private readonly onFailure: () => void,
  ) {}

  /** Whether a worker exists (or can be made) to take jobs. */
  available(): boolean {
    if (this.worker === undefined) {
      try {
        this.worker = workerFactory();
      } catch (error) {
        console.warn("Text tools worker could not start:", error);
        this.worker = null;
      }
      if (this.worker) {
        this.worker.onmessage = (event) => {
          this.busy = false;
          this.onResult(event.data);
          this.pump();
        };
        this.worker.onerror = (error) => {
          console.warn("Text tools worker failed:", error);
          this.worker = null;
          this.busy = false;
          this.waiting = null;
          this.onFailure();
        };
      }
    }
    return this.worker !== null;
  }

  /** Queues a job; returns its number. */
  send(request: JobRequest): number {
    this.latestJob += 1;
    this.waiting = { ...request, job: this.latestJob };
    this.pump();
    return this.latestJob;
  }

  /** A result settled on the page (empty text) supersedes every job sent so far. */
  supersede(): void {
    this.waiting = null;
    this.latestJob += 1;
    this.appliedJob = this.latestJob;
  }

  /** Takes a result if it is newer than the one shown; says whether it did. */
  accept(job: number): boolean {
    if (job <= this.appliedJob) return false;
    this.appliedJob = job;
    return true;
  }

  private pump(): void {
    if (this.busy || this.waiting === null || !this.worker) return;
    this.busy = true;
    this.worker.postMessage(this.waiting);
    this.waiting = null;
  }
}

let statisticsChannel: Channel;
let outputsChannel: Channel;

function receive(response: WorkerResponse): void {
  if (response.kind === "statistics") {
    if (!statisticsChannel.accept(response.job)) return;
    $textTools.set({
      ...$textTools.get(),
      statistics: response.statistics,
      statisticsPending: response.job < statisticsChannel.latestJob,
    });
    return;
  }
  if (!outputsChannel.accept(response.job)) return;
  $textTools.set({
    ...$textTools.get(),
    outputs: response.outputs,
    analysis: response.analysis,
    resultsView: response.view,
    outputsPending: response.job < outputsChannel.latestJob,
  });
}

function markUnavailable(): void {
  $textTools.set({
    ...$textTools.get(),
    unavailable: true,
    statisticsPending: false,
    outputsPending: false,
  });
}

function createChannels(): void {
  statisticsChannel = new Channel(receive, markUnavailable);
  outputsChannel = new Channel(receive, markUnavailable);
}

createChannels();

/** Replaces how workers are made (tests) and starts over with fresh channels. */
export function setWorkerFactory(factory: WorkerFactory): void {
  workerFactory = factory;
  createChannels();
}

/** Applies a change of text or tab and brings what depends on it up to date. */
function schedule(change: Partial<TextToolsState>): void {
  let next: TextToolsState = { ...$textTools.get(), ...change };

  // Empty text needs no worker: zero counts and empty outputs are known.
  if (next.text === "") {
    statisticsChannel.supersede();
    outputsChannel.supersede();
    $textTools.set({
      ...next,
      statistics: emptyStatistics,
      ...emptyViewOutputs(next.activeTab),
      resultsView: next.activeTab,
      statisticsPending: false,
      outputsPending: false,
    });
    return;
  }

  if (!statisticsChannel.available() || !outputsChannel.available()) {
    $textTools.set({ ...next, unavailable: true });
    return;
  }
  if (change.text !== undefined) {
    statisticsChannel.send({ kind: "statistics", text: next.text });
    next = { ...next, statisticsPending: true };
  }
  outputsChannel.send({ kind: "outputs", text: next.text, view: next.activeTab });
  $textTools.set({ ...next, outputsPending: true });
}

/** The text area changed. */
export function setText(text: string): void {
  if (text !== $textTools.get().text) schedule({ text });
}

/** Clear Text. */
export function clearText(): void {
  setText("");
}

/** A tab was chosen; only its outputs are computed. */
export function setActiveTab(tab: TextView): void {
  if (tab !== $textTools.get().activeTab) schedule({ activeTab: tab });
}
