package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/elicit/cap/check"
)

// A check kept in a value: a client of another package that holds the
// session only when the client declared elicitation, tested through its
// method (gitlab-mcp-server's elicitation.FromRequest and IsSupported).
func clientChecked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	ec := check.FromSession(req.Session)
	if !ec.IsSupported() {
		return text("pass name as an argument"), nil, nil
	}
	res, err := ec.Ask(ctx, "name?")
	if err != nil {
		return nil, nil, err
	}
	return text(res.Action), nil, nil
}

// Its twin: the client holds the session whatever the client declared.
func looseClient(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	ec := check.LooseFromSession(req.Session)
	if !ec.IsSupported() {
		return text("pass name as an argument"), nil, nil
	}
	res, err := ec.Ask(ctx, "name?") // want `tool handler gosdk\.looseClient elicits \(\(\*mcp\.ServerSession\)\.Elicit at check\.go:\d+ via \(check\.LooseClient\)\.Ask\) without checking`
	if err != nil {
		return nil, nil, err
	}
	return text(res.Action), nil, nil
}

// round collects the questions of one tool call; supported holds the
// capability (libgen-mcp's inputRound), and every ask tests it.
type round struct {
	supported bool
	asked     mcp.InputRequestMap
}

func newRound(req *mcp.CallToolRequest) *round {
	return &round{supported: check.CanElicit(req.Session)}
}

func (r *round) ask(id, msg string) {
	if r.asked == nil {
		r.asked = mcp.InputRequestMap{}
	}
	r.asked[id] = &mcp.ElicitParams{Message: msg}
}

func (r *round) askText(id, msg string) {
	if !r.supported {
		return
	}
	r.ask(id, msg)
}

func roundChecked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	r := newRound(req)
	r.askText("name", "name?")
	if len(r.asked) > 0 {
		return &mcp.CallToolResult{InputRequests: r.asked}, nil, nil
	}
	return text(in.Name), nil, nil
}

// Its twin: supported says whether the user named no value, not whether
// the client can answer.
type wishRound struct {
	supported bool
	asked     mcp.InputRequestMap
}

func newWishRound(in In) *wishRound {
	return &wishRound{supported: in.Name == ""}
}

func (r *wishRound) ask(id, msg string) {
	if r.asked == nil {
		r.asked = mcp.InputRequestMap{}
	}
	r.asked[id] = &mcp.ElicitParams{Message: msg}
}

func (r *wishRound) askText(id, msg string) {
	if !r.supported {
		return
	}
	r.ask(id, msg)
}

func roundUnchecked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	r := newWishRound(in)
	r.askText("name", "name?") // want `tool handler gosdk\.roundUnchecked elicits \(mcp\.InputRequestMap entry \(\*mcp\.ElicitParams\) at fields\.go:\d+ via \(\*gosdk\.wishRound\)\.askText → \(\*gosdk\.wishRound\)\.ask\) without checking`
	if len(r.asked) > 0 {
		return &mcp.CallToolResult{InputRequests: r.asked}, nil, nil
	}
	return text(in.Name), nil, nil
}

// An exported field of another package's struct that holds the
// capability (known here by its fact), read from a captured value.
func capsChecked(caps check.Caps) mcp.ToolHandlerFor[In, any] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if !caps.Elicit {
			return text("pass name as an argument"), nil, nil
		}
		return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{"name": &mcp.ElicitParams{Message: "name?"}}}, nil, nil
	}
}

// Its twin: the field of the same shape holds a preference.
func prefsUnchecked(prefs check.Prefs) mcp.ToolHandlerFor[In, any] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if !prefs.Elicit {
			return text("pass name as an argument"), nil, nil
		}
		return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{"name": &mcp.ElicitParams{Message: "name?"}}}, nil, nil // want `tool handler gosdk\.prefsUnchecked\.func1 elicits \(mcp\.InputRequestMap entry \(\*mcp\.ElicitParams\) at fields\.go:\d+\) without checking`
	}
}

func RegisterFields(s *mcp.Server, ss *mcp.ServerSession) {
	mcp.AddTool(s, &mcp.Tool{Name: "fa"}, clientChecked)
	mcp.AddTool(s, &mcp.Tool{Name: "fb"}, looseClient)
	mcp.AddTool(s, &mcp.Tool{Name: "fc"}, roundChecked)
	mcp.AddTool(s, &mcp.Tool{Name: "fd"}, roundUnchecked)
	mcp.AddTool(s, &mcp.Tool{Name: "fe"}, capsChecked(check.CapsOf(ss)))
	mcp.AddTool(s, &mcp.Tool{Name: "ff"}, prefsUnchecked(check.PrefsOf("")))
}

// lazySession keeps the session it is first given: the field is tested
// only by its own initialisation, which checks no capability.
type lazySession struct {
	session *mcp.ServerSession
}

func (l *lazySession) bind(ss *mcp.ServerSession) {
	if l.session == nil {
		l.session = ss
	}
}

func (l *lazySession) ready() bool { return l.session != nil }

func lazyBound(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	l := &lazySession{}
	l.bind(req.Session)
	if !l.ready() {
		return text("pass name as an argument"), nil, nil
	}
	res, err := l.session.Elicit(ctx, &mcp.ElicitParams{Message: "name?"}) // want `tool handler gosdk\.lazyBound elicits \(\(\*mcp\.ServerSession\)\.Elicit at fields\.go:\d+\) without checking`
	if err != nil {
		return nil, nil, err
	}
	return text(res.Action), nil, nil
}
