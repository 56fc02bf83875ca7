package forestui

import (
	"deepwood/scenes"
	"deepwood/scenes/ui"
)

// addHint adds the planner's hint button beside the zoom buttons: "what
// would the planner do?", once a Year.
func (y *yearScene) addHint() {
	v := y.p.sess.View()
	label, ok := "Hint", y.hintYear != v.Year && !v.Phase.Over()
	if y.hintYear == v.Year {
		label = "Hint used"
	}
	y.foc.Add(button{Rect: hintRect, Label: label, Kind: ui.Control, ID: idHint, Enabled: ok, Small: true})
}

// hint asks the planner bot what it would do now, counting from the
// player's view (the view's Hint): its reason is shown, and the focus
// moves to the control that does it, so the player sees the choice and
// still makes it (or not) themselves.
func (y *yearScene) hint(ctx *scenes.Context) {
	v := y.p.sess.View()
	a, why, ok := v.Hint(y.p.sess.Data)
	if !ok || y.hintYear == v.Year {
		return
	}
	y.hintYear = v.Year
	ctx.Notify("The planner would: " + why)
	y.builtAt = -1 // rebuild: the button is spent for this Year
	y.build()
	if i := y.foc.Find(a); i >= 0 {
		y.foc.Focus = i
	}
}
