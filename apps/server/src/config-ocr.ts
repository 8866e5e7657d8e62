import type { EnvValues } from './config-env-schema';

/** Where card photos are read and how long the queue in front of the OCR workers may grow. */
export type CardReadingConfig = {
  /** This process claims `ocr.read` jobs (`npm start` does; API-only processes do not). */
  worker: boolean;
  /** Cards this process reads at once. */
  workerConcurrency: number;
  /** Nice value of a worker process (`npm run worker`), set before its reading threads start. */
  workerNice: number;
  /** Cards waiting beyond which an upload is answered busy. */
  queueLimit: number;
  /** Longest an upload waits for its result, below the web app's request timeout. */
  waitBudgetMs: number;
};

export function cardReadingConfig(values: EnvValues): CardReadingConfig {
  return {
    worker: values.OCR_WORKER === 'on',
    workerConcurrency: values.OCR_WORKER_CONCURRENCY,
    workerNice: values.OCR_WORKER_NICE,
    queueLimit: values.OCR_QUEUE_LIMIT,
    waitBudgetMs: values.OCR_WAIT_BUDGET_MS,
  };
}
