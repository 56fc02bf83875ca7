package forestui

import (
	"image"

	"deepwood/scenes"
	"deepwood/scenes/ui"
)

// addHint adds the planner's hint button under the zoom buttons: "what
// would the planner do?", once a Year.
func (y *yearScene) addHint() {
	st := y.p.sess.State
	label, ok := "Hint", y.hintYear != st.Year && !st.Phase.Over()
	if y.hintYear == st.Year {
		label = "Hint used"
	}
	y.foc.Add(button{Rect: image.Rect(mapArea.Max.X-132, mapArea.Min.Y+94, mapArea.Max.X-12, mapArea.Min.Y+130), Label: label, Kind: ui.Control, ID: idHint, Enabled: ok, Small: true})
}

// hint asks the planner bot what it would do now: its reason is shown, and
// the focus moves to the control that does it, so the player sees the
// choice and still makes it (or not) themselves.
func (y *yearScene) hint(ctx *scenes.Context) {
	st := y.p.sess.State
	a, why, ok := st.Hint()
	if !ok || y.hintYear == st.Year {
		return
	}
	y.hintYear = st.Year
	ctx.Notify("The planner would: " + why)
	y.builtAt = -1 // rebuild: the button is spent for this Year
	y.build()
	if i := y.foc.Find(a); i >= 0 {
		y.foc.Focus = i
	}
}
