// Package pick hands a host its two tables of functions; its facts say
// which of its results each parameter is returned as.
package pick

import "context"

// Func runs a tool or a command.
type Func func(ctx context.Context, arg string) (string, error)

// Tables returns the model's tools first and the user's commands second.
func Tables(tools, commands map[string]Func) (map[string]Func, map[string]Func) {
	return tools, commands
}
