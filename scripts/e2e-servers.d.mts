export function e2eServerPort(basePort: number, workerIndex: number): number;
export function e2eSchema(baseSchema: string, workerIndex: number): string;
export function e2eWorkers(): number;
