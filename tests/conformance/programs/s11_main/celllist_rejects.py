"""nn.CellList takes a list of Cells: a tuple, or a CellDict among the cells, is a TypeError (MindSpore 2.10)."""
import mindspore.nn as nn
from _conf import emit, emit_error

emit_error("celldict_inside", lambda: nn.CellList([nn.CellDict({"relu": nn.ReLU()})]))
emit_error("tuple_of_cells", lambda: nn.CellList((nn.ReLU(),)))
emit_error("extend_tuple", lambda: nn.CellList([nn.ReLU()]).extend((nn.ReLU(),)))
emit("list_ok", len(nn.CellList([nn.ReLU(), nn.Tanh()])))
