-- Secrets (external gateway URLs, catalog credentials), AES-GCM sealed by Freshet; the key never is in here.
CREATE TABLE secret (
    name          VARCHAR(200)  PRIMARY KEY,
    sealed_value  VARCHAR(8000) NOT NULL,
    updated_at    TIMESTAMP WITH TIME ZONE NOT NULL
);
