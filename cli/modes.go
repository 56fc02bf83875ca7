package cli

import (
	"io"
	"slices"
	"strings"

	"deepwood/rules/battle"
	"deepwood/rules/forest"
	"deepwood/rules/forsaken"
	"deepwood/rules/forward"
)

// Mode is one game mode as the command line knows it: its simulator, its
// embedded data for `deepwood levels`, and help's line for its autoplay.
// allModes lists every mode; the window's side of each (title entries,
// Continue, the autoplay itself) is the same mode's entry in app/modes.go,
// which a test holds to Modes, the modes with Screens.
type Mode struct {
	// Name is how commands spell the mode: `sim NAME`, `autoplay NAME`.
	Name string
	// Sim is `deepwood sim NAME ...`: play many games with bots and print
	// the report (report.go writes it).
	Sim func(args []string, stdout, stderr io.Writer) error
	// SimListed is where `deepwood sim` lists the mode among the others
	// (its order predates this list and help keeps it).
	SimListed int
	// Levels is the mode's section of `deepwood levels`: its embedded
	// data, as JSON and as text (levelsOf makes it).
	Levels levelsSection
	// Autoplay is help's entry for `deepwood autoplay NAME`: its arguments
	// and what it does.
	Autoplay [2]string
	// Screens says the window plays the mode (title entries, autoplay). A
	// mode's rules, simulator and verifier land before its screens
	// (Forsaken Forest, issue 25): such a mode is on `sim`, `levels` and
	// `verify` but has no Autoplay, and Modes leaves it out, so app's
	// TestEveryModeHasBothSides holds the modes with Screens to the
	// window's list, and AllModes to the verifier's, while nothing offers
	// a mode it cannot play.
	Screens bool
}

// Modes lists the modes with Screens, in the order help and the title
// screen show them: the modes the window and `deepwood verify` have too.
func Modes() []Mode {
	var out []Mode
	for _, m := range AllModes() {
		if m.Screens {
			out = append(out, m)
		}
	}
	return out
}

// AllModes lists every game mode, with or without Screens, in the order
// help, the title screen and `deepwood levels` show them. Adding a mode to
// the command line is one entry here.
func AllModes() []Mode {
	return []Mode{
		{
			Name: "forward", Sim: runSimForward, SimListed: 0,
			Levels: levelsOf(forward.DefaultData, forwardView, printForwardLevels),
			Autoplay: autoplayHelp("forward", "--seed CODE [--bot greedy|random] [--speed N] [--shots DIR] [--livesplit HOST:PORT] [--replay FILE]",
				"a bot play one Forward run", "", "--runs 1"),
			Screens: true,
		},
		{
			Name: "forest", Sim: runSimForest, SimListed: 2,
			Levels: levelsOf(forest.DefaultData, forestView, printForestLevels),
			Autoplay: autoplayHelp("forest", "--seed CODE [--bot greedy|random|planner] [--difficulty tale|struggle|blight] [--speed N] [--shots DIR] [--max-years Y]",
				"a bot play one I am the Forest game", "", "--games 1"),
			Screens: true,
		},
		{
			Name: "battle", Sim: runSimBattle, SimListed: 1,
			Levels: levelsOf(battle.Scenarios, battleView, printBattleLevels),
			Autoplay: autoplayHelp("battle", "--seed CODE --scenario NAME --red AI --blue AI [--speed N] [--shots DIR]",
				"two computer opponents fight one battle", "", "--battles 1"),
			Screens: true,
		},
		{
			Name: "forsaken", Sim: runSimForsaken, SimListed: 3,
			Levels:  levelsOf(forsaken.DefaultData, forsakenView, printForsakenLevels),
			Screens: true,
			Autoplay: autoplayHelp("forsaken", "--seed CODE [--players P] [--ai easy|normal|hard] [--speed N] [--shots DIR]",
				"computer travelers play every seat of one Forsaken Forest game", " (the player's seat through its menu)", "--games 1"),
		},
	}
}

// autoplayHelp is a mode's line of `deepwood help` for autoplay: its flags,
// and what it lets play (who, what) through the real screens (how adds a
// word on how), printing the outcome JSON of the mode's simulator with
// one game (sim's flag for that, one).
func autoplayHelp(mode, flags, what, how, one string) [2]string {
	return [2]string{"autoplay " + mode + " " + flags,
		"open the window and let " + what + " through the real screens" + how + "; print the same outcome JSON as `sim " + mode + " " + one + " --json`"}
}

// ModeNamed is the mode called name, with or without Screens, or false.
func ModeNamed(name string) (Mode, bool) {
	for _, m := range AllModes() {
		if m.Name == name {
			return m, true
		}
	}
	return Mode{}, false
}

// simModeNames lists the modes as `deepwood sim` names them.
func simModeNames() string {
	ms := AllModes()
	slices.SortStableFunc(ms, func(a, b Mode) int { return a.SimListed - b.SimListed })
	var names []string
	for _, m := range ms {
		names = append(names, m.Name)
	}
	return strings.Join(names, ", ")
}

// levelsSection is a mode's part of `deepwood levels`: load reads the
// embedded data into the view printed, as JSON or by print as text.
type levelsSection interface {
	load() (any, error)
	print(w io.Writer, view any)
}

// levelsOf is a mode's levelsSection: its data loader, the view of the
// data `deepwood levels` shows (plain fields, so it reads without the
// rules' types), and how that view prints as text. Each mode writes only
// the view and its text; the loading is here once.
func levelsOf[D, V any](data func() (D, error), view func(D) (V, error), text func(io.Writer, V)) levelsSection {
	return modeLevels[D, V]{data, view, text}
}

// modeLevels is levelsOf's levelsSection.
type modeLevels[D, V any] struct {
	data func() (D, error)
	view func(D) (V, error)
	text func(io.Writer, V)
}

func (l modeLevels[D, V]) load() (any, error) {
	d, err := l.data()
	if err != nil {
		return nil, err
	}
	v, err := l.view(d)
	if err != nil {
		return nil, err
	}
	return v, nil
}

func (l modeLevels[D, V]) print(w io.Writer, v any) { l.text(w, v.(V)) }
