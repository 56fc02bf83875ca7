//go:build !js

package boards

import (
	"testing"

	"deepwood/internal/tablestest"
	"deepwood/server/tables"
)

// TestTablesStore runs the tables' store suite on SQLite and PostgreSQL.
func TestTablesStore(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		tablestest.Suite(t, func(t *testing.T) tables.Store {
			s, err := NewTables(b.open(t, b.location(t)), 0)
			if err != nil {
				t.Fatal(err)
			}
			return s
		})
	})
}
