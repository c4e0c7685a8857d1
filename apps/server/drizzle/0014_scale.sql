-- issue 18: scale (placeholder until the tables land)
SELECT 1;
