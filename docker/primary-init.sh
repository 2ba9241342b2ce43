#!/bin/sh
# Runs once, when the primary's data folder is created (docker-entrypoint-initdb.d): a role for
# the streaming replica, the line of pg_hba.conf that lets it in, and the planner setting the
# service sends as a startup option, which PgBouncer does not pass on (src/store/planner.ts).
set -e
psql -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" <<SQL
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD 'replicator';
ALTER DATABASE $POSTGRES_DB SET random_page_cost = 1.1;
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
