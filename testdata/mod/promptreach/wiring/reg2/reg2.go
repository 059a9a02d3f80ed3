// Package reg2 keeps a process-wide tool table in a global.
package reg2

import "context"

type Func func(ctx context.Context, args string) (string, error)

var tools = map[string]Func{}

func Register(name string, f Func) { tools[name] = f }

func Dispatch(ctx context.Context, name, args string) (string, error) {
	f, ok := tools[name]
	if !ok {
		return "", nil
	}
	return f(ctx, args)
}
