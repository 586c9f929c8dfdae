"""Tensor.index_add's two overloads (MindSpore 2.10's docstring example uses the deprecated one):
index_add(indices, y, axis, use_lock=True, check_index_bound=True) and index_add(dim, index, source, *, alpha=1);
PyNative writes the result into the Tensor too.  PyNative only: MindSpore 2.10's graph code raises RuntimeErrors
for both ("As a deprecated Tensor method, 'index_add' should be registered in ..." and an empty one); msgraph
computes them there.  (The Cell below is kept for reference.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit_error

MODES = ("pynative",)

X = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]], np.float32)
IDX = Tensor(np.array([0, 2]), ms.int32)
Y = Tensor(np.array([[0.5, 1.0], [1.0, 1.5], [2.0, 2.5]]), ms.float32)


def call(kind, x, idx, y):
    if kind == "deprecated_axis_kw":
        return x.index_add(idx, y, axis=1)
    if kind == "deprecated_positional":
        return x.index_add(idx, y, 1)
    if kind == "deprecated_all_kw":
        return x.index_add(indices=idx, y=y, axis=1)
    if kind == "dim_positional":
        return x.index_add(1, idx, y)
    if kind == "dim_alpha":
        return x.index_add(1, idx, y, alpha=2)
    return x.index_add(dim=1, index=idx, source=y)


class Net(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind
        self.x = Parameter(Tensor(X), name="x")

    def construct(self, idx, y):
        return call(self.kind, self.x, idx, y)


def run(kind):
    if ms.get_context("mode") == ms.GRAPH_MODE:
        net = Net(kind)
        return net(IDX, Y), net.x
    x = Tensor(X)
    return call(kind, x, IDX, Y), x


for k in ("deprecated_axis_kw", "deprecated_positional", "deprecated_all_kw", "dim_positional", "dim_alpha",
          "dim_all_kw"):
    emit_error(k, run, k)
