package battle

import (
	"fmt"
	"testing"
)

func clusterText(cs []Cluster) string {
	s := ""
	for _, c := range cs {
		s += fmt.Sprintf("%d:%v ", c.Center, c.Leaves)
	}
	return s
}

// TestClusterings checks clustering on tricky contact shapes (5.04): every
// engaged unit in one cluster, clusters 1-on-1 where possible (as many
// clusters as a maximum matching), the proactive side's unit at the centre
// of a pair, and several options only when the shape allows them.
func TestClusterings(t *testing.T) {
	tests := []struct {
		name  string
		units string
		want  []string // each group's options
	}{
		{"two separate pairs", "\n. . . . .\n . . . . .\nm M . m M\n . . . . .\n. . . . .\n",
			[]string{"0:[1] ", "2:[3] "}},
		{"one against two", "\n. . . . .\n . . . . .\nM m M . .\n . . . . .\n. . . . .\n",
			[]string{"1:[0 2] "}},
		{"a line of four pairs off", "\n. . . . .\n . . . . .\nm M m M .\n . . . . .\n. . . . .\n",
			[]string{"0:[1] 2:[3] "}},
		{"a line of three is one against two", "\n. . . . .\n . . . . .\nm M m . .\n . . . . .\n. . . . .\n",
			[]string{"1:[0 2] "}},
		{"two against two all in contact: the proactive side chooses", "\n. . . . .\n . m . . .\n. M M . .\n . m . . .\n. . . . .\n",
			[]string{"0:[1] 3:[2] | 0:[2] 3:[1] "}},
		{"the shape decides who stands alone", "\n. . . . .\n m . . . .\nm M . . .\n . m M . .\n. . . . .\n",
			[]string{"2:[0 1] 3:[4] "}},
	}
	for _, tt := range tests {
		s := board(t, flat, tt.units)
		groups := s.ContactGroups()
		if len(groups) != len(tt.want) {
			t.Errorf("%s: %d groups %v, want %d", tt.name, len(groups), groups, len(tt.want))
			continue
		}
		for i, g := range groups {
			got := ""
			for j, opt := range s.Clusterings(g) {
				if j > 0 {
					got += "| "
				}
				got += clusterText(opt)
			}
			if got != tt.want[i] {
				t.Errorf("%s: group %v options %q, want %q", tt.name, g, got, tt.want[i])
			}
		}
	}
}

// TestClusterChoice: with several clusterings the proactive side decides
// by an action, and only its options are legal.
func TestClusterChoice(t *testing.T) {
	s := board(t, flat, "\n. . . . .\n . m . . .\n. M M . .\n . m . . .\n. . . . .\n")
	var ev []Event
	s.startCombat(&ev)
	legal := Legal(s)
	if s.Turn != Red || len(legal) != 2 || legal[0].Kind != ActCluster {
		t.Fatalf("turn %v legal %v", s.Turn, legal)
	}
	if _, err := Apply(s, Action{Kind: ActCluster, Side: Red, Option: 2}); err == nil {
		t.Error("option 2 of 2 accepted")
	}
	ev = mustApply(t, s, Action{Kind: ActCluster, Side: Red, Option: 1})
	if ev[0].Kind != EvClusters || clusterText(ev[0].Clusters) != "0:[2] 3:[1] " {
		t.Errorf("chosen clusters %v", ev[0].Clusters)
	}
}

// BenchmarkClusterings clusters a tangle of sixteen units, the worst a
// battle is likely to see, where the search stops at maxClusterings: the
// AI clusters every position it weighs.
func BenchmarkClusterings(b *testing.B) {
	t := &testing.T{}
	s := board(t, flat, "\nm M m M .\n M m M m .\nm M m M .\n M m M m .\n. . . . .\n")
	groups := s.ContactGroups()
	if len(groups) != 1 || len(groups[0]) != 16 {
		b.Fatalf("groups %v", groups)
	}
	if n := len(s.Clusterings(groups[0])); n != maxClusterings {
		b.Fatalf("%d clusterings, want the cap %d", n, maxClusterings)
	}
	for b.Loop() {
		s.Clusterings(groups[0])
	}
}
