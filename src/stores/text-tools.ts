/**
 * The text tools' one shared store: the text, the active tab, and what the page shows for them
 * (statistics and the visible tab's outputs). The text area, the tabs, the live counts and the
 * Quick Stats card all read it.
 *
 * Small texts are processed at once. Large ones (a pasted megabyte) go to two Web Workers, one
 * for the statistics and one for the visible tab's outputs, so a keystroke only stores the text,
 * the counts follow quickly, and slow outputs never hold them up. Each worker runs one job at a
 * time; edits made meanwhile collapse into one waiting job (the newest).
 */
import { map } from "nanostores";
import {
  emptyStatistics,
  textStatistics,
  viewOutputs,
  type TextStatistics,
  type TextView,
  type ViewOutputs,
} from "../lib/text-tools";

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
}

/** Texts up to this many characters are processed synchronously. */
export const synchronousLimit = 20_000;

export function initialTextToolsState(): TextToolsState {
  return {
    text: "",
    activeTab: "case",
    statistics: emptyStatistics,
    ...viewOutputs("", "case"),
    resultsView: "case",
    statisticsPending: false,
    outputsPending: false,
  };
}

export const $textTools = map<TextToolsState>(initialTextToolsState());

export type WorkerRequest =
  | { kind: "statistics"; job: number; text: string }
  | { kind: "outputs"; job: number; text: string; view: TextView };

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
  appliedJob = 0;

  constructor(
    private readonly onResult: (response: WorkerResponse) => void,
    private readonly onFailure: () => void,
  ) {}

  /** Whether a worker exists (or can be made) to take jobs. */
  available(): boolean {
    if (this.worker === undefined) {
      this.worker = workerFactory();
      if (this.worker) {
        this.worker.onmessage = (event) => {
          this.busy = false;
          this.onResult(event.data);
          this.pump();
        };
        this.worker.onerror = (error) => {
          console.warn("Text tools worker failed; processing on the page instead:", error);
          this.worker = null;
          this.busy = false;
          this.waiting = null;
          this.onFailure();
        };
      }
    }
    return this.worker !== null;
  }

  send(request: WorkerRequest): void {
    this.waiting = request;
    this.pump();
  }

  /** A result computed on the page supersedes every job sent so far. */
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

function statisticsNow(state: TextToolsState): Partial<TextToolsState> {
  statisticsChannel.supersede();
  return { statistics: textStatistics(state.text), statisticsPending: false };
}

function outputsNow(state: TextToolsState): Partial<TextToolsState> {
  outputsChannel.supersede();
  return {
    ...viewOutputs(state.text, state.activeTab),
    resultsView: state.activeTab,
    outputsPending: false,
  };
}

function createChannels(): void {
  statisticsChannel = new Channel(receive, () => {
    const state = $textTools.get();
    $textTools.set({ ...state, ...statisticsNow(state) });
  });
  outputsChannel = new Channel(receive, () => {
    const state = $textTools.get();
    $textTools.set({ ...state, ...outputsNow(state) });
  });
}

createChannels();

/** Replaces how workers are made (tests) and starts over with fresh channels. */
export function setWorkerFactory(factory: WorkerFactory): void {
  workerFactory = factory;
  createChannels();
}

/** Applies a change of text or tab and brings what depends on it up to date. */
function schedule(change: Partial<TextToolsState>): void {
  const next: TextToolsState = { ...$textTools.get(), ...change };
  const large = next.text.length > synchronousLimit;
  let update: TextToolsState = next;

  if (change.text !== undefined) {
    if (large && statisticsChannel.available()) {
      statisticsChannel.latestJob += 1;
      statisticsChannel.send({
        kind: "statistics",
        job: statisticsChannel.latestJob,
        text: next.text,
      });
      update = { ...update, statisticsPending: true };
    } else {
      update = { ...update, ...statisticsNow(next) };
    }
  }

  if (large && outputsChannel.available()) {
    outputsChannel.latestJob += 1;
    outputsChannel.send({
      kind: "outputs",
      job: outputsChannel.latestJob,
      text: next.text,
      view: next.activeTab,
    });
    update = { ...update, outputsPending: true };
  } else {
    update = { ...update, ...outputsNow(next) };
  }

  $textTools.set(update);
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
