// Package routes is picker's twin with one more way in: an HTTP route, not
// marked, that fetches the prompt named in the request.
package routes

import (
	"context"
	"net/http"

	mcpclient "github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type host struct{ c *mcpclient.Client }

// onSelect runs when a person picks a prompt in the menu.
//
//mcpvet:userselect
func (h *host) onSelect(ctx context.Context, name string) error {
	return h.fetch(ctx, name)
}

func (h *host) fetch(ctx context.Context, name string) error {
	req := mcp.GetPromptRequest{}
	req.Params.Name = name
	_, err := h.c.GetPrompt(ctx, req)
	return err
}

func (h *host) preview(w http.ResponseWriter, r *http.Request) {
	if err := h.fetch(r.Context(), r.URL.Query().Get("name")); err != nil { // want `strict: \(\*routes.host\).preview, an HTTP handler, reaches prompts/get without a user selection: \(\*routes.host\).preview → \(\*routes.host\).fetch → \(\*client.Client\).GetPrompt`
		http.Error(w, err.Error(), http.StatusBadGateway)
	}
}

func (h *host) picked(w http.ResponseWriter, r *http.Request) {
	_ = h.onSelect(r.Context(), r.FormValue("name"))
}

// Serve mounts the host's routes.
func Serve(c *mcpclient.Client) error {
	h := &host{c: c}
	mux := http.NewServeMux()
	mux.HandleFunc("/preview", h.preview)
	mux.HandleFunc("/picked", h.picked)
	return http.ListenAndServe("localhost:8080", mux)
}
