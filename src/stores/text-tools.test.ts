import { beforeEach, describe, expect, it } from "vitest";
import { textStatistics, viewOutputs } from "../lib/text-tools/text-tools";
import {
  $textTools,
  clearText,
  initialTextToolsState,
  setActiveTab,
  setText,
  setWorkerFactory,
  type ResultsWorker,
  type WorkerRequest,
  type WorkerResponse,
} from "./text-tools";

interface FakeWorker {
  worker: ResultsWorker;
  requests: WorkerRequest[];
  /** Answers the oldest request, as the real worker would. */
  answer: () => void;
}

/** Stand-in workers that answer only when the test says so; the first made is for statistics. */
function fakeWorkers() {
  const made: FakeWorker[] = [];
  const factory = () => {
    const requests: WorkerRequest[] = [];
    const worker: ResultsWorker = {
      postMessage: (request) => requests.push(request),
      onmessage: null,
      onerror: null,
    };
    const answer = () => {
      const request = requests.shift();
      if (!request) throw new Error("no request to answer");
      const data: WorkerResponse =
        request.kind === "statistics"
          ? { kind: "statistics", job: request.job, statistics: textStatistics(request.text) }
          : {
              kind: "outputs",
              job: request.job,
              view: request.view,
              ...viewOutputs(request.text, request.view),
            };
      worker.onmessage?.({ data });
    };
    made.push({ worker, requests, answer });
    return worker;
  };
  return { factory, made };
}

const large = (word: string) => `${word} `.repeat(5000);

let workers: FakeWorker[];

/** Answers everything the workers have been asked, oldest first. */
function answerAll() {
  for (const worker of workers) while (worker.requests.length > 0) worker.answer();
}

beforeEach(() => {
  $textTools.set(initialTextToolsState());
  const fakes = fakeWorkers();
  workers = fakes.made;
  setWorkerFactory(fakes.factory);
});

describe("text tools store", () => {
  it("starts empty on the case tab with zero counts and empty outputs", () => {
    const state = $textTools.get();
    expect(state.text).toBe("");
    expect(state.activeTab).toBe("case");
    expect(state.statistics.words).toBe(0);
    expect(state.outputs).toHaveLength(8);
    expect(state.outputs.every((item) => item.output === "")).toBe(true);
  });

  it("stores the text at once and takes the results from the workers", () => {
    setText("hello world");
    expect($textTools.get().text).toBe("hello world");
    expect($textTools.get().statisticsPending).toBe(true);
    answerAll();
    const state = $textTools.get();
    expect(state.statistics.words).toBe(2);
    expect(state.outputs.find((item) => item.id === "upper")?.output).toBe("HELLO WORLD");
    expect(state.statisticsPending || state.outputsPending).toBe(false);
  });

  it("computes only the active tab's outputs", () => {
    setText("one two");
    setActiveTab("transform");
    answerAll();
    expect($textTools.get().outputs.map((item) => item.id)).toContain("reverseWords");
    expect($textTools.get().resultsView).toBe("transform");
    setActiveTab("stats");
    answerAll();
    expect($textTools.get().outputs).toEqual([]);
    expect($textTools.get().analysis?.uniqueWords).toBe(2);
  });

  it("clears the text and the results at once, dropping answers still on their way", () => {
    setText("some words here");
    clearText();
    expect($textTools.get().text).toBe("");
    expect($textTools.get().statistics.characters).toBe(0);
    expect($textTools.get().statisticsPending || $textTools.get().outputsPending).toBe(false);
    answerAll();
    expect($textTools.get().statistics.characters).toBe(0);
    expect($textTools.get().outputs.every((item) => item.output === "")).toBe(true);
  });

  it("says so when the browser cannot run workers", () => {
    setWorkerFactory(() => null);
    setText("anything");
    expect($textTools.get().unavailable).toBe(true);
    expect($textTools.get().text).toBe("anything");
  });

  it("sends texts to the two workers: statistics do not wait for the outputs", () => {
    const made = workers;
    const text = large("alpha");
    setText(text);
    expect($textTools.get().text).toBe(text);
    expect($textTools.get().statisticsPending).toBe(true);
    expect($textTools.get().outputsPending).toBe(true);
    const [statistics, outputs] = made;
    if (!statistics || !outputs) throw new Error("expected two workers");
    expect(statistics.requests.map((request) => request.kind)).toEqual(["statistics"]);
    expect(outputs.requests.map((request) => request.kind)).toEqual(["outputs"]);

    statistics.answer();
    expect($textTools.get().statisticsPending).toBe(false);
    expect($textTools.get().statistics.words).toBe(textStatistics(text).words);
    expect($textTools.get().outputsPending).toBe(true);

    outputs.answer();
    expect($textTools.get().outputsPending).toBe(false);
    expect($textTools.get().outputs.find((item) => item.id === "upper")?.output).toBe(
      text.toUpperCase(),
    );
  });

  it("keeps only the newest waiting job while one runs", () => {
    const made = workers;
    const first = large("beta");
    setText(first);
    setText(`${first}b`);
    setText(`${first}bc`);
    const statistics = made[0];
    if (!statistics) throw new Error("expected a statistics worker");
    expect(statistics.requests).toHaveLength(1);

    statistics.answer();
    // The first job's counts are shown, still marked as pending; the newest job is sent next.
    expect($textTools.get().statistics.characters).toBe(first.length);
    expect($textTools.get().statisticsPending).toBe(true);
    expect(statistics.requests.map((request) => request.text)).toEqual([`${first}bc`]);

    statistics.answer();
    expect($textTools.get().statisticsPending).toBe(false);
    expect($textTools.get().statistics.characters).toBe(first.length + 2);
  });

  it("sends a tab change to the outputs worker only", () => {
    const made = workers;
    setText(large("gamma"));
    const [statistics, outputs] = made;
    if (!statistics || !outputs) throw new Error("expected two workers");
    statistics.answer();
    outputs.answer();
    setActiveTab("transform");
    expect(statistics.requests).toHaveLength(0);
    expect(outputs.requests).toEqual([
      expect.objectContaining({ kind: "outputs", view: "transform" }),
    ]);
    expect($textTools.get().resultsView).toBe("case");
    outputs.answer();
    expect($textTools.get().resultsView).toBe("transform");
  });

  it("says so when a worker fails", () => {
    setText(large("epsilon"));
    const warn = console.warn;
    console.warn = () => {};
    try {
      workers[0]?.worker.onerror?.(new Error("boom"));
    } finally {
      console.warn = warn;
    }
    expect($textTools.get().unavailable).toBe(true);
    expect($textTools.get().statisticsPending || $textTools.get().outputsPending).toBe(false);
  });
});
