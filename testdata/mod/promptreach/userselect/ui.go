// Package userselect fetches prompts only where a person chose them: an
// HTTP endpoint behind a picker and a slash command. No findings.
package userselect

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type UI struct{ cs *mcp.ClientSession }

func (u *UI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	res, err := u.cs.GetPrompt(r.Context(), &mcp.GetPromptParams{Name: r.URL.Query().Get("name")})
	if err != nil {
		http.Error(w, err.Error(), 500)
		return
	}
	_ = json.NewEncoder(w).Encode(res)
}

func (u *UI) ReadCommands(ctx context.Context) {
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		if name, ok := strings.CutPrefix(sc.Text(), "/"); ok {
			_, _ = u.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
		}
	}
}

// SystemPrompt shows the prompt menu to the model as context only.
func (u *UI) SystemPrompt(ctx context.Context) string {
	var b strings.Builder
	b.WriteString("The user can run these prompts:\n")
	for p, err := range u.cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		b.WriteString("- " + p.Name + ": " + p.Description + "\n")
	}
	return b.String()
}
