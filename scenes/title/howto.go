package title

import (
	"deepwood/scenes"
	"deepwood/scenes/menu"
	"deepwood/scenes/ui"
)

// HowTo is one game's rules for the title's How to play: the game's name
// as the title lists it and the screen that explains it.
type HowTo struct {
	Mode string
	Open func() scenes.Scene
}

// HowToItem is the title's one "How to play": it asks which game and opens
// that game's rules, so every mode's are found in one place and named
// alike (issue 27: the title had Forward's "How to play" beside "Forest:
// how to play", and no entry for the other two).
func HowToItem(games []HowTo) menu.Item {
	return menu.Item{Label: "How to play", Hint: "The rules of each game, in plain words.", Run: func(ctx *scenes.Context) error {
		ctx.Stack.Push(newHowToChooser(games))
		return nil
	}}
}

// howToChooser asks which game's rules to show, over the title; Back or
// Pause closes it. Upright (a phone) its rows fill the width.
type howToChooser struct {
	ui.PauseMenu
}

func newHowToChooser(games []HowTo) *howToChooser {
	items := make([]menu.Item, 0, len(games)+1)
	for _, g := range games {
		items = append(items, ui.PushItem(g.Mode, "How to play "+g.Mode+".", g.Open))
	}
	items = append(items, menu.Item{Label: "Back", Hint: "Back to the title.", Run: func(ctx *scenes.Context) error {
		ctx.Stack.Pop()
		return nil
	}})
	return &howToChooser{PauseMenu: ui.NewMenuPanel("How to play", items, 40)}
}

// Name is "title-howto".
func (s *howToChooser) Name() string { return "title-howto" }

// Inspect reports the games offered, the focused one, and each row's
// rectangle (x, y, w, h) as last placed.
func (s *howToChooser) Inspect() any {
	rects := make([][4]int, len(s.Menu.Items))
	for i := range s.Menu.Items {
		r := s.Menu.Rect(i)
		rects[i] = [4]int{r.Min.X, r.Min.Y, r.Dx(), r.Dy()}
	}
	return map[string]any{"items": s.Labels(), "focus": s.Menu.Focus, "rects": rects}
}
