"""SequentialCell from an OrderedDict: repr, names, indexing by position, parameter names after append."""
from collections import OrderedDict
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

seq = nn.SequentialCell(OrderedDict([("conv", nn.Dense(2, 2)), ("act", nn.ReLU())]))
emit("repr", repr(seq))
emit("cells_and_names", [n for n, _ in seq.cells_and_names()])
seq.append(nn.Dense(2, 1))
emit("after_append_names", [p.name for p in seq.get_parameters()])
emit("after_append_cells", [n for n, _ in seq.cells_and_names()])
emit("len", len(seq))
plain = nn.SequentialCell([nn.Dense(2, 2), nn.Dense(2, 2)])
emit("plain_names", [p.name for p in plain.get_parameters()])
