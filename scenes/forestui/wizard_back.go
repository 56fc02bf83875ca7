package forestui

import (
	"deepwood/rules/forest"
	"deepwood/scenes"
)

// wizardPage is the page of the wizard a view shows: its creation step,
// or the summary (StepDone) once creation is over.
func wizardPage(v *forest.SeatView) forest.Step {
	if v.Phase != forest.PhaseCreate {
		return forest.StepDone
	}
	return v.Step
}

// back is what Back (Backspace) does in the wizard: it closes an open
// table, else it turns back to the previous page as the player left it.
// Going back rebuilds the game from the replay without the actions taken
// since that page was left, through the same Apply, so the dice streams
// rewind with it: the same choices roll the same dice again, and the
// replay holds only the actions that stand (nothing a fresh game on the
// same seed could not reach). It reports whether anything changed.
func (w *wizard) back(ctx *scenes.Context) bool {
	if w.picking != "" {
		w.picking, w.builtAt = "", -1
		return true
	}
	old := w.p.sess
	seen := old.View()
	now := wizardPage(&seen)
	if now == forest.StepStart {
		return false
	}
	entries := old.Replay.Entries
	for k := len(entries) - 1; k >= 0; k-- {
		cut := *old.Replay
		cut.Entries = entries[:k:k]
		sess, _, err := autosave.Read(nil, cut.Marshal())
		if err != nil {
			ctx.Notify("Cannot go back: " + err.Error())
			return false
		}
		if seen := sess.View(); wizardPage(&seen) >= now {
			continue
		}
		w.adopt(sess, old)
		return true
	}
	return false
}

// adopt makes sess, rebuilt from old's replay, the game being created:
// it keeps old's store, replays folder, coaching and clock, saves, and
// starts the wizard afresh on its page (every roll on it shown).
func (w *wizard) adopt(sess, old *Session) {
	sess.Guided = old.Guided
	sess.TakeOver(old.Core)
	w.p.sess = sess
	w.Leave()
	*w = *newWizard(w.p)
}
