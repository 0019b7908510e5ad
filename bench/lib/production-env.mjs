// Imported first by bench/run.mjs: the servers measured in this process (figures 1, 1b, 2, 5 …)
// run as in production. graphql-js reads NODE_ENV once, when it is loaded: without this, its
// development checks (an extra lookup in each failed `instanceof` of a type, ≈ 3 % of a board
// request) were measured in both the server and the bare handler. An explicit NODE_ENV is kept.
process.env.NODE_ENV ??= 'production';
