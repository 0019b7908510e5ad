import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

/**
 * A link whose code is downloaded when the first operation goes through it (the websocket
 * transport: graphql-ws waits until a live view subscribes). A failed download is tried again.
 */
export class LazyLink extends ApolloLink {
  private link: Promise<ApolloLink> | undefined;

  constructor(private readonly load: () => Promise<ApolloLink>) {
    super();
  }

  override request(
    operation: ApolloLink.Operation,
    forward: ApolloLink.ForwardFunction,
  ): Observable<ApolloLink.Result> {
    return new Observable((observer) => {
      let inner: Subscription | undefined;
      let unsubscribed = false;
      this.link ??= this.load().catch((error: unknown) => {
        this.link = undefined;
        throw error;
      });
      this.link.then(
        (link) => {
          if (!unsubscribed) inner = link.request(operation, forward).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        unsubscribed = true;
        inner?.unsubscribe();
      };
    });
  }
}
