-- Witnessed attempts (server/live, boards/live.go): an attempt's header,
-- its steps as the server took them, the lease of the server that holds
-- it, and the server's keys. One file for both databases, as 00001.

-- +goose Up
-- live_attempts: one row per attempt. steps counts its stored steps, so
-- that a step is appended only by the writer that expected that count;
-- ended is 1 once the run is over. daily_date is a daily's UTC date, '' for
-- the other categories; name_key is the player's name in lower case.
CREATE TABLE live_attempts (
    id          TEXT   NOT NULL PRIMARY KEY,
    resume_hash TEXT   NOT NULL,
    player      TEXT   NOT NULL,
    name_key    TEXT   NOT NULL,
    category    TEXT   NOT NULL,
    daily_date  TEXT   NOT NULL,
    seed        TEXT   NOT NULL,
    rules       TEXT   NOT NULL,
    version     TEXT   NOT NULL,
    started_us  BIGINT NOT NULL, -- microseconds since 1970, UTC
    steps       BIGINT NOT NULL,
    ended       BIGINT NOT NULL
);
-- One ranked daily attempt per player per UTC day: two starts at once,
-- on one server or two, cannot both insert.
CREATE UNIQUE INDEX live_daily_once ON live_attempts (name_key, daily_date) WHERE category = 'daily';

-- live_steps: each action as the server took it (live.Step).
CREATE TABLE live_steps (
    attempt_id   TEXT   NOT NULL REFERENCES live_attempts (id),
    n            BIGINT NOT NULL, -- 0 for the first action
    tick         BIGINT NOT NULL,
    check_sum    BIGINT NOT NULL, -- the dice checksum after it
    action       TEXT   NOT NULL,
    witnessed_ns BIGINT NOT NULL, -- witnessed time at its arrival
    claimed      BIGINT NOT NULL, -- the runner's own ticks
    at_us        BIGINT NOT NULL, -- wall-clock arrival, microseconds since 1970
    PRIMARY KEY (attempt_id, n)
);

-- live_leases: the server holding each attempt not yet over, until
-- expires_us unless it renews (live.Leases). A server renews all of its
-- leases in one statement, by holder.
CREATE TABLE live_leases (
    attempt_id TEXT   NOT NULL PRIMARY KEY REFERENCES live_attempts (id),
    holder     TEXT   NOT NULL,
    expires_us BIGINT NOT NULL
);
CREATE INDEX live_leases_holder ON live_leases (holder);

-- server_keys: secrets the servers share, made once (the daily key).
CREATE TABLE server_keys (
    name       TEXT      NOT NULL PRIMARY KEY,
    secret     {{bytes}} NOT NULL,
    created_us BIGINT    NOT NULL
);

-- +goose Down
DROP TABLE server_keys;
DROP TABLE live_leases;
DROP TABLE live_steps;
DROP TABLE live_attempts;
