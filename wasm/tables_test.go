package main

import (
	"log/slog"
	"testing"

	"deepwood/internal/servetest"
	"deepwood/server"
	"deepwood/server/tables"
	"deepwood/server/web"
)

// tablesReport is what tables.mjs finds: the table's code as Ada's lobby
// and Bo's link read it, their seats and roles, and where each page's
// table stood at the end.
type tablesReport struct {
	scriptOutcome
	Code     string   `json:"code"`
	BoJoined string   `json:"boJoined"`
	BoHost   bool     `json:"boHost"`
	Seats    []int    `json:"seats"`
	Roles    []string `json:"roles"`
	Presses  int      `json:"presses"`
	BoErrors []string `json:"boErrors"`
	End      *struct {
		Ada tablesEnd `json:"ada"`
		Bo  tablesEnd `json:"bo"`
	} `json:"end"`
}

type tablesEnd struct {
	Day    int    `json:"day"`
	Over   bool   `json:"over"`
	Winner string `json:"winner"`
	Scene  string `json:"scene"`
}

// TestBrowserTableByCode: two people, each in a Chromium profile of
// their own, at one table `deepwood serve` hosts (the game under /play/,
// the table hub beside it): Ada creates it from Play with friends, Bo
// opens the link with its code, which joins it; Ada deals and both play
// their seats by keys through a Day (to Day 2 or the game's end) over
// their pages' own WebSockets.
func TestBrowserTableByCode(t *testing.T) {
	b := startBrowserTest(t)
	st := servetest.SQLite(t, "")
	quiet := slog.New(slog.DiscardHandler)
	hub, err := tables.New(tables.Options{Log: quiet})
	if err != nil {
		t.Fatal(err)
	}
	pages, err := web.New(st, web.Options{GameDir: b.game, Log: quiet})
	if err != nil {
		t.Fatal(err)
	}
	base := serve(t, server.New(st, server.Options{Limits: server.Limits{Tracked: 100}, Pages: pages, Log: quiet, Tables: hub}))
	var r tablesReport
	b.run(t, "tables.mjs", base+"/play/", &r)
	r.mustFinish(t, r.End)
	if r.Code == "" || r.BoJoined != r.Code || r.BoHost {
		t.Errorf("Ada's table %q; Bo joined %q (as host: %v)", r.Code, r.BoJoined, r.BoHost)
	}
	if len(r.Seats) != 2 || r.Seats[0] == r.Seats[1] {
		t.Errorf("the two people sit at seats %v", r.Seats)
	}
	if e := r.End; e == nil || e.Ada.Scene != "forsaken-table" || e.Bo.Scene != "forsaken-table" ||
		!(e.Ada.Over || e.Ada.Day >= 2 || e.Bo.Over || e.Bo.Day >= 2) {
		t.Errorf("the Day was not played through on both pages: %+v", r.End)
	}
	r.noConsoleErrors(t)
	if len(r.BoErrors) > 0 {
		t.Errorf("Bo's page logged errors: %q", r.BoErrors)
	}
}
