// Package gosdk is a host on the go-sdk with a prompt menu: each positive
// sends a listed prompt's display string back as the prompts/get name, and
// its negative twin (no want comment) sends the Name, or shows the title
// without sending it.
package gosdk

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// DirectTitle sends the title of every listed prompt as its name.
func DirectTitle(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.Title}) // want `^prompts/get is named by a listed prompt's display string mcp\.Prompt\.Title, not its Name: mcp\.Prompt\.Title \(read at gosdk\.go:23\) → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at gosdk\.go:23; a server's name is the identifier prompts/get takes`
	}
}

// DirectName is DirectTitle's twin: the name is the Name.
func DirectName(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.Name})
	}
}

// Fallback sends the title, or the Name when the server gives no title:
// the name is the title whenever there is one.
func Fallback(ctx context.Context, cs *mcp.ClientSession) error {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		label := p.Title
		if label == "" {
			label = p.Name
		}
		cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: label}) // want `display string mcp\.Prompt\.Title \(the Name only where the display string is empty\), not its Name: mcp\.Prompt\.Title \(read at gosdk\.go:45\) → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at gosdk\.go:49;`
	}
	return nil
}

// FallbackShown is Fallback's twin: the label is printed, the Name sent.
func FallbackShown(ctx context.Context, cs *mcp.ClientSession, out io.Writer) error {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		label := p.Title
		if label == "" {
			label = p.Name
		}
		fmt.Fprintln(out, label)
		cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.Name})
	}
	return nil
}

// entry is a menu entry: the label shown, the name sent.
type entry struct {
	Label string
	Name  string
}

func buildMenu(ctx context.Context, cs *mcp.ClientSession) []entry {
	var menu []entry
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		menu = append(menu, entry{Label: p.Title, Name: p.Name})
	}
	return menu
}

// RunLabel sends the chosen entry's label.
func RunLabel(ctx context.Context, cs *mcp.ClientSession, choice int) {
	menu := buildMenu(ctx, cs)
	cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: menu[choice].Label}) // want `mcp\.Prompt\.Title \(read at gosdk\.go:83\) → stored in gosdk\.entry\.Label → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at gosdk\.go:91;`
}

// RunName is RunLabel's twin: the entry's Name travels apart from its
// label.
func RunName(ctx context.Context, cs *mcp.ClientSession, choice int) {
	menu := buildMenu(ctx, cs)
	cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: menu[choice].Name})
}

// ByTitle keys the prompts by title and sends the key the user matched.
func ByTitle(ctx context.Context, cs *mcp.ClientSession, typed string) {
	byTitle := map[string]*mcp.Prompt{}
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		byTitle[p.Title] = p
	}
	for title := range byTitle {
		if strings.EqualFold(title, typed) {
			cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: title}) // want `mcp\.Prompt\.Title \(read at gosdk\.go:108\) → used as a key of a map → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at gosdk\.go:112;`
		}
	}
}

// ByTitleLookup is ByTitle's twin: the title finds the prompt, whose Name
// is sent.
func ByTitleLookup(ctx context.Context, cs *mcp.ClientSession, typed string) {
	byTitle := map[string]*mcp.Prompt{}
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		byTitle[p.Title] = p
	}
	if p, ok := byTitle[typed]; ok {
		cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.Name})
	}
}

// ByDescription sends the description, trimmed.
func ByDescription(ctx context.Context, cs *mcp.ClientSession) error {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return err
	}
	for _, p := range res.Prompts {
		name := strings.TrimSpace(p.Description)
		cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name}) // want `display string mcp\.Prompt\.Description, not its Name: mcp\.Prompt\.Description \(read at gosdk\.go:139\) → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at gosdk\.go:140;`
	}
	return nil
}

// Typed sends what the user typed.
func Typed(ctx context.Context, cs *mcp.ClientSession, in io.Reader) {
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: strings.TrimSpace(sc.Text())})
	}
}

func fetch(ctx context.Context, cs *mcp.ClientSession, name string) (*mcp.GetPromptResult, error) {
	return cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
}

// ViaHelper hands the title to a helper that sends it.
func ViaHelper(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		fetch(ctx, cs, p.Title) // want `mcp\.Prompt\.Title \(read at gosdk\.go:163\) → passed to gosdk\.fetch → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at gosdk\.go:154;`
	}
}

// ViaHelperName is ViaHelper's twin.
func ViaHelperName(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		fetch(ctx, cs, p.Name)
	}
}

// Callbacks makes one menu callback per prompt, capturing its title.
func Callbacks(ctx context.Context, cs *mcp.ClientSession) []func() {
	var cbs []func()
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		title := p.Title
		cbs = append(cbs, func() { cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: title}) }) // want `mcp\.Prompt\.Title \(read at gosdk\.go:184\) → captured by gosdk\.Callbacks\.func1 → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at gosdk\.go:185;`
	}
	return cbs
}

// CallbacksName is Callbacks' twin: the callback captures the Name and
// shows the title.
func CallbacksName(ctx context.Context, cs *mcp.ClientSession, out io.Writer) []func() {
	var cbs []func()
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		title, name := p.Title, p.Name
		cbs = append(cbs, func() {
			fmt.Fprintln(out, "running", title)
			cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
		})
	}
	return cbs
}

// opener opens a prompt by name.
type opener interface {
	open(ctx context.Context, name string)
}

type sessionOpener struct{ cs *mcp.ClientSession }

func (o sessionOpener) open(ctx context.Context, name string) {
	o.cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: name})
}

// ThroughInterface hands the title to an interface method whose
// implementation in this package sends it.
func ThroughInterface(ctx context.Context, cs *mcp.ClientSession, o opener) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		o.open(ctx, p.Title) // want `mcp\.Prompt\.Title \(read at gosdk\.go:225\) → passed to \(gosdk\.sessionOpener\)\.open → sent as the prompts/get name \(mcp\.GetPromptParams\.Name\) at gosdk\.go:215;`
	}
}

// ThroughInterfaceName is ThroughInterface's twin.
func ThroughInterfaceName(ctx context.Context, cs *mcp.ClientSession, o opener) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		o.open(ctx, p.Name)
	}
}

// Suppressed sends the title on purpose: this server's titles are its
// names, and the directive says so (no finding).
func Suppressed(ctx context.Context, cs *mcp.ClientSession) {
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return
		}
		//mcpvet:ignore promptname the server we talk to sets Title to the Name
		cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: p.Title})
	}
}
