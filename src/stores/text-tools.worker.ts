/** Computes text tool statistics or outputs off the main thread for large texts (see text-tools.ts). */
import { textStatistics, viewOutputs } from "../lib/text-tools/text-tools";
import type { WorkerRequest, WorkerResponse } from "./text-tools";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerResponse) => void;
};

scope.onmessage = (event) => {
  const request = event.data;
  if (request.kind === "statistics") {
    scope.postMessage({
      kind: "statistics",
      job: request.job,
      statistics: textStatistics(request.text),
    });
  } else {
    scope.postMessage({
      kind: "outputs",
      job: request.job,
      view: request.view,
      ...viewOutputs(request.text, request.view),
    });
  }
};
