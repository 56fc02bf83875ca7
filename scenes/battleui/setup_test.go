package battleui

import (
	"strconv"
	"strings"
	"testing"
)

// TestSetupSaysWhatTheBudgetIs (issue 27 bug 5): beside a scenario's
// armies, which may cost more than the custom budget, the budget row says
// it is for custom armies and shows no number the armies' costs exceed;
// with custom armies it shows the budget, and each army its cost of it.
func TestSetupSaysWhatTheBudgetIs(t *testing.T) {
	s := NewSetup(Hooks{})
	label, value := s.rowText(rowBudget)
	if n, err := strconv.Atoi(value); err == nil && (s.armies[0].Cost() > n || s.armies[1].Cost() > n) {
		t.Fatalf("%s %q beside armies costing %d and %d reads as an error", label, value, s.armies[0].Cost(), s.armies[1].Cost())
	}
	if !strings.Contains(label, "custom") {
		t.Errorf("the budget row %q does not say it is for custom armies", label)
	}
	s.custom = true
	if _, value := s.rowText(rowBudget); value != strconv.Itoa(s.budget) {
		t.Errorf("custom armies: budget row %q, want %d", value, s.budget)
	}
	if _, value := s.rowText(rowBuildRed); !strings.HasSuffix(value, "of "+strconv.Itoa(s.budget)) {
		t.Errorf("custom armies: Red's row %q does not say the cost against the budget", value)
	}
}
