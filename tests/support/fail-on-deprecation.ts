/**
 * A deprecated call fails the server tests instead of printing a warning: node-postgres, for one, warns when a
 * transaction's connection is sent a query while another runs (Promise.all on a transaction), which pg@9 refuses.
 */
process.throwDeprecation = true;
