-- issue 17: PWA settings, push (placeholder until the tables land)
SELECT 1;
