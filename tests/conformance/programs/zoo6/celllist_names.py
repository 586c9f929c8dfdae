"""Adapted from the model zoo's Swin Transformer (official/cv/SwinTransformer src/models/swintransformer:
``self.layers = nn.CellList(); self.layers.append(BasicLayer(...))``) and MindSpore's container tests
(tests/ut/python/nn/test_container.py, test_cell_list.py): the names MindSpore 2.10 gives the Parameters of cells
added to a CellList / SequentialCell / CellDict (append, extend, +=, insert, __setitem__, __delitem__, a list
that is an attribute before or after it is filled, nested lists, auto_prefix=False, insert_child_to_cell).
msgraph named them by their key path (``1.blocks.0.weight`` where MindSpore has ``0.blocks.1.blocks.0.weight``,
``1.weight`` where it has ``layers.1.weight``), renamed children in insert_child_to_cell, and moved a replaced
SequentialCell member to the end of the children: checkpoints of such networks did not load across."""
from collections import OrderedDict

import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_error


def names(label, net):
    emit(label + " names", [p.name for p in net.trainable_params()])
    emit(label + " keys", [k for k, _ in net.parameters_and_names()])


class Block(nn.Cell):
    def __init__(self, n):
        super().__init__()
        self.blocks = nn.CellList([nn.Dense(2, 2) for _ in range(n)])
        self.norm = nn.LayerNorm((2,))

    def construct(self, x):
        for b in self.blocks:
            x = b(x)
        return self.norm(x)


class SwinLike(nn.Cell):
    def __init__(self, k=3, n=2):
        super().__init__()
        self.layers = nn.CellList()
        for _ in range(k):
            self.layers.append(Block(n))
        self.head = nn.Dense(2, 1)

    def construct(self, x):
        for layer in self.layers:
            x = layer(x)
        return self.head(x)


names("swin 3x2", SwinLike())
names("swin 2x1", SwinLike(2, 1))
names("swin 4x1", SwinLike(4, 1))
names("swin in WithLossCell", nn.WithLossCell(SwinLike(), nn.MSELoss()))


class Before(nn.Cell):
    def __init__(self):
        super().__init__()
        cells = nn.CellList()
        for _ in range(3):
            cells.append(Block(2))
        self.layers = cells


names("filled before attribute", Before())


class DenseList(nn.Cell):
    def __init__(self, how):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(2, 2)])
        if how == "extend":
            self.layers.extend([nn.Dense(2, 2), nn.Dense(2, 3)])
        elif how == "iadd":
            self.layers += [nn.Dense(2, 2), nn.Dense(2, 3)]
        elif how == "insert":
            self.layers.append(nn.Dense(2, 2))
            self.layers.insert(1, nn.Dense(2, 3))
        elif how == "insert0":
            self.layers.append(nn.Dense(2, 2))
            self.layers.insert(0, nn.Dense(2, 3))
        elif how == "setitem":
            self.layers.append(nn.Dense(2, 2))
            self.layers[1] = nn.Dense(2, 3)
        elif how == "delitem":
            self.layers.append(nn.Dense(2, 2))
            self.layers.append(nn.Dense(2, 3))
            del self.layers[0]
        elif how == "append block":
            self.layers.append(Block(2))
            self.layers.append(Block(1))


for how in ["extend", "iadd", "insert", "insert0", "setitem", "delitem", "append block"]:
    names("dense list " + how, DenseList(how))


class EmptyList(nn.Cell):
    def __init__(self, how):
        super().__init__()
        self.layers = nn.CellList()
        if how == "extend":
            self.layers.extend([Block(2), Block(2), Block(1)])
        elif how == "relu first":
            self.layers.append(nn.ReLU())
            self.layers.append(Block(2))
            self.layers.append(Block(2))
        elif how == "sequential cells":
            self.layers.append(nn.SequentialCell([nn.Dense(2, 2), nn.ReLU(), nn.Dense(2, 2)]))
            self.layers.append(nn.SequentialCell([nn.Dense(2, 2), nn.Dense(2, 2)]))
            self.layers.append(nn.SequentialCell([nn.Dense(2, 2)]))
        elif how == "nested lists":
            self.layers.append(nn.CellList([nn.CellList([nn.Dense(2, 2)]), nn.Dense(2, 2)]))
            self.layers.append(nn.CellList([nn.CellList([nn.Dense(2, 2)]), nn.Dense(2, 2)]))
            self.layers.append(nn.CellList([nn.Dense(2, 2)]))
        elif how == "insert":
            self.layers.append(Block(1))
            self.layers.append(Block(1))
            self.layers.insert(1, Block(2))
        elif how == "del slice insert":
            self.layers.extend([nn.Dense(2, 2), nn.Dense(2, 2), nn.Dense(2, 2), nn.Dense(2, 2)])
            del self.layers[1:3]
            self.layers.insert(-1, nn.Dense(2, 5))


for how in ["extend", "relu first", "sequential cells", "nested lists", "insert", "del slice insert"]:
    names("empty list " + how, EmptyList(how))


class Seq(nn.Cell):
    def __init__(self, how):
        super().__init__()
        self.seq = nn.SequentialCell()
        if how == "append":
            self.seq.append(Block(2))
            self.seq.append(Block(1))
            self.seq.append(nn.Dense(2, 2))
        elif how == "dense append":
            for _ in range(3):
                self.seq.append(nn.Dense(2, 2))
        elif how == "setitem":
            self.seq.append(nn.Dense(2, 2))
            self.seq.append(nn.Dense(2, 2))
            self.seq[0] = nn.Dense(2, 3)
        elif how == "ordered dict del":
            self.seq = nn.SequentialCell(OrderedDict([("x", nn.Dense(2, 2)), ("y", nn.Dense(2, 2))]))
            self.seq.append(nn.Dense(2, 2))
            del self.seq[0]
        elif how == "del setitem":
            self.seq = nn.SequentialCell([nn.Dense(2, 2), nn.ReLU(), nn.Dense(2, 2)])
            self.seq.append(nn.Dense(2, 2))
            del self.seq[1]
            self.seq[0] = nn.Dense(2, 2)


for how in ["append", "dense append", "setitem", "ordered dict del", "del setitem"]:
    names("sequential " + how, Seq(how))


class Dict(nn.Cell):
    def __init__(self, how):
        super().__init__()
        if how == "ctor":
            self.d = nn.CellDict({"a": nn.Dense(2, 2), "b": nn.Dense(2, 3)})
            self.d["c"] = nn.Dense(2, 1)
        else:
            self.d = nn.CellDict()
            self.d["a"] = nn.Dense(2, 2)
            self.d["b"] = nn.Dense(2, 3)
            self.d.update({"c": nn.Dense(2, 1)})
            self.d["a"] = nn.Dense(2, 4)


names("celldict ctor", Dict("ctor"))
names("celldict empty", Dict("empty"))

bare = nn.CellList()
bare.append(Block(2))
bare.append(Block(1))
names("bare list", bare)
plain = nn.CellList(auto_prefix=False)
plain.append(Block(2))
plain.append(Block(1))
names("auto_prefix=False", plain)
host = nn.Dense(2, 2)
host.insert_child_to_cell("child", nn.Dense(2, 3))
names("insert_child_to_cell", host)

one = nn.CellList([nn.Dense(2, 2)])
emit_error("insert str index", one.insert, "x", nn.Dense(2, 2))
emit_error("insert index too big", one.insert, 5, nn.Dense(2, 2))
emit_error("insert index too small", one.insert, -3, nn.Dense(2, 2))

# the names are what a checkpoint holds: a SwinLike saved and loaded into a fresh one (both with MindSpore's names)
net = SwinLike(2, 1)
for k, p in enumerate(net.trainable_params()):
    p.set_data(ms.Tensor(np.full(p.shape, 0.1 * (k + 1), np.float32)))
ckpt = {p.name: ms.Parameter(p.data.copy(), name=p.name) for p in net.trainable_params()}
fresh = SwinLike(2, 1)
emit("checkpoint not loaded", ms.load_param_into_net(fresh, ckpt))
emit("loaded forward", fresh(ms.Tensor(np.array([[0.5, -1.0]], np.float32))), rtol=1e-5)
