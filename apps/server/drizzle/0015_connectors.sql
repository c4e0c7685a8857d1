-- issue 16: Mailchimp and HubSpot connectors (placeholder until the tables land)
SELECT 1;
