package server

import (
	"net/http"

	"deepwood/server/live"
	"deepwood/server/tables"
	"deepwood/wire"
)

// liveHandler answers GET /api/v1/live, the WebSocket of a witnessed
// attempt (server/live, docs/api.md): Options.Live when set (serve's hub
// over the boards' database, boards.Live), else a hub that keeps its
// attempts, names and daily key in memory, for tests. A hub that
// cannot be made (no rules data) answers 503, and the rest of the API
// goes on.
func (s *Server) liveHandler() http.Handler {
	if s.opt.Live != nil {
		return s.opt.Live
	}
	hub, err := live.New(live.Options{Log: s.log, Keys: s.opt.Keys})
	return s.hubOrOff(hub, err, "live play is off")
}

// livePath is the live route's pattern.
const livePath = "GET " + wire.LivePath

// tablesHandler answers GET /api/v1/tables, the WebSocket of a seat at a
// table (server/tables, docs/api.md "Tables"): Options.Tables when set
// (serve's hub over the boards' database, boards.Tables), else a hub that
// keeps its tables in memory, at the game's own pace. A hub that cannot
// be made answers 503, and the rest of the API goes on.
func (s *Server) tablesHandler() http.Handler {
	if s.opt.Tables != nil {
		return s.opt.Tables
	}
	hub, err := tables.New(tables.Options{Log: s.log, Pace: tables.DefaultPace})
	return s.hubOrOff(hub, err, "tables are off")
}

// hubOrOff is the hub a route serves, or where it could not be made (err),
// a handler answering 503 with off ("tables are off") after logging why:
// the live and tables routes go off the same way while the rest of the
// API goes on.
func (s *Server) hubOrOff(hub http.Handler, err error, off string) http.Handler {
	if err != nil {
		s.log.Error(off, "err", err)
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			writeError(w, http.StatusServiceUnavailable, off+" on this server", 0)
		})
	}
	return hub
}

// tablesPath is the tables route's pattern.
const tablesPath = "GET " + wire.TablesPath
