package forest

import "testing"

// TestGrowOptionsMatchLegal checks that an option is enabled exactly when
// Legal offers its action, and that disabled options say why, through
// whole games of the random bot.
func TestGrowOptionsMatchLegal(t *testing.T) {
	d := data(t)
	grows := 0
	for _, seed := range GameSeeds(42, 20) {
		s := New(d, seed)
		bot, _ := NewBot("random", seed)
		for !s.Phase.Over() && s.Year < 60 {
			legal := Legal(s)
			if s.Phase == PhaseGrow {
				grows++
				for _, o := range s.GrowOptions() {
					if (o.Why == "") != has(legal, o.Action) {
						t.Fatalf("seed %s year %d: option %q why=%q but legal=%v", seed.Code(), s.Year, o.Label, o.Why, has(legal, o.Action))
					}
				}
				for _, a := range legal {
					if a.Kind == ActEndYear || a.Kind == ActBurstForth {
						continue
					}
					found := false
					for _, o := range s.GrowOptions() {
						found = found || o.Action == a
					}
					if !found {
						t.Fatalf("legal %v missing from GrowOptions", a)
					}
				}
			}
			if _, err := Apply(s, bot.Choose(s, legal)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if grows == 0 {
		t.Fatal("no Grow phase seen")
	}
}

// TestGrowOptionsExplainGP checks the GP requirement is named.
func TestGrowOptionsExplainGP(t *testing.T) {
	d := data(t)
	s := New(d, 7)
	for s.Phase != PhaseGrow {
		legal := Legal(s)
		Apply(s, Greedy{}.Choose(s, legal))
	}
	s.GP = 0
	for _, o := range s.GrowOptions() {
		if o.Why == "" {
			t.Fatalf("%q enabled with 0 GP", o.Label)
		}
	}
}
