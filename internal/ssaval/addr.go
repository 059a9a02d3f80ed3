package ssaval

import "golang.org/x/tools/go/ssa"

// AddrBase returns the address an address of a field or element is taken
// from, through any number of field and index addresses: the struct, array
// or slice the address points into (&x.f[i].g gives &x).
func AddrBase(addr ssa.Value) ssa.Value {
	for {
		switch x := addr.(type) {
		case *ssa.FieldAddr:
			addr = x.X
		case *ssa.IndexAddr:
			addr = x.X
		default:
			return addr
		}
	}
}
