-- Signals carry the idempotency key their sender gave them: a retried POST stores each signal once
-- (INSERT … ON CONFLICT (idempotency_key) DO NOTHING). Rows from before have none; a unique index
-- lets any number of NULLs through.
ALTER TABLE signals ADD COLUMN idempotency_key text CHECK (idempotency_key IS NULL OR char_length(idempotency_key) <= 200);
CREATE UNIQUE INDEX signals_idempotency_key ON signals (idempotency_key);
