package wire

import "time"

// Moderation's actions: an admin hides a run or a player from the boards,
// with a public reason, or shows them again (docs/api.md, RULES B10).
const (
	Hide   = "hide"
	Unhide = "unhide"
)

// MaxReasonLen bounds a moderator's reason, in characters: a sentence,
// shown on the run's page and in the public log.
const MaxReasonLen = 300

// Moderated says that a moderator hid a run (or its player) and why: the
// run stays kept and readable, but no board or player page lists it.
type Moderated struct {
	// Notice is the sentence the run's page shows: "Hidden by a
	// moderator: REASON".
	Notice string    `json:"notice"`
	Reason string    `json:"reason"`
	Time   time.Time `json:"time"`
	// Player is true when the player was hidden, and the run with them.
	Player bool `json:"player,omitempty"`
}

// HiddenBy is the Moderated of a decision made at t for reason, on a
// player when player is true.
func HiddenBy(reason string, t time.Time, player bool) *Moderated {
	return &Moderated{Notice: "Hidden by a moderator: " + reason, Reason: reason, Time: t.UTC(), Player: player}
}

// AdminRequest is the body of POST /api/v1/admin/hide and /unhide: one
// target, a run or a player, and the reason (required to hide).
type AdminRequest struct {
	Run    int64  `json:"run,omitempty"`
	Player string `json:"player,omitempty"`
	Reason string `json:"reason,omitempty"`
}

// Decision is one line of the moderation log: what was done to which run
// or player, when and why. The admin endpoints answer with the decision
// they logged.
type Decision struct {
	ID     int64     `json:"id"`
	Time   time.Time `json:"time"`
	Action string    `json:"action"`
	Run    int64     `json:"run,omitempty"`
	Player string    `json:"player,omitempty"`
	Reason string    `json:"reason"`
}

// ModerationLog is a page of the log, latest first.
type ModerationLog struct {
	Offset    int        `json:"offset"`
	Decisions []Decision `json:"decisions"`
}
