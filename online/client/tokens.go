package client

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"

	"deepwood/storage"
)

// TokensFile is where a player's tokens are kept, in the config folder.
const TokensFile = "tokens.json"

// Tokens keeps the tokens servers gave, per server and per name (ignoring
// case, as servers compare names), in one small JSON file written
// atomically through storage: {"http://host:8080": {"ada": "token"}}. A
// lost file loses the names: the tokens are their only key.
type Tokens struct {
	Store storage.Store
	mu    sync.Mutex
}

func (t *Tokens) load() (kept, error) {
	m := kept{}
	b, err := t.Store.Read(TokensFile)
	if storage.IsNotExist(err) {
		return m, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s: %v (fix or move the file; its tokens are the only key to your names)", t.Store.Where(TokensFile), err)
	}
	return m, nil
}

// kept is the tokens file's map: server → lower-case name → token.
type kept = map[string]map[string]string

// locked runs f on the tokens as the file holds them, with t.mu held
// throughout, so that no two reads and writes of the file interleave;
// f's error, or the file's, is returned.
func (t *Tokens) locked(f func(m kept) error) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	m, err := t.load()
	if err != nil {
		return err
	}
	return f(m)
}

// Get is the token kept for name on server, "" when none.
func (t *Tokens) Get(server, name string) (token string, err error) {
	err = t.locked(func(m kept) error {
		token = m[server][strings.ToLower(name)]
		return nil
	})
	return token, err
}

// Put keeps a token for name on server.
func (t *Tokens) Put(server, name, token string) error {
	return t.locked(func(m kept) error { return t.put(m, server, name, token) })
}

// put writes m with name's token on server set; t.mu is held.
func (t *Tokens) put(m kept, server, name, token string) error {
	if m[server] == nil {
		m[server] = map[string]string{}
	}
	m[server][strings.ToLower(name)] = token
	return t.save(m)
}

// save writes m as the tokens file; t.mu is held.
func (t *Tokens) save(m kept) error {
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return t.Store.Write(TokensFile, append(b, '\n'))
}

// Where says where the tokens are kept.
func (t *Tokens) Where() string { return t.Store.Where(TokensFile) }

// Names lists the names kept for server, sorted.
func (t *Tokens) Names(server string) (names []string, err error) {
	err = t.locked(func(m kept) error {
		for n := range m[server] {
			names = append(names, n)
		}
		slices.Sort(names)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return names, nil
}

// Ensure is the token kept for name on server, or, when none is, a new
// one made here and kept before it is returned (fresh is then true). A
// client sends its first run under a new name with a token it already
// keeps, so an answer lost on the way back (a dropped connection, a
// killed server) cannot lock it out: the retry carries the same token and
// the server takes it as the same claim.
func (t *Tokens) Ensure(server, name string) (token string, fresh bool, err error) {
	err = t.locked(func(m kept) error {
		if token = m[server][strings.ToLower(name)]; token != "" {
			return nil
		}
		tok, err := NewToken()
		if err != nil {
			return err
		}
		if err := t.put(m, server, name, tok); err != nil {
			return err
		}
		token, fresh = tok, true
		return nil
	})
	if err != nil {
		return "", false, err
	}
	return token, fresh, nil
}

// Forget drops the token kept for name on server if it is token: a token
// Ensure made for a name the server says is someone else's.
func (t *Tokens) Forget(server, name, token string) error {
	return t.locked(func(m kept) error {
		k := strings.ToLower(name)
		if m[server][k] != token {
			return nil
		}
		delete(m[server], k)
		return t.save(m)
	})
}

// NewToken makes a player's token as the server's would be: 32 bytes from
// crypto/rand, base64url (43 characters).
func NewToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}
