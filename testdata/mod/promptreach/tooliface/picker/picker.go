package picker

import (
	"net/http"

	"example.com/t/promptreach/tooliface/tool"
)

type Picker struct{ reg *tool.Registry }

func New(reg *tool.Registry) *Picker { return &Picker{reg: reg} }

func (p *Picker) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	out, _ := p.reg.ExecuteTool(r.Context(), r.URL.Query().Get("prompt"), nil)
	_, _ = w.Write([]byte(out))
}
