package forsakenui

import (
	"fmt"
	"image"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// Set-up rows.
const (
	rowPlayers = iota
	rowPeople
	rowNames
	rowRoles
	rowSpecial
	rowLevel
	rowGuide
	rowSeed
	rowStart
	rowHowTo
	numRows
)

// SetupScene chooses the table: how many travelers, which of the seed's
// suggested role distributions (its team advantage shown) or, at 4, 5 and
// 8, a measured deal with Special Roles (setup_deals.go), Special Roles
// on or off, how well the computer travelers play, a guided first game
// (no Special Roles, a hint at every step), and the seed: random, or a
// typed seed code so that a player can replay a table or share one.
type SetupScene struct {
	h       Hooks
	d       *forsaken.Data
	players int
	dist    int // index among the Roles row's choices for players
	special bool
	// plainSpecial is the Special Roles row's value for the seed's rows,
	// kept while a measured deal (which has its own) is chosen.
	plainSpecial bool
	level        forsaken.Level
	guided       bool
	// code is the seed typed on the Seed row (hasCode once one is);
	// typed deals from it instead of the clock's seed.
	code    dice.Seed
	hasCode bool
	typed   bool
	pad     ui.SeedPad
	people  people
	focus   int
	err     string
	shape   setupShape // where it was last laid out (setup_upright.go)
}

// NewSetup opens the set-up: six travelers, the ideal distribution, no
// Special Roles (the seed's advice for a first game), normal travelers,
// and the guide on.
func NewSetup(h Hooks) *SetupScene {
	d, _ := forsaken.DefaultData()
	s := &SetupScene{h: h, d: d, players: 6, level: forsaken.Normal, guided: true}
	s.people.setCount(1, s.players)
	s.pickIdeal()
	return s
}

// Name is "forsaken-setup".
func (s *SetupScene) Name() string { return "forsaken-setup" }

// Update moves among the rows, changes values with Left and Right, and
// starts with Confirm on Start.
func (s *SetupScene) Update(ctx *scenes.Context) error {
	in := ctx.Input
	s.place(ctx)
	if s.pad.Active {
		s.pad.Update(ctx)
		return nil
	}
	if s.people.pad.Active {
		s.people.update(ctx)
		return nil
	}
	if in.Just(input.Back) {
		if s.h.Title != nil {
			ctx.Stack.Replace(s.h.Title())
		}
		return nil
	}
	s.focus = ui.RowFocus(in, s.focus, numRows)
	step := ui.RowStep(in)
	p := in.Pointer()
	if s.shape.upright {
		if acted, err := s.tapUpright(ctx); acted {
			return err
		}
	}
	for r := range numRows {
		if !s.shape.upright && image.Pt(p.X, p.Y).In(rowRect(r)) {
			if p.Moved {
				s.focus = r
			}
			if p.Clicked {
				s.focus = r
				step = 1
				if acted, err := s.act(ctx, r); acted {
					return err
				}
			}
		}
	}
	if step != 0 {
		s.change(step)
	}
	if in.Just(input.Confirm) {
		if acted, err := s.act(ctx, s.focus); acted {
			return err
		}
		s.change(1)
	}
	return nil
}

// act does what Confirm or a click does on a row that is a button (Start,
// How to play, the Seed's pad), so both ways of pressing say it once; it
// reports false on a row that holds a value, which the caller steps.
func (s *SetupScene) act(ctx *scenes.Context, r int) (bool, error) {
	switch r {
	case rowStart:
		return true, s.start(ctx)
	case rowHowTo:
		ctx.Stack.Push(HowToScene())
		return true, nil
	case rowSeed:
		s.openPad()
		return true, nil
	case rowNames:
		s.people.edit(0)
		return true, nil
	}
	return false, nil
}

func (s *SetupScene) change(step int) {
	switch s.focus {
	case rowPlayers:
		was := s.onDeal()
		s.players = 4 + (s.players-4+step+9)%9
		s.people.setCount(s.people.count, s.players)
		s.pickIdeal()
		s.followDeal(was)
	case rowPeople:
		s.people.step(step, s.players)
	case rowNames:
		s.people.edit(0)
	case rowRoles:
		s.stepRoles(step)
	case rowSpecial:
		s.special = !s.special
		s.guided = s.guided && !s.special // a guided game has no Special Roles
		s.leaveDeal()
	case rowGuide:
		s.guided = !s.guided
		s.special = s.special && !s.guided
		s.leaveDeal()
		if !s.guided { // the guide off: the default deal again (RULES S4)
			was := s.onDeal()
			s.pickIdeal()
			s.followDeal(was)
		}
	case rowLevel:
		s.level = forsaken.Level((int(s.level) + step + 3) % 3)
	case rowSeed:
		if !s.hasCode {
			s.openPad() // no code yet: Left and Right ask for one
			return
		}
		s.typed = !s.typed
	}
	s.err = ""
}

// openPad opens the seed code field; a code it takes is the table's seed.
func (s *SetupScene) openPad() {
	s.pad.OpenSeed(func(seed dice.Seed) {
		s.code, s.hasCode, s.typed, s.err = seed, true, true, ""
	})
}

// seedText is the Seed row's value: Random, or the typed code.
func (s *SetupScene) seedText() string {
	if s.typed {
		return s.code.Code()
	}
	return "Random"
}

// start deals the table, first asking whether to abandon a saved game.
func (s *SetupScene) start(ctx *scenes.Context) error {
	if !HasAutosave(s.h.Store) {
		return s.deal(ctx)
	}
	saved, err := Resume(s.h.Store)
	if err != nil {
		return s.deal(ctx) // too damaged to read: Resume has kept it aside
	}
	saved.SetReplays(s.h.Replays)
	ui.ConfirmAbandon(ctx, "Abandon your saved game?", fmt.Sprintf("Your table of %d travelers stands on Day %d (seed %s). A new game ends it: its replay is kept in the replays folder.",
		saved.View().Players, saved.View().Day, saved.Replay.Seed), saved.Abandon, s.deal)
	return nil
}

// deal starts the table: the player sits at a random seat, in a guided
// first game the one the seed chooses to go first on Day One (RULES S40);
// several people at the screen take the seats RULES S41 deals.
func (s *SetupScene) deal(ctx *scenes.Context) error {
	seed := dice.Seed(uint64(time.Now().UnixNano()) & (1<<40 - 1))
	if s.typed {
		seed = s.code
	}
	roles := s.Roles()
	humans := s.people.seats(seed, s.players, s.guided)
	sess, err := NewPassSession(s.h.Store, seed, s.players, roles, humans, s.people.names, s.level)
	if err != nil {
		s.err = err.Error()
		return nil
	}
	sess.SetReplays(s.h.Replays)
	if s.guided {
		sess.Replay.Set(GuideKey, "on")
	}
	sess.Save()
	ctx.Stack.Replace(NewTable(s.h, sess))
	return nil
}

// setupRows are the set-up's lines.
var setupRows = [numRows]string{"Travelers", "Players at this screen", "Names", "Roles", "Special Roles", "Computer travelers", "Guided first game", "Seed", "Deal the roles", "How to play"}

func rowRect(r int) image.Rectangle {
	y := 160 + r*42
	return image.Rect(340, y, 940, y+38)
}

// Draw shows the rows, the chosen table's roles and weights, and a word
// on the game.
func (s *SetupScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	onOff := map[bool]string{true: "on", false: "off"}
	values := [numRows]string{fmt.Sprint(s.players), s.people.text(), s.people.namesText(), s.distText(), onOff[s.special], s.level.String(), onOff[s.guided], s.seedText(), "", ""}
	if s.place(ctx); s.shape.upright {
		s.drawUpright(dst, ctx, values)
		s.drawPads(dst, ctx)
		return
	}
	pal := ctx.Palette
	ui.DrawColumn(dst, ctx, "Forsaken Forest")
	sprites.DrawWrapped(dst, "Travelers lost in a warped forest: Villagers seek the Village and hunt the hidden Forsaken, who steer the group to the Void and kill by Night. You take one seat (or each person at this screen takes one); computer travelers take the rest.",
		ctx.Fonts.Face(sprites.StyleSmall), 340, 100, 600, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	body := ctx.Fonts.Face(sprites.StyleBody)
	for r := range numRows {
		rr := rowRect(r)
		style := sprites.PanelRaised
		if r == s.focus {
			style = sprites.PanelFocused
		}
		if r == rowNames && s.people.count <= 1 && r != s.focus {
			style = sprites.PanelDisabled
		}
		sprites.DrawPanel(dst, rr, pal, style)
		c := sprites.TextColorFor(pal, style)
		if r >= rowStart {
			sprites.DrawText(dst, setupRows[r], ctx.Fonts.Face(sprites.StyleBodyBold), float64(rr.Min.X+rr.Dx()/2), float64(rr.Min.Y+8), sprites.AlignCenter, c)
			continue
		}
		sprites.DrawText(dst, setupRows[r], body, float64(rr.Min.X+16), float64(rr.Min.Y+8), sprites.AlignLeft, c)
		value := "<  " + values[r] + "  >"
		if r == rowNames {
			value = values[r] // a button: Confirm types the names
		}
		sprites.DrawText(dst, value, body, float64(rr.Max.X-16), float64(rr.Min.Y+8), sprites.AlignRight, c)
	}
	line := s.castLine()
	sprites.DrawWrapped(dst, line, ctx.Fonts.Face(sprites.StyleSmall), 340, 590, 600, sprites.AlignLeft, pal.C(sprites.ColText))
	hint := s.rowHint(false)
	if s.err != "" {
		hint = s.err
	}
	sprites.DrawWrapped(dst, hint, ctx.Fonts.Face(sprites.StyleSmall), 340, 648, 600, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	s.drawPads(dst, ctx)
}

// drawPads draws the seed pad or the names pad over the set-up when one
// is open.
func (s *SetupScene) drawPads(dst *ebiten.Image, ctx *scenes.Context) {
	if s.pad.Active {
		s.pad.Draw(dst, ctx)
	}
	if s.people.pad.Active {
		s.people.draw(dst, ctx)
	}
}

// rowHint is the word on the focused line: how to use it, in keys on a
// wide screen and in taps upright.
func (s *SetupScene) rowHint(upright bool) string {
	hint := "Up and Down choose a line, Left and Right change it; Back returns to the title."
	if upright {
		hint = "Tap ‹ or › to change a line, or the line itself to step it on."
	}
	switch s.focus {
	case rowGuide:
		hint = "A guided first game has no Special Roles (so where Deepwood deals one it deals the seed's row nearest even), and a guide beside your hand says what to do at each step."
	case rowRoles, rowSpecial:
		if h := s.dealHint(); h != "" {
			hint = h
		}
	case rowPeople:
		hint = "Pass and play: each person at this screen takes a seat dealt at random; the screen is passed between them, and a hand-over screen hides each one's secrets from the others."
	case rowNames:
		hint = "Confirm types each person's name in turn; Enter keeps it and goes to the next."
		if upright {
			hint = "Tap Names to type each person's name in turn."
		}
	case rowSeed:
		hint = "Random deals a new table. Confirm types a seed code to replay or share a table; Left and Right switch between Random and the code."
		if upright {
			hint = "Random deals a new table. Tap Seed to type a seed code to replay or share a table; ‹ and › switch between Random and the code."
		}
	}
	return hint
}

// castLine names the Role Cards the set-up deals and how many play for
// each team (a Commonfolk is one card among the Villagers' team), with the
// rulebook's weights of the two teams.
func (s *SetupScene) castLine() string {
	roles := s.Roles()
	v, f := forsaken.Weights(s.d, roles)
	forsakenTeam := 0
	for _, r := range roles {
		if r.Team() == forsaken.ForsakenTeam {
			forsakenTeam++
		}
	}
	return fmt.Sprintf("Role Cards dealt: %s (%d play for the Villagers, %d for the Forsaken). The rulebook's weights: Villagers %.1f, Forsaken %.1f.",
		castText(roles), len(roles)-forsakenTeam, forsakenTeam, v, f)
}

// Inspect reports the set-up for tests and the browser hook.
func (s *SetupScene) Inspect() any {
	in := map[string]any{"scene": s.Name(), "players": s.players, "roles": forsaken.FormatRoles(s.Roles()), "special": s.special,
		"level": s.level.String(), "guided": s.guided, "seed": s.seedText(), "typing": s.pad.Active || s.people.pad.Active, "padMsg": s.pad.Msg,
		"people": s.people.count, "names": s.people.names[:s.people.count], "focus": s.focus, "rows": setupRows[:]}
	s.inspectShape(in)
	return in
}

// castText names the Role Cards in play, counting repeats: "Oracle, 2
// Forsaken, 3 Commonfolk".
func castText(roles []forsaken.Role) string {
	var count [forsaken.NumRoles]int
	for _, r := range roles {
		count[r]++
	}
	var parts []string
	for r, n := range count {
		switch {
		case n == 1:
			parts = append(parts, roleWord(forsaken.Role(r)))
		case n > 1:
			parts = append(parts, fmt.Sprintf("%d %s", n, roleWord(forsaken.Role(r))))
		}
	}
	return strings.Join(parts, ", ")
}
