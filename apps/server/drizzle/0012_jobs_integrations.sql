-- issue 16: job queue, webhooks, connectors (placeholder until the tables land)
SELECT 1;
