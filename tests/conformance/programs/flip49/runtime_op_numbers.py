"""Op functions given numbers known only when the graph runs, in a Graph-mode Cell: ``int(t)`` / ``float(t)`` of a
Tensor argument (MindSpore's st TEST_OP passes an op's numbers so for its resize check) or ``ms.mutable(n)`` inputs.

MindSpore 2.10 computes each of these (flip49's sweep, tests/conformance/tools/flip49_sweep); msgraph raised a
TypeError from the op's Python type check of the number ("got 'Sym'"): ops.narrow (start, length), ops / mint
pixel_shuffle (upscale_factor), ops.rot90 (k), ops.margin_ranking_loss (margin), mint.nn.functional.group_norm
(num_groups), ops.index_fill / Tensor.index_fill (a float value: "the type of input argument[value] must be Tensor").
SILENT: ops.linspace with ``ms.mutable`` float bounds was Float64 (MindSpore: Float32, as with constants)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit

MODES = ("graph",)


def narrow(t, s, n):
    return ops.narrow(t, 1, int(s), int(n))


def pixel_shuffle(t, r):
    return ops.pixel_shuffle(t, int(r))


def mint_pixel_shuffle(t, r):
    return mint.nn.functional.pixel_shuffle(t, int(r))


def rot90(t, k):
    return ops.rot90(t, int(k), (0, 1))


def margin_ranking_loss(t, s, m):
    return ops.margin_ranking_loss(t, s, ops.sign(t), float(m))


def group_norm(t, g):
    return mint.nn.functional.group_norm(t, int(g))


def index_fill(t, i, v):
    return ops.index_fill(t, 1, i, float(v))


def tensor_index_fill(t, i, v):
    return t.index_fill(1, i, float(v))


def linspace_mutable(a, b):
    return ops.linspace(a, b, 5)


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


x = Tensor(np.array([[-1.5, 0.5, 2.0, 0.0], [3.0, -0.25, -4.0, 1.25], [0.75, 6.0, -2.5, 0.125]], np.float32))
y = Tensor(np.array([[0.5, -1.0, 1.5, 2.0], [1.0, 2.0, -0.5, 0.25], [-1.25, 0.5, 3.0, -2.0]], np.float32))
x4 = Tensor(np.arange(32, dtype=np.float32).reshape(1, 8, 2, 2) / 9 - 1.5)
idx = Tensor(np.array([2, 0], np.int32))
emit("narrow_1_2", Net(narrow)(x, Tensor(1), Tensor(2)))
emit("narrow_0_3", Net(narrow)(x, Tensor(0), Tensor(3)))
emit("pixel_shuffle", Net(pixel_shuffle)(x4, Tensor(2)))
emit("mint_pixel_shuffle", Net(mint_pixel_shuffle)(x4, Tensor(2)))
emit("rot90_1", Net(rot90)(x, Tensor(1)))
emit("rot90_3", Net(rot90)(x, Tensor(3)))
emit("margin_ranking_loss", Net(margin_ranking_loss)(x, y, Tensor(0.5)))
emit("group_norm_2", Net(group_norm)(x4, Tensor(2)))
emit("group_norm_4", Net(group_norm)(x4, Tensor(4)))
emit("index_fill", Net(index_fill)(x, idx, Tensor(7.5)))
emit("tensor_index_fill", Net(tensor_index_fill)(x, idx, Tensor(-2.25)))
emit("linspace_mutable", Net(linspace_mutable)(ms.mutable(0.5), ms.mutable(2.5)))
emit("linspace_mutable_int", Net(linspace_mutable)(ms.mutable(1), ms.mutable(3)))
