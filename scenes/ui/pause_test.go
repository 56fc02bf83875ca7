package ui

import (
	"slices"
	"testing"

	"deepwood/controls"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/menu"
)

// TestPauseOrderIsShared: every mode's pause menu lists its choices in one
// order, Save and quit last and only where the game can quit (issue 27:
// each mode ordered them differently).
func TestPauseOrderIsShared(t *testing.T) {
	item := func(label string) menu.Item { return menu.Item{Label: label} }
	c := PauseChoices{Resume: item("Resume"), Own: []menu.Item{item("Journal")}, HowTo: item("How to play"),
		Settings: item("Settings"), Leave: item("Save and leave"), Abandon: item("Abandon game")}
	m := NewPause(c, 40)
	want := []string{"Resume", "Journal", "How to play", "Settings", "Save and leave", "Abandon game", "Save and quit"}
	if got := m.Labels(); !slices.Equal(got, want) {
		t.Fatalf("desktop order %q, want %q", got, want)
	}
	if top, bottom := m.Menu.Y-pauseTitleH, m.Bottom()+m.Foot; top < 0 || bottom > 720 || top+bottom < 700 || top+bottom > 740 {
		t.Errorf("panel %d–%d is not centred on the screen", top, bottom)
	}
	in := input.NewMapper(controls.DefaultBindings())
	in.SetPolling(false)
	ctx := &scenes.Context{Input: in}
	m.Menu.Focus = len(want) - 1
	if err := m.Update(ctx); err != nil {
		t.Fatal(err)
	}
	if got := m.Labels(); !slices.Equal(got, want[:len(want)-1]) || m.Menu.Focus != len(want)-2 {
		t.Fatalf("where the game cannot quit: %q, focus %d", got, m.Menu.Focus)
	}
}

// TestPauseMenuIsStill: a pause menu is still once drawn, until its focus
// moves (issue 27: idle screens cost close to nothing).
func TestPauseMenuIsStill(t *testing.T) {
	m := NewPause(PauseChoices{}, 40)
	if m.Still() {
		t.Fatal("still before it was drawn")
	}
	m.drawn = [2]int{m.Menu.Focus, len(m.Menu.Items)} // as Draw leaves it
	if !m.Still() {
		t.Fatal("not still once drawn")
	}
	m.Menu.Focus++
	if m.Still() {
		t.Fatal("still after the focus moved")
	}
}
