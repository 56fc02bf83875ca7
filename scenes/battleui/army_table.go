package battleui

import (
	"context"
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/online/tables"
	"deepwood/rules/battle"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// newTableArmyBuilder buys this general's army at a custom battle table
// (RULES M33, B19): on the table's budget, starting from the army already
// sent (or the scenario's army for this side when it fits the budget),
// previewed without the other general's army, which stays sealed until
// the start. Done sends it to the server, which checks it again; a
// refusal stays on the builder in the player's words.
func newTableArmyBuilder(conn *tables.Table) (*armyBuilder, error) {
	info := conn.Info()
	sc, err := battle.LoadScenario(info.Scenario)
	if err != nil {
		return nil, err
	}
	side := battle.Side(info.Seat)
	var armies [2]battle.Army
	if a, err := battle.ParseArmy(info.Army); err == nil && info.Army != "" {
		armies[side] = a
	} else {
		armies[side] = fitArmy(sc.Armies[side], info.Budget)
	}
	split := &splitCache{render: func(dst *ebiten.Image, ctx *scenes.Context, box image.Rectangle, sc *battle.Scenario, armies [2]battle.Army) {
		drawSealed(dst, ctx, box, sc, side, armies[side])
	}}
	a := &armyBuilder{side: side, budget: info.Budget, army: &armies[side],
		hint: "Left/Right ±1 · Previous/Next page ±5 · Done sends your army · Back leaves it unsent"}
	a.preview = func(dst *ebiten.Image, ctx *scenes.Context, box image.Rectangle) {
		split.draw(dst, ctx, box, sc, armies)
	}
	a.done = func(ctx *scenes.Context) {
		if err := a.army.Check(a.budget); err != nil {
			a.hint = "Not sent: " + err.Error() + "."
			return
		}
		c, cancel := context.WithTimeout(context.Background(), tables.SendTimeout)
		defer cancel()
		if err := conn.SendArmy(c, *a.army); err != nil {
			a.hint = "Not sent: " + tables.RefusalText(err)
			return
		}
		ctx.Stack.Pop()
	}
	return a, nil
}

// fitArmy is a scenario's army scaled down, troop type by troop type, to
// what budget buys (the army itself when it fits): a start for the
// general's own choices rather than an empty list.
func fitArmy(a battle.Army, budget int) battle.Army {
	cost := a.Cost()
	if cost <= budget || cost == 0 {
		return a
	}
	var out battle.Army
	for t, n := range a {
		out[t] = n * budget / cost
	}
	return out
}

// drawSealed previews a table general's own army, side's (the other's is
// sealed until the start): the scenario, this army's troops and cost, and
// how the start will split both into units (§5.03).
func drawSealed(dst *ebiten.Image, ctx *scenes.Context, box image.Rectangle, sc *battle.Scenario, side battle.Side, army battle.Army) {
	pal := ctx.Palette
	x, y, w := drawScenarioHead(dst, ctx, box, sc)
	small := ctx.Fonts.Face(sprites.StyleSmall)
	sprites.FillRoundRect(dst, float32(x), float32(y+3), 14, 14, 3, sideColor(pal, side))
	sprites.DrawText(dst, fmt.Sprintf("Your army: %s, cost %d", ui.Count(army.Total(), "troop", "troops"), army.Cost()), ctx.Fonts.Face(sprites.StyleBodyBold), x+22, y, sprites.AlignLeft, pal.C(sprites.ColText))
	y += 26
	x0 := x
	for t, n := range army {
		if n == 0 {
			continue
		}
		if x0 > x+w-60 {
			x0, y = x, y+46
		}
		sprites.DrawToken(dst, float32(x0+22), float32(y+16), 36, sprites.Token{Glyph: glyphOf(battle.Troop(t)), Side: sideColor(pal, side), Present: n, Size: n}, pal, ctx.Fonts.Face(sprites.StyleSmallBold))
		x0 += 56
	}
	y += 56
	y += sprites.DrawWrapped(dst, "The other general's army stays sealed until the battle starts. Then both are split into units (§5.03): the larger army into nine, the smaller into one fewer.", small, x, y, w, sprites.AlignLeft, pal.C(sprites.ColWarn))
	drawUnitKey(dst, ctx, x, float64(box.Max.Y)-16-unitKeyHeight, w, 2)
}
