package battleui

import (
	"fmt"
	"strings"

	"deepwood/rules/battle"
	"deepwood/rules/game"
	"deepwood/scenes/ui"
)

// sideName is a side as the screens write it.
func sideName(s battle.Side) string {
	switch s {
	case battle.Red:
		return "Red"
	case battle.Blue:
		return "Blue"
	}
	return "Nobody"
}

// unitName is a unit as a player names it: its side, troop and place
// among its side's units of that troop, "Red Light Infantry, 1st". The
// rules' unit ids stay in the rules and the replay.
func (s *Session) unitName(id int) string {
	v := s.View()
	u := v.Unit(id)
	if u == nil {
		return "?"
	}
	return sideName(u.Side) + " " + s.unitLabel(id)
}

// unitLabel is a unit's troop and its place among its side's units of
// that troop, counted in the army's order: "Light Infantry, 1st". The
// armies are the same in every view, so the view's serves.
func (s *Session) unitLabel(id int) string {
	v := s.View()
	u := v.Unit(id)
	if u == nil {
		return "?"
	}
	n := 0
	for i := 0; i <= id && i < len(v.Units); i++ {
		if o := &v.Units[i]; o.Side == u.Side && o.Troop == u.Troop {
			n++
		}
	}
	return fmt.Sprintf("%s, %s", u.Troop, game.Ordinal(n))
}

// modsText itemises a strength: "3 base +2 cavalry in the open = 5".
func modsText(st battle.Strength) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d base", st.Base)
	for _, m := range st.Mods {
		fmt.Fprintf(&b, ", %+d %s", m.Delta, m.Kind)
	}
	fmt.Fprintf(&b, " = %d", st.Total)
	return b.String()
}

// pct is an exact chance for display.
func pct(o battle.Odds) string { return fmt.Sprintf("%.1f%%", o.Percent()) }

// describe is one line of the battle log for an event, or "".
func (s *Session) describe(e battle.Event) string {
	switch e.Kind {
	case battle.EvRound:
		if e.Round == 1 {
			return fmt.Sprintf("— Round 1: %s is proactive; placing was its movement, so it opens with combat —", sideName(e.Side))
		}
		return fmt.Sprintf("— Round %d: %s is proactive —", e.Round, sideName(e.Side))
	case battle.EvDecision:
		return fmt.Sprintf("%s %s.", sideName(e.Side), [...]string{"fights on", "retreats", "surrenders"}[min(2, max(0, e.Amount))])
	case battle.EvZone:
		dir := "and above"
		if e.Doubled {
			dir = "and below"
		}
		return fmt.Sprintf("Attacker deploys from row %d %s.", e.Amount+1, dir)
	case battle.EvQuick:
		return fmt.Sprintf("%s chose %s in secret.", sideName(e.Side), ui.Count(e.Amount, "quick unit", "quick units"))
	case battle.EvContact:
		return fmt.Sprintf("%s makes contact and stops.", s.unitName(e.Unit))
	case battle.EvShot:
		r := e.Roll
		return fmt.Sprintf("%s shoots %s at %d: %d vs %d needed — %s, %d lost.", s.unitName(e.Unit), s.unitName(e.Target), r.Distance, r.Total, r.Need, hitWord(r.Wins), e.Amount)
	case battle.EvMelee:
		r := e.Roll
		return fmt.Sprintf("%s attacks %s: %d vs %d needed — %s.", s.unitName(e.Unit), s.unitName(e.Target), r.Total, r.Need, hitWord(r.Wins))
	case battle.EvLosses:
		d := ""
		if e.Doubled {
			d = " (doubled: no way back)"
		}
		return fmt.Sprintf("%s loses %d%s.", s.unitName(e.Unit), e.Amount, d)
	case battle.EvPushed:
		return fmt.Sprintf("%s is pushed back.", s.unitName(e.Unit))
	case battle.EvStepped:
		return fmt.Sprintf("%s steps away.", s.unitName(e.Unit))
	case battle.EvUnitLost:
		return fmt.Sprintf("%s is destroyed.", s.unitName(e.Unit))
	case battle.EvLeft:
		return fmt.Sprintf("%s leaves the field.", s.unitName(e.Unit))
	case battle.EvOver:
		r := e.Result
		if r.Winner == battle.NoSide {
			return fmt.Sprintf("The battle ends in a draw (%s).", r.How)
		}
		return fmt.Sprintf("%s wins by %s.", sideName(r.Winner), r.How)
	}
	return ""
}

func hitWord(w bool) string {
	if w {
		return "WIN"
	}
	return "loss"
}

// phaseWording is what the screens say of a phase: its banner, one line
// telling the side to play what to do, and the guided first battle's
// teaching line (what to try and why, in a sentence or two).
type phaseWording struct {
	title   string
	inRound bool // the banner is "Round N · title"
	help    string
	coach   string
}

// phaseWords are the phases' wordings, by phase; the battle over has
// none.
var phaseWords = [battle.PhaseOver]phaseWording{
	battle.PhaseDeploy: {title: "Deployment",
		help:  "Place your next unit on a dotted hex; Confirm again sets the next one beside it. " + roundOneMoves,
		coach: "Guide: keep infantry in a line with bowmen just behind, and cavalry on open ground at a flank, where it gets +2."},
	battle.PhaseZone: {title: "Choose the attacker's rows",
		help:  "Pick the rows where the attacker must deploy.",
		coach: "Guide: the attacker must come from the rows you pick; choose the end where your line faces them."},
	battle.PhaseDecide: {title: "Fight on?", inRound: true,
		help:  "Fight on, retreat off your edge, or surrender.",
		coach: "Guide: fight on while you hold your own. Retreat or surrender only to save troops: halved losses."},
	battle.PhaseRetreat: {title: "Retreat", inRound: true,
		help:  "Take units off your edge, then end.",
		coach: "Guide: units reach your own edge if no enemy blocks the way."},
	battle.PhaseQuick: {title: "Quick units", inRound: true,
		coach: "Guide: mark your cavalry and the units that must reach a fight first: quick units move in the first two phases."},
	battle.PhaseMove: {inRound: true,
		help:  "Select a unit, then a hex in its reach. Undo until dice roll.",
		coach: "Guide: select a unit and point at an amber-ringed hex to see the exact odds before you commit. Undo is free until the dice roll."},
	battle.PhaseCombat: {title: "Combat", inRound: true,
		coach: "Guide: bowmen shoot best at range 2. Watch the rolls: strength + 2d8 + d10 against 14 + the enemy's strength."},
}

// roundOneMoves, roundOneNote and roundOneBanner say why Round 1 has no
// movement phases (RULES M18): the rulebook counts the armies' placement
// as them (§5.03, "this troop placement counts as all the movement phases
// of the first round"), so the battle's first phase after deployment is
// combat.
const (
	roundOneMoves  = "Placing counts as Round 1's movement (the rulebook, 5.03): the battle then opens with combat."
	roundOneNote   = "Round 1 has no movement: placing the armies was its movement (the rulebook, 5.03), so it opens with combat."
	roundOneBanner = "Placing the armies was its movement (the rulebook, 5.03): combat comes first."
)

// wording is the view's phase's wording; the zero one once the battle
// is over.
func wording(v *battle.SeatView) phaseWording {
	return ui.Entry(phaseWords[:], v.Phase, phaseWording{})
}

// phaseTitle is the banner for the view's phase.
func phaseTitle(v *battle.SeatView) string {
	w := wording(v)
	switch {
	case v.Phase >= battle.PhaseOver:
		return "Battle over"
	case v.Phase == battle.PhaseMove:
		return fmt.Sprintf("Round %d · Movement %d of 4", v.Round, v.Step)
	case w.inRound:
		return fmt.Sprintf("Round %d · %s", v.Round, w.title)
	}
	return w.title
}

// phaseHelp is one line telling the side to play what to do: the phase's
// own, or for the quick units and combat what is asked now (outside a
// combat phase the view's Combat is empty).
func phaseHelp(v *battle.SeatView) string {
	if v.Round == 1 && v.Phase == battle.PhaseCombat {
		return strings.TrimSpace(roundOneNote + " " + askNow(v))
	}
	return askNow(v)
}

// askNow is what the phase asks of the side to play now.
func askNow(v *battle.SeatView) string {
	switch c := &v.Combat; {
	case v.Phase == battle.PhaseQuick:
		return fmt.Sprintf("Mark %s, then confirm.", ui.Count(v.QuickCount(v.Turn), "quick unit", "quick units"))
	case v.Phase != battle.PhaseCombat:
		return wording(v).help
	case len(c.Prompts) > 0:
		return [...]string{"Choose whom the lone loser moves back from.", "Choose the hex to move back to.", "Light infantry may step 1 space, or skip."}[c.Prompts[0].Kind]
	case len(c.Pending) > 0:
		return "Choose how the fight is clustered."
	case len(c.Shooters) > 0:
		return "Bowmen: pick a target in range, or hold fire."
	}
	return ""
}

// coach is the guided first battle's teaching line for the phase.
func coach(v *battle.SeatView) string { return wording(v).coach }
