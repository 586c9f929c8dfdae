"""SequentialCell / CellList / CellDict: indexing, slicing, append/extend/insert, len, iteration."""
from collections import OrderedDict
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

seq = nn.SequentialCell([nn.Dense(2, 3), nn.ReLU(), nn.Dense(3, 1)])
emit("len", len(seq))
emit("index", type(seq[1]).__name__)
emit("neg_index", type(seq[-1]).__name__)
emit("slice_type", type(seq[0:2]).__name__)
emit("slice_len", len(seq[0:2]))
emit("iter", [type(c).__name__ for c in seq])
emit("param_names", [p.name for p in seq.get_parameters()])
seq.append(nn.Sigmoid())
emit("append", [type(c).__name__ for c in seq])
emit_error("index_oob", lambda: seq[10])
od = nn.SequentialCell(OrderedDict([("fc", nn.Dense(2, 2)), ("act", nn.ReLU())]))
emit("od_names", [p.name for p in od.get_parameters()])
emit("od_index", type(od[1]).__name__)
emit("od_cells", [n for n, _ in od.cells_and_names()])
emit("varargs", len(nn.SequentialCell(nn.ReLU(), nn.Tanh())))
x = Tensor(np.array([[1.0, -2.0]], np.float32))
s2 = nn.SequentialCell(nn.ReLU(), nn.Tanh())
emit("call", s2(x))
s2[1] = nn.Sigmoid()
emit("setitem", [type(c).__name__ for c in s2])
del s2[0]
emit("delitem", [type(c).__name__ for c in s2])
emit_error("bad_elem", lambda: nn.SequentialCell([nn.ReLU(), 3]))
cl = nn.CellList([nn.ReLU(), nn.Tanh()])
cl.append(nn.Sigmoid())
cl.insert(0, nn.Softmax())
cl.extend([nn.GELU()])
emit("celllist", [type(c).__name__ for c in cl])
emit("celllist_len", len(cl))
emit("celllist_slice", type(cl[1:3]).__name__)
emit("celllist_neg", type(cl[-1]).__name__)
emit("celllist_names", [n for n, _ in cl.cells_and_names()])
cl2 = nn.CellList([nn.Dense(2, 2), nn.Dense(2, 2)])
emit("celllist_params", [p.name for p in cl2.get_parameters()])
emit_error("celllist_bad", lambda: nn.CellList([3]))
