import express, { type Router } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';
import type { NotificationService } from './notification.service.js';

export const ONE_CLICK_UNSUBSCRIBE_PATH = '/unsubscribe/one-click';

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the URL of
 * an email's `List-Unsubscribe` header, with no cookie and no page. (People who click the link
 * in the email's footer get the app's /unsubscribe page, which asks before it turns anything off;
 * the header's URL opened in a browser goes there too, changing nothing.)
 */
export function unsubscribeRoutes(services: { orm: MikroORM; notifications: NotificationService }): Router {
  const router = express.Router();
  router.get(ONE_CLICK_UNSUBSCRIBE_PATH, (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    res.redirect(303, `/unsubscribe?${new URLSearchParams({ token }).toString()}`);
  });
  router.post(
    ONE_CLICK_UNSUBSCRIBE_PATH,
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req, res) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      try {
        const setting = await services.notifications.unsubscribe(
          services.orm.em.fork() as EntityManager,
          token,
        );
        res.type('text/plain').send(`Unsubscribed: you will no longer get emails about "${setting.label}".`);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        res.status(400).type('text/plain').send(error.message);
      }
    },
  );
  return router;
}
