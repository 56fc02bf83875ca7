package server

import (
	"net/http"

	"deepwood/server/live"
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
	if err != nil {
		s.log.Error("live play is off", "err", err)
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			writeError(w, http.StatusServiceUnavailable, "live play is off on this server", 0)
		})
	}
	return hub
}

// livePath is the live route's pattern.
const livePath = "GET " + wire.LivePath
