package rules_test

import (
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/battle"
	"deepwood/rules/forest"
	"deepwood/rules/forsaken"
	"deepwood/rules/forward"
)

// TestViewTypesHoldNoSecret walks every mode's seat view type: no type of
// rules/dice (a set, a stream, a generator, a seed), and no pointer, map,
// interface, function or channel, so nothing in a view can roll, reach
// back into the state or change under it. A field added later that breaks
// this fails here; each mode's own view test proves what its values hide.
func TestViewTypesHoldNoSecret(t *testing.T) {
	t.Run("forward", rulestest.ViewHoldsNoSecret[forward.SeatView])
	t.Run("forest", rulestest.ViewHoldsNoSecret[forest.SeatView])
	t.Run("battle", rulestest.ViewHoldsNoSecret[battle.SeatView])
	t.Run("forsaken", rulestest.ViewHoldsNoSecret[forsaken.View])
}
