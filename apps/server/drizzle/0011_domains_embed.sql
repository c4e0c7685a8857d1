-- issue 15: domains, custom domains, embeds (placeholder until the tables land)
SELECT 1;
