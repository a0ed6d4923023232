-- SSH remotes (issue 35): the host keys a link pins, one per line ("ssh-ed25519 AAAA..." or "SHA256:..."); a server
-- showing another key is refused. Public keys, not secrets: the private key is a sealed secret named by
-- credential_secret. NULL for HTTPS and local remotes. Portable between H2 and PostgreSQL.
ALTER TABLE git_link ADD COLUMN host_key VARCHAR(4000);
