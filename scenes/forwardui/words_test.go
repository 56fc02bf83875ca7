package forwardui

import (
	"testing"

	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/sprites"
)

// TestEquipmentShowsWhatItDoes: equipment is drawn with the HUD's icon for
// what it gives, the sword for attack and the shield for defence (issue 27
// bug 7: the cloak was drawn with a sword).
func TestEquipmentShowsWhatItDoes(t *testing.T) {
	sess, err := NewSession(nil, dice.Seed(1), "set")
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for i := range sess.Data.Cards {
		c := &sess.Data.Cards[i]
		if c.Type != forward.TypeEquipment {
			continue
		}
		seen++
		want := sprites.IconSword
		if c.Stats.ATK <= 0 && !c.Stats.Dragonbane {
			want = sprites.IconShield
		}
		if _, icon, _ := cardLook(c); icon != want {
			t.Errorf("%s (%s) drawn with icon %d, want %d", c.Name, statLine(c), icon, want)
		}
		if _, icon, _ := cardLook(c); c.Name == "Mistweave Cloak" && icon == sprites.IconSword {
			t.Errorf("the cloak is drawn with a sword")
		}
	}
	if seen == 0 {
		t.Fatal("no equipment in the data")
	}
}
