-- "Suggested for you" reads one visitor's recent signals (their questions and viewed articles).
CREATE INDEX signals_user_recent ON signals (user_id, created_at DESC) WHERE user_id IS NOT NULL;
