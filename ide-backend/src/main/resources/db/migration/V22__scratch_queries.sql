-- Personal scratch queries (issue 34): a project owned by one user holds that user's scratch queries. Its name
-- contains '/', which project-name validation refuses, so no shared project can take it; shared projects have no owner.
ALTER TABLE project ADD COLUMN owner_username VARCHAR(100);
