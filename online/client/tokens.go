package client

import (
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

func (t *Tokens) load() (map[string]map[string]string, error) {
	m := map[string]map[string]string{}
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

// Get is the token kept for name on server, "" when none.
func (t *Tokens) Get(server, name string) (string, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	m, err := t.load()
	if err != nil {
		return "", err
	}
	return m[server][strings.ToLower(name)], nil
}

// Put keeps a token for name on server.
func (t *Tokens) Put(server, name, token string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	m, err := t.load()
	if err != nil {
		return err
	}
	if m[server] == nil {
		m[server] = map[string]string{}
	}
	m[server][strings.ToLower(name)] = token
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return t.Store.Write(TokensFile, append(b, '\n'))
}

// Where says where the tokens are kept.
func (t *Tokens) Where() string { return t.Store.Where(TokensFile) }

// Names lists the names kept for server, sorted.
func (t *Tokens) Names(server string) ([]string, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	m, err := t.load()
	if err != nil {
		return nil, err
	}
	var out []string
	for n := range m[server] {
		out = append(out, n)
	}
	slices.Sort(out)
	return out, nil
}
