"""nn.CellDict: keys, len, get, contains, set, pop, items, parameter names, errors."""
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_error

cd = nn.CellDict({"a": nn.ReLU(), "b": nn.Tanh()})
emit("keys", list(cd.keys()))
emit("len", len(cd))
emit("get", type(cd["b"]).__name__)
emit("in", ("a" in cd, "z" in cd))
cd["c"] = nn.Sigmoid()
emit("set", list(cd.keys()))
emit("pop", type(cd.pop("a")).__name__)
emit("after_pop", list(cd.keys()))
emit("items", [(k, type(v).__name__) for k, v in cd.items()])
emit("iter", [k for k in cd])
emit_error("missing", lambda: cd["zz"])
emit_error("bad_value", lambda: cd.__setitem__("d", 3))
d2 = nn.CellDict({"fc": nn.Dense(2, 2)})
emit("param_names", [p.name for p in d2.get_parameters()])
emit("cells_and_names", [n for n, _ in d2.cells_and_names()])
cd.clear()
emit("cleared", len(cd))
