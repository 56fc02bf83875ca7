package tables_test

import (
	"testing"

	"deepwood/internal/tablestest"
	"deepwood/server/tables"
)

// TestMemStore runs the store suite on the store in memory.
func TestMemStore(t *testing.T) {
	tablestest.Suite(t, func(*testing.T) tables.Store { return tables.NewMemStore() })
}
