package forest

import (
	"strings"
	"testing"
)

// TestCreationSteps walks the ten steps (seed ch. 2) and checks what each
// rolls.
func TestCreationSteps(t *testing.T) {
	d := data(t)
	s := New(d, 31)
	want := []struct {
		step  Step
		slots []string
	}{
		{StepForest, nil},
		{StepHistory, []string{"forest-description", "forest-origin", "forest-verb", "forest-focus", "feature-description", "feature"}},
		{StepAlly, []string{"ally", "ally-event-description", "ally-event-type", "ally-verb", "ally-focus"}},
		{StepLandscape, nil},
		{StepEnemy, []string{"culture"}},
		{StepEnemyHistory, []string{"enemy-verb", "enemy-focus", "enemy-event-description", "enemy-event-type"}},
		{StepTerritory, nil},
		{StepAbility, nil},
	}
	for _, w := range want {
		evs := mustApply(t, s, Next())
		if s.Step != w.step || evs[0].Kind != EvStep || evs[0].Step != w.step {
			t.Fatalf("step %d, first event %+v; want step %d", s.Step, evs[0], w.step)
		}
		var got []string
		for _, e := range evs {
			if e.Kind == EvOracle {
				got = append(got, e.Slot)
				if e.Roll < 1 || e.Roll > 12 || e.Text == "" {
					t.Errorf("oracle %+v", e)
				}
			}
		}
		if strings.Join(got, ",") != strings.Join(w.slots, ",") {
			t.Errorf("step %d rolled %v, want %v", w.step, got, w.slots)
		}
		switch w.step {
		case StepForest, StepEnemy:
			n := 0
			for _, e := range evs {
				if e.Kind == EvValueRolled {
					n++
					if e.Value != e.Dice[0]+e.Dice[1] || e.Potency != Potency(e.Value) {
						t.Errorf("value %+v", e)
					}
					if e.Side == Enemy && e.Total != s.EnemyPotency(e.Harm) {
						t.Errorf("enemy potency %+v, want %d", e, s.EnemyPotency(e.Harm))
					}
				}
			}
			if n != 4 {
				t.Errorf("step %d rolled %d values", w.step, n)
			}
		}
	}
	if s.Ally < 0 || s.Culture < 0 || s.Primary < 0 || s.Count(Enemy) < 5 {
		t.Fatalf("incomplete creation: ally %d culture %d primary %d enemy %d", s.Ally, s.Culture, s.Primary, s.Count(Enemy))
	}
	legal := Legal(s)
	if len(legal) == 0 {
		t.Fatal("nothing to pick")
	}
	evs := mustApply(t, s, legal[0])
	if s.Phase != PhaseEnemyRoll || s.Year != 1 || s.AllyLevel != 1 || len(s.Abilities) != 1 || len(s.Journal) != 1 {
		t.Errorf("after the pick: phase %s year %d ally %d abilities %v", s.Phase, s.Year, s.AllyLevel, s.Abilities)
	}
	if e, ok := find(evs, EvAllyAbility); !ok || e.Value != 1 || e.Text != d.Allies[s.Ally].Abilities[0].Name {
		t.Errorf("ally level 1: %+v", e)
	}
	if !strings.HasPrefix(s.Journal[0].Text, "I am the Forest") {
		t.Errorf("history %q", s.Journal[0].Text)
	}
}

// TestCultureBonus: the Enemy's Potency is the table's plus its culture's
// bonuses (seed ch. 2 step 5).
func TestCultureBonus(t *testing.T) {
	s := created(t, 32)
	for i, c := range s.data.Cultures {
		s.Culture = i
		for h := range NumHarms {
			s.Enemy[h] = 10
			if got := s.EnemyPotency(h); got != 1+c.Bonus[h] {
				t.Errorf("%s %s: %d", c.Name, h, got)
			}
		}
	}
	if c := s.data.Cultures[0]; c.Name != "Bladeborn" || c.Bonus != [NumHarms]int{3, 2, 0, 0} {
		t.Errorf("Bladeborn %+v", c)
	}
}

// TestStartingAbility: only types with a Nature Value of 5+ (step 8); none
// eligible lets the Forest begin without one.
func TestStartingAbility(t *testing.T) {
	s := New(data(t), 33)
	for s.Step < StepAbility {
		mustApply(t, s, Next())
	}
	s.Forest = [NumNatures]int{4, 5, 12, 2}
	for _, a := range Legal(s) {
		ab, _ := s.data.Ability(a.Ability)
		if a.Kind != ActPickAbility || ab.Type != Water && ab.Type != Earth {
			t.Errorf("offered %s (%s)", a, ab.Type)
		}
	}
	if len(Legal(s)) != 6 {
		t.Errorf("%d picks, want 6", len(Legal(s)))
	}
	s.Forest = [NumNatures]int{4, 4, 3, 2}
	if l := Legal(s); len(l) != 1 || l[0] != Next() {
		t.Errorf("no eligible type: %v", l)
	}
	mustApply(t, s, Next())
	if s.Phase != PhaseEnemyRoll || len(s.Abilities) != 0 {
		t.Errorf("phase %s abilities %v", s.Phase, s.Abilities)
	}
}

// TestRerollAndChoose: oracle slots may be rerolled up to three times or
// chosen (ch. 2, "New to This Concept?"; the Ally may be selected, step 3);
// the culture may not.
func TestRerollAndChoose(t *testing.T) {
	s := New(data(t), 34)
	mustApply(t, s, Next())
	mustApply(t, s, Next())
	for range MaxRerolls {
		mustApply(t, s, Reroll("forest-verb"))
	}
	if IsLegal(s, Reroll("forest-verb")) {
		t.Error("a fourth reroll")
	}
	mustApply(t, s, Choose("forest-origin", 12))
	p := s.Pick("forest-origin")
	if len(p.Extra) != 2 || p.Extra[0] == 12 || p.Extra[1] == 12 || !strings.Contains(p.Text, " and ") || !p.Chosen {
		t.Errorf("two origins: %+v", p)
	}
	mustApply(t, s, Next())
	target := 10 // Shaman
	if s.Ally == 3 {
		target = 1
	}
	mustApply(t, s, Choose("ally", target))
	if _, r := s.data.Table(TAlly).Lookup(target); s.data.Allies[s.Ally].Name != r.Text {
		t.Errorf("chose %d, ally %s", target, s.data.Allies[s.Ally].Name)
	}
	for s.Step < StepEnemy {
		mustApply(t, s, Next())
	}
	for _, a := range Legal(s) {
		if a.Slot == "culture" {
			t.Errorf("culture offered: %s", a)
		}
	}
}
