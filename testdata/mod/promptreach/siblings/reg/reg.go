// Package reg is an agent's tool registry: a server's tools are kept both
// under the server and in the flat list the model's calls run on.
package reg

import "context"

// Tool is one capability the model can use.
type Tool interface {
	Name() string
	Run(ctx context.Context, input string) (string, error)
}

// Server is a source of tools.
type Server struct {
	Name  string
	Tools []Tool
}

// Registry keeps the servers, then the tools of all of them.
type Registry struct {
	Servers []*Server
	Tools   []Tool
}

// Add adds a server and its tools.
func (r *Registry) Add(s *Server) {
	r.Servers = append(r.Servers, s)
	r.Tools = append(r.Tools, s.Tools...)
}

// AddTool adds one tool of no server.
func (r *Registry) AddTool(t Tool) {
	r.Tools = append(r.Tools, t)
}

// Run runs the named tool.
func (r *Registry) Run(ctx context.Context, name, input string) (string, error) {
	for _, t := range r.Tools {
		if t.Name() == name {
			return t.Run(ctx, input)
		}
	}
	return "", nil
}
