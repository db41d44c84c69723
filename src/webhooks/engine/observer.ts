/** What the engine tells whoever watches it (the metrics implement this; the engine knows nothing of them). */

/** What became of a delivery after an attempt (or instead of one). */
export type DeliveryOutcome = 'succeeded' | 'retrying' | 'failed' | 'canceled' | 'held';

/** Where the dispatcher reports; absent when nobody watches. */
export interface DeliveryObserver {
  /** One attempt made: how long it took and whether the receiver accepted it. */
  attempted(seconds: number, succeeded: boolean): void;
  /** The delivery's state after its attempt was recorded (or after it was dropped unattempted). */
  settled(outcome: DeliveryOutcome): void;
  /** Leases given back because the worker that held them is gone (owners.ts): their deliveries were due again at once. */
  recovered(leases: number): void;
}
