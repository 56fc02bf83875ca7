package forest

import (
	"testing"

	"deepwood/rules/dice"
)

// TestActionText: every action a game offers survives String and
// ParseAction unchanged; malformed lines are refused.
func TestActionText(t *testing.T) {
	for seed := dice.Seed(1); seed <= 5; seed++ {
		s := New(data(t), seed)
		bot, _ := NewBot("random", seed)
		for !s.Phase.Over() && s.Year < 20 {
			legal := Legal(s)
			for _, a := range legal {
				b, err := ParseAction(a.String())
				if err != nil || b != a {
					t.Fatalf("%q → %+v, %v (want %+v)", a.String(), b, err, a)
				}
			}
			mustApply(t, s, bot.Choose(s, legal))
		}
	}
	note := EditJournal(3, "Rain, \"at last\".\nThe roots drink.")
	if b, err := ParseAction(note.String()); err != nil || b != note {
		t.Errorf("note %q → %+v %v", note.String(), b, err)
	}
	for _, bad := range []string{"", "fly", "encroach 3", "encroach x wood", "defend fire", "use-ally 1",
		"edit-journal x \"a\"", "edit-journal 2 unquoted", "end-year now"} {
		if _, err := ParseAction(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
