package web

import (
	"net/http"
	"strconv"

	"deepwood/boards"
	"deepwood/rules/quote"
)

// logPage is how many decisions a page of the moderation log lists.
const logPage = 50

// logView is the moderation log's page: latest decision first.
type logView struct {
	Decisions  []boards.Decision
	Kept       bool // the store keeps a log (a database store does)
	Page       int
	Prev, Next string
}

// handleModeration shows the public moderation log (RULES B10): every
// run or player a moderator hid or showed again, when and why, latest
// first, as GET /api/v1/moderation lists it.
func (s *Site) handleModeration(w http.ResponseWriter, r *http.Request) {
	v := logView{Page: 1, Kept: s.mod != nil}
	if p := r.URL.Query().Get("page"); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > maxPage {
			s.failErr(w, r, bad("page %s: want a number from 1 to %d", quote.Short(p), maxPage), "")
			return
		}
		v.Page = n
	}
	if s.mod != nil {
		ds, err := s.mod.ModerationLog(r.Context(), (v.Page-1)*logPage, logPage+1)
		if err != nil {
			s.failErr(w, r, err, "moderation log")
			return
		}
		if len(ds) > logPage {
			v.Next, ds = "/moderation?page="+strconv.Itoa(v.Page+1), ds[:logPage]
		}
		v.Decisions = ds
	}
	switch {
	case v.Page == 2:
		v.Prev = "/moderation"
	case v.Page > 2:
		v.Prev = "/moderation?page=" + strconv.Itoa(v.Page-1)
	}
	s.render(w, r, http.StatusOK, "moderation", view{Title: "Moderation log", Nav: "moderation", Page: v})
}
