/**
 * Starts one admitted request's work per turn of the event loop, in the order they were admitted.
 *
 * On SQLite every query runs on the event loop, so a request's whole work happens in one go once
 * it starts. Started inside the callback that read it, a loop that read 200 sockets did all 200
 * requests' work before it looked at a socket again; and libuv accepts one new connection per
 * turn of the loop. Requests and connections then waited in the kernel, unseen by the admission
 * queue, for as long as that took (the soak: 5 % past 10 s while the queue refused 17). Started
 * here, a turn of the loop holds one request's work, so between two of them the loop reads every
 * socket that has a request (each joins the queue as it arrives, and the queue's bound is its
 * whole wait) and accepts the next connection.
 */
export const createTurnStarter = (): (() => Promise<void>) => {
  const ready: Array<() => void> = [];
  const startNext = () => {
    ready.shift()?.();
    // Queued from inside an immediate, the next start waits for the loop's next turn.
    if (ready.length > 0) setImmediate(startNext);
  };
  return () =>
    new Promise<void>((resolve) => {
      ready.push(resolve);
      if (ready.length === 1) setImmediate(startNext);
    });
};
