package server

import (
	"bytes"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"strings"
	"unicode"
	"unicode/utf8"

	"deepwood/boards"
	"deepwood/wire"
)

// maxAdminBody bounds an admin request: a target and a 300-character
// reason fit in well under 4 KiB, even with every character escaped.
const maxAdminBody = 4 << 10

// maxAdminToken bounds the admin token serve takes.
const maxAdminToken = 1024

// minAdminToken is the shortest admin token serve takes: a token short
// enough to guess is no lock.
const minAdminToken = 16

// adminFailRate limits wrong admin tokens per client address: five, then
// one a minute, so guessing a token of 16 characters or more is hopeless
// (a missing token is not counted: it guesses nothing).
var adminFailRate = Rate{PerSecond: 1.0 / 60, Burst: 5}

// moderationOff is what the admin endpoints answer a server started
// without an admin token: moderation is off, and says how to turn it on.
const moderationOff = "moderation is off on this server: it was started without --admin-token-file"

// ReadAdminToken reads the admin token from the file at path, as serve's
// --admin-token-file names it: the file's text, spaces and line ends
// around it trimmed. It refuses a missing or unreadable file, an empty or
// short token, and a file others may read (the token lets anyone who has
// it hide runs): the error says which, and never holds the token.
func ReadAdminToken(path string) (string, error) {
	st, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("admin token file %s: %w", path, withoutPath(err))
	}
	if !st.Mode().IsRegular() {
		return "", fmt.Errorf("admin token file %s: not a regular file", path)
	}
	if st.Mode().Perm()&0o004 != 0 {
		return "", fmt.Errorf("admin token file %s: anyone on this machine may read it (mode %v): chmod 600 it", path, st.Mode().Perm())
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("admin token file %s: %w", path, withoutPath(err))
	}
	tok := strings.TrimSpace(string(b))
	switch {
	case tok == "":
		return "", fmt.Errorf("admin token file %s is empty: put a long random token in it (openssl rand -base64 32)", path)
	case len(tok) < minAdminToken || len(tok) > maxAdminToken:
		return "", fmt.Errorf("admin token file %s: the token must be %d to %d characters, not %d", path, minAdminToken, maxAdminToken, len(tok))
	case strings.ContainsFunc(tok, unicode.IsSpace):
		return "", fmt.Errorf("admin token file %s: the token holds a space or line break: it must be one word", path)
	}
	return tok, nil
}

// withoutPath is an OS error without the path it names, which the
// message around it gives already.
func withoutPath(err error) error {
	if pe, ok := errors.AsType[*fs.PathError](err); ok {
		return pe.Err
	}
	return err
}

// ParseAdmin reads an admin request's body for action (wire.Hide or
// wire.Unhide): one JSON object naming a run ({"run": ID}) or a player
// ({"player": "NAME"}), and a reason in plain text, at most
// wire.MaxReasonLen characters, which a hide must give (it is public).
// The error says what is wrong, for a 400.
func ParseAdmin(body []byte, action string) (wire.AdminRequest, error) {
	const want = `want one JSON object: {"run": ID} or {"player": "NAME"}, with "reason"`
	var req wire.AdminRequest
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return wire.AdminRequest{}, fmt.Errorf("%s (%v)", want, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return wire.AdminRequest{}, errors.New(want + ", and nothing after it")
	}
	switch {
	case req.Run < 0:
		return wire.AdminRequest{}, fmt.Errorf("run %d: want a positive run id", req.Run)
	case req.Run != 0 && req.Player != "":
		return wire.AdminRequest{}, errors.New("name a run or a player, not both")
	case req.Run == 0 && req.Player == "":
		return wire.AdminRequest{}, errors.New("no run or player: " + want)
	case req.Player != "":
		if err := wire.CheckName(req.Player); err != nil {
			return wire.AdminRequest{}, err
		}
	}
	req.Reason = strings.TrimSpace(req.Reason)
	switch {
	case !utf8.ValidString(req.Reason):
		return wire.AdminRequest{}, errors.New("the reason is not UTF-8 text")
	case utf8.RuneCountInString(req.Reason) > wire.MaxReasonLen:
		return wire.AdminRequest{}, fmt.Errorf("the reason is %d characters: at most %d", utf8.RuneCountInString(req.Reason), wire.MaxReasonLen)
	case strings.ContainsFunc(req.Reason, notPlain):
		return wire.AdminRequest{}, errors.New("the reason must be plain text on one line: no control or formatting characters")
	case action == wire.Hide && req.Reason == "":
		return wire.AdminRequest{}, errors.New("a hide needs a reason: it is shown on the run's page and in the moderation log")
	}
	return req, nil
}

// notPlain reports a character a reason may not hold: a control
// character (line breaks included) or an invisible formatting one (such
// as the bidirectional overrides, which could make a page say otherwise
// than it reads).
func notPlain(r rune) bool { return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) }

// adminAuth checks an admin request's token, answering the refusal when
// it is not the admin's: moderation off (404), too many wrong tokens from
// the address (429), no token or a wrong one (401). Tokens are compared
// as SHA-256 sums in constant time, so neither the token's characters nor
// its length leak through the answer's timing.
func (s *Server) adminAuth(w http.ResponseWriter, r *http.Request) bool {
	if s.opt.AdminToken == "" {
		writeError(w, http.StatusNotFound, moderationOff, 0)
		return false
	}
	if s.mod == nil {
		writeError(w, http.StatusNotFound, "moderation is off on this server: its store keeps no moderation log", 0)
		return false
	}
	who, now := clientKey(r), s.opt.Now()
	if blocked, wait := s.adminFails.blocked(who, now); blocked {
		tooMany(w, wait, "wrong admin tokens")
		return false
	}
	scheme, tok, _ := strings.Cut(r.Header.Get("Authorization"), " ")
	tok = strings.TrimSpace(tok)
	if !strings.EqualFold(scheme, "Bearer") || tok == "" {
		writeError(w, http.StatusUnauthorized, `moderation needs the admin token, as "Authorization: Bearer TOKEN"`, 0)
		return false
	}
	got, want := sha256.Sum256([]byte(tok)), sha256.Sum256([]byte(s.opt.AdminToken))
	if subtle.ConstantTimeCompare(got[:], want[:]) != 1 {
		s.adminFails.allow(who, now)
		s.log.Warn("moderation: wrong admin token", "from", who, "path", r.URL.Path)
		writeError(w, http.StatusUnauthorized, "wrong admin token", 0)
		return false
	}
	return true
}

// handleHide and handleUnhide are POST /api/v1/admin/hide and /unhide.
func (s *Server) handleHide(w http.ResponseWriter, r *http.Request)   { s.moderate(w, r, wire.Hide) }
func (s *Server) handleUnhide(w http.ResponseWriter, r *http.Request) { s.moderate(w, r, wire.Unhide) }

// moderate applies an admin's decision and answers it as logged; the
// server's log keeps it too (never the token).
func (s *Server) moderate(w http.ResponseWriter, r *http.Request, action string) {
	if !s.adminAuth(w, r) {
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxAdminBody))
	if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
		writeError(w, http.StatusRequestEntityTooLarge, "an admin request is at most 4 KiB", 0)
		return
	} else if err != nil {
		writeError(w, http.StatusBadRequest, "reading the body: "+err.Error(), 0)
		return
	}
	req, err := ParseAdmin(body, action)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error(), 0)
		return
	}
	d, err := s.mod.Moderate(r.Context(), boards.Decision{Action: action, Run: req.Run, Player: req.Player, Reason: req.Reason, Time: s.opt.Now()})
	target := boards.Target(boards.Decision{Run: req.Run, Player: req.Player})
	switch {
	case errors.Is(err, boards.ErrNotFound):
		writeError(w, http.StatusNotFound, "no such "+target, 0)
		return
	case errors.Is(err, boards.ErrNotHidden):
		writeError(w, http.StatusConflict, target+" is not hidden: nothing to show again", 0)
		return
	case err != nil:
		s.storeFailed(w, r, err, "write")
		return
	}
	s.log.Info("moderation", "action", d.Action, "target", boards.Target(d), "reason", d.Reason, "from", clientKey(r), "log_id", d.ID)
	writeJSON(w, http.StatusOK, d)
}

// handleModeration is GET /api/v1/moderation: the public log, latest
// first, paged as a board is.
func (s *Server) handleModeration(w http.ResponseWriter, r *http.Request) {
	if s.mod == nil {
		writeError(w, http.StatusNotFound, "this server's store keeps no moderation log", 0)
		return
	}
	q := r.URL.Query()
	offset, err := intParam(q.Get("offset"), 0, 0, maxOffset)
	if err != nil {
		writeError(w, http.StatusBadRequest, "offset: "+err.Error(), 0)
		return
	}
	limit, err := intParam(q.Get("limit"), defaultLimit, 1, maxLimit)
	if err != nil {
		writeError(w, http.StatusBadRequest, "limit: "+err.Error(), 0)
		return
	}
	ds, err := s.mod.ModerationLog(r.Context(), offset, limit)
	if err != nil {
		s.storeFailed(w, r, err, "read")
		return
	}
	writeJSON(w, http.StatusOK, wire.ModerationLog{Offset: offset, Decisions: ds})
}
