package forwardui

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"testing"
	"time"

	"deepwood/internal/screentest"
	"deepwood/online/live"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/wire"
)

// TestGiveUpAbandonsTheRankedRun: a ranked daily's pause menu offers
// "Give up the ranked run", which goes to the title at once (the abandon
// goes off the update loop) and abandons the attempt on the server: it is
// filed on the player's page, and a second ranked daily that day is
// refused as done (RULES B11).
func TestGiveUpAbandonsTheRankedRun(t *testing.T) {
	url := rankedServer(t)
	tok, err := live.NewToken()
	if err != nil {
		t.Fatal(err)
	}
	dctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	daily := wire.LiveRequest{Category: wire.LiveDaily, Player: "Ada", Token: tok}
	a, err := live.Dial(dctx, url, daily)
	if err != nil {
		t.Fatal(err)
	}
	data, err := forward.DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	run, err := live.NewRun(a, data)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := NewRankedSession(run, "daily", a.State().Date)
	if err != nil {
		t.Fatal(err)
	}
	h := rankedHooks(t, url)
	h.Title = func() scenes.Scene { return titleStub{} }
	pause := newPause(newPlay(h, sess))
	labels := pause.Labels()
	i := slices.Index(labels, "Give up the ranked run")
	if i < 0 {
		t.Fatalf("a ranked run's pause menu: %q", labels)
	}
	ctx := screentest.Context(t)
	ctx.Stack = scenes.NewStack(StartRun(h, sess))
	ctx.Stack.SetTransitionTicks(0)
	ctx.Stack.Push(pause)
	_ = ctx.Stack.Update(ctx)
	t0 := time.Now()
	if err := pause.Menu.Items[i].Run(ctx); err != nil {
		t.Fatal(err)
	}
	_ = ctx.Stack.Update(ctx)
	if took := time.Since(t0); ctx.Stack.Top().Name() != "title" || took > 200*time.Millisecond {
		t.Fatalf("Give up went to %s in %v", ctx.Stack.Top().Name(), took)
	}
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		var p wire.Player
		if resp, err := http.Get(url + wire.Prefix + "/players/Ada"); err == nil {
			json.NewDecoder(resp.Body).Decode(&p)
			resp.Body.Close()
		}
		if p.Attempts == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the attempt given up was never filed on the player's page")
		}
	}
	if _, err := live.Dial(dctx, url, daily); !live.IsCode(err, wire.LiveDailyDone) {
		t.Fatalf("a second ranked daily after giving one up: %v, want daily-done", err)
	}
}
