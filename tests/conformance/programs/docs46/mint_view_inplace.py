"""An in-place op on the output of a mint view function in graph code (MindSpore 2.10 CPU, measured; the tutorial
page compile/static_graph.md's view examples).  mint.select / narrow / split / chunk / unbind / transpose / permute /
swapaxes and Tensor.select(dim, index) are MindSpore's generated view ops there (SelectExtView, NarrowView,
SplitTensorView, ChunkView, UnstackExtView, TransposeExtView, TransposeView): ``v.add_(t)`` on their output is its
RuntimeError "... is an inplace op and does not support view input".  A transpose / permute
that keeps every dim in place, TransposeView's identity permutation and a broadcast_to of the input's own shape
are the input itself: the write reaches it; mint.unsqueeze and ExpandDimsView are views the write reaches too
(Tensor.unsqueeze and ops.unsqueeze are not).  msgraph computed the views as copies in graph code: the write
silently missed the input (SILENT: the input came back unchanged), and it refused TransposeView's identity
permutation and mint.unsqueeze's write-through.  PyNative writes through every view (not recorded here: MODES)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint, Tensor
from mindspore.ops.auto_generate.gen_ops_def import expand_dims_view_op
from _conf import emit_error

MODES = ("graph",)
one = Tensor(-1, dtype=ms.float32)
X = Tensor(np.array([[0, 1], [2, 3]], np.float32))


@ms.jit
def m_select(x):
    y = ops.abs(x)
    mint.select(y, 0, 0).add_(one)
    return y


@ms.jit
def m_narrow(x):
    y = ops.abs(x)
    mint.narrow(y, 1, 0, 1).add_(one)
    return y


@ms.jit
def m_split(x):
    y = ops.abs(x)
    a, b = mint.split(y, [1, 1])
    b.add_(one)
    return y


@ms.jit
def m_chunk(x):
    y = ops.abs(x)
    mint.chunk(y, 2)[0].add_(one)
    return y


@ms.jit
def m_unbind(x):
    y = ops.abs(x)
    mint.unbind(y, 0)[0].add_(one)
    return y


@ms.jit
def m_transpose(x):
    y = ops.abs(x)
    mint.transpose(y, 0, 1).add_(one)
    return y


@ms.jit
def m_swapaxes(x):
    y = ops.abs(x)
    mint.swapaxes(y, 0, 1).add_(one)
    return y


@ms.jit
def m_permute(x):
    y = ops.abs(x)
    mint.permute(y, (1, 0)).add_(one)
    return y


@ms.jit
def t_select(x):
    y = ops.abs(x)
    y.select(0, 0).add_(one)
    return y


@ms.jit
def m_transpose_same(x):
    y = ops.abs(x)
    mint.transpose(y, 0, 0).add_(one)
    return y


@ms.jit
def m_permute_identity(x):
    y = ops.abs(x)
    mint.permute(y, (0, -1)).add_(one)
    return y


@ms.jit
def m_broadcast_same(x):
    y = ops.abs(x)
    mint.broadcast_to(y, (2, 2)).add_(one)
    return y


@ms.jit
def ops_transpose(x):
    y = ops.abs(x)
    ops.transpose(y, (1, 0)).add_(one)
    return y


@ms.jit
def m_unsqueeze(x):
    y = ops.abs(x)
    mint.unsqueeze(y, 0).add_(ROW)
    return y


@ms.jit
def expand_dims_view(x):
    y = ops.abs(x)
    expand_dims_view_op(y, 1).mul_(2)
    return y


@ms.jit
def t_unsqueeze(x):
    y = ops.abs(x)
    v = y.unsqueeze(0)
    v.add_(ROW)
    return y, v


@ms.jit
def ops_unsqueeze(x):
    y = ops.abs(x)
    ops.unsqueeze(y, 0).add_(ROW)
    return y


ROW = Tensor(np.array([[-1, -2]], np.float32))
for f in (m_unsqueeze, expand_dims_view, t_unsqueeze, ops_unsqueeze):
    emit_error(f.__name__, f, X)

for f in (m_select, m_narrow, m_split, m_chunk, m_unbind, m_transpose, m_swapaxes, m_permute, t_select,
          m_transpose_same, m_permute_identity, m_broadcast_same, ops_transpose):
    emit_error(f.__name__, f, X)


class ViewOut(nn.Cell):
    def __init__(self, perm):
        super().__init__()
        self.transpose = ops.operations.TransposeView()
        self.assign = ops.operations.Assign()
        self.perm = perm

    @ms.jit
    def construct(self, x):
        x = self.transpose(x, self.perm)
        self.assign(x, x * 2)
        return x * 3


emit_error("transpose_view_identity", ViewOut((0, 1, 2)), Tensor(np.arange(6).reshape(1, 2, 3), ms.int32))
emit_error("transpose_view_swap", ViewOut((0, 2, 1)), Tensor(np.arange(6).reshape(1, 2, 3), ms.int32))
