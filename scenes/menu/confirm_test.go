package menu

import (
	"testing"

	"deepwood/controls"
	"deepwood/scenes"
	"deepwood/scenes/input"
)

// TestConfirmAnswers checks that only a deliberate Yes runs Yes: the focus
// starts on No, and Back or Pause answer No.
func TestConfirmAnswers(t *testing.T) {
	tests := []struct {
		name  string
		press []input.Action
		want  string
	}{
		{"confirm at once is No", []input.Action{input.Confirm}, "no"},
		{"back is No", []input.Action{input.Back}, "no"},
		{"pause is No", []input.Action{input.Pause}, "no"},
		{"up then confirm is Yes", []input.Action{input.Up, input.Confirm}, "yes"},
		{"down wraps to Yes", []input.Action{input.Down, input.Confirm}, "yes"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := ""
			c := NewConfirm(ConfirmOptions{
				Title: "Abandon?", Text: "Your saved run will be filed as abandoned.",
				Yes: func(*scenes.Context) error { got = "yes"; return nil },
				No:  func(*scenes.Context) error { got = "no"; return nil },
			})
			in := input.NewMapper(controls.DefaultBindings())
			in.SetPolling(false)
			ctx := &scenes.Context{Input: in, Stack: scenes.NewStack(c)}
			for _, a := range tc.press {
				in.Inject(a)
				in.Update()
				if err := c.Update(ctx); err != nil {
					t.Fatal(err)
				}
				in.Update()
			}
			if got != tc.want {
				t.Fatalf("answered %q, want %q", got, tc.want)
			}
		})
	}
}
