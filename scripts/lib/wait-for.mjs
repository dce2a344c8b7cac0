// Polls a URL until it answers (any HTTP status) or the time runs out.
export const waitFor = async (url, { timeoutMs = 60_000, intervalMs = 250 } = {}) => {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${lastError?.message ?? 'no answer'}`);
};
