// Package picker serves a host's prompt menu over HTTP. Its doc comment
// turns strict mode on, so every path to prompts/get must start at the
// marked selection handler.
//
//mcpvet:strict
package picker

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Picker is the menu.
type Picker struct{ cs *mcp.ClientSession }

// New returns a menu for the session's prompts.
func New(cs *mcp.ClientSession) *Picker { return &Picker{cs: cs} }

// Selected runs when a person picks a prompt.
//
//mcpvet:userselect
func (p *Picker) Selected(ctx context.Context, name string) (*mcp.GetPromptResult, error) {
	return p.get(ctx, name)
}

func (p *Picker) get(ctx context.Context, name string) (*mcp.GetPromptResult, error) {
	return p.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
}

func (p *Picker) pick(w http.ResponseWriter, r *http.Request) {
	res, err := p.Selected(r.Context(), r.FormValue("name"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	_ = json.NewEncoder(w).Encode(res)
}

func (p *Picker) preview(w http.ResponseWriter, r *http.Request) {
	res, err := p.get(r.Context(), r.URL.Query().Get("name"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	_ = json.NewEncoder(w).Encode(res.Description)
}

// Mount adds the menu's routes to mux.
func (p *Picker) Mount(mux *http.ServeMux) {
	mux.HandleFunc("POST /pick", p.pick)
	mux.HandleFunc("GET /preview", p.preview)
}
