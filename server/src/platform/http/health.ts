import express, { type Router } from 'express';

/**
 * `GET /healthz` (the process answers) and `GET /readyz` (it takes work: not draining, and the
 * database answers `probe` within 2 s), for the load balancer and the orchestrator.
 */
export function healthRoutes(draining: () => boolean, probe: () => Promise<unknown>): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  router.get('/readyz', async (_req, res) => {
    if (draining()) {
      res.status(503).json({ ok: false, draining: true });
      return;
    }
    try {
      await Promise.race([
        probe(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 2000)),
      ]);
      res.json({ ok: true, database: 'up' });
    } catch {
      res.status(503).json({ ok: false, database: 'down' });
    }
  });
  return router;
}
