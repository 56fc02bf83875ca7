package forward

import (
	"testing"

	"deepwood/rules/dice"
)

func TestSmoke(t *testing.T) {
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	for _, bot := range []string{"greedy", "random"} {
		rep, err := Simulate(d, dice.HashText("smoke"), 2000, bot, true)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%+v", rep)
	}
}
