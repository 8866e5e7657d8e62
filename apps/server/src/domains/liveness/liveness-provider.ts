/** One check a liveness provider applied to the photo, as shown on the face result screen. */
export type LivenessCheck = { name: string; passed: boolean; detail: string };

export type LivenessVerdict = {
  passed: boolean;
  /** For the borrower: why it failed, or that it passed. */
  message: string;
  checks: LivenessCheck[];
};

/**
 * Decides whether a camera photo shows a live person. The sandbox applies the checks it can run
 * offline and lists them; an adapter calls a vendor's HTTP liveness API. No face template is kept.
 */
export interface LivenessProvider {
  readonly name: string;
  check(image: Buffer): Promise<LivenessVerdict>;
}
