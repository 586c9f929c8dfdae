"""nn.CellDict keys and cells as MindSpore 2.10 checks them (an attribute name of Cell, '.', '' are KeyErrors; None,
a non-Cell, a CellList / SequentialCell are TypeErrors), and a CellList refuses a CellDict (st container)."""
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_error

d = nn.CellDict({"relu": nn.ReLU()})


def setitem(key, cell):
    d[key] = cell
    return sorted(d.keys())


emit("ok", setitem("tanh", nn.Tanh()))
emit_error("int_key", lambda: setitem(1, nn.ReLU()))
emit_error("scope_key", lambda: setitem("_scope", nn.ReLU()))
emit_error("training_key", lambda: setitem("training", nn.ReLU()))
emit_error("dot_key", lambda: setitem("a.b", nn.ReLU()))
emit_error("empty_key", lambda: setitem("", nn.ReLU()))
emit_error("none_cell", lambda: setitem("a", None))
emit_error("int_cell", lambda: setitem("a", 1))
emit_error("celllist_cell", lambda: setitem("a", nn.CellList([nn.ReLU()])))
emit_error("seq_cell", lambda: setitem("a", nn.SequentialCell([nn.ReLU()])))
emit_error("update_nested", lambda: d.update([["c", nn.CellDict({"r": nn.ReLU()})]]))
emit("replace_existing", setitem("relu", nn.ReLU()))
emit_error("celllist_of_celldict", lambda: nn.CellList([nn.CellDict({"r": nn.ReLU()})]))
