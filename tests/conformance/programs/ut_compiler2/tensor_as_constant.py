"""Brief of h-comp12 (session 18), after tests/ut/python/ops/test_ops.py's Tensor axes/shapes: a Tensor given where a
primitive takes a constant (an axis, a shape, multiples, a permutation), in both modes.  MindSpore 2.10 reads an
integer Tensor's value there, but refuses Transpose's permutation and a float shape (TypeError, msgraph: computed /
ValueError) and, in graph code, a Tensor axis of ops.squeeze (TypeError, msgraph: computed)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error

GRAPH = ms.get_context("mode") == ms.GRAPH_MODE
FOLLOW_PYNATIVE = {
    "reduce_sum_axis_made_in_graph": "MindSpore 2.10's graph mode fails on a 0-d Tensor axis made in the graph "
                                     "(TypeError: 'int' object is not iterable); PyNative and a Tensor argument work",
}


def run(fn):
    return jit(fn) if GRAPH else fn


def reduce_sum(x, a):
    return P.ReduceSum()(x, a)


def reduce_sum_keep(x, a):
    return P.ReduceSum(keep_dims=True)(x, a)


def reduce_mean(x, a):
    return P.ReduceMean()(x, a)


def reduce_max(x, a):
    return P.ReduceMax()(x, a)


def reduce_sum_made(x):
    return P.ReduceSum()(x, Tensor(1))


def reduce_sum_made_1d(x):
    return P.ReduceSum()(x, Tensor([1]))


def reshape_fn(x, s):
    return ops.reshape(x, s)


def reshape_prim(x, s):
    return P.Reshape()(x, s)


def reshape_made(x):
    return ops.reshape(x, Tensor([3, 2]))


def tile(x, s):
    return P.Tile()(x, s)


def transpose(x, s):
    return P.Transpose()(x, s)


def broadcast_to(x, s):
    return ops.broadcast_to(x, s)


def expand_dims(x, a):
    return P.ExpandDims()(x, a)


def argmax(x, a):
    return ops.argmax(x, a)


def squeeze(x, a):
    return ops.squeeze(x, a)


def cumsum(x, a):
    return P.CumSum()(x, a)


def gather(x, a):
    return P.Gather()(x, Tensor([0]), a)


def zeros(s):
    return ops.zeros(s, ms.float32)


def fill(s):
    return ops.fill(ms.float32, s, 1.0)


def one_hot(i, d):
    return P.OneHot()(i, d, Tensor(1.0), Tensor(0.0))


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
emit("reduce_sum_axis", run(reduce_sum)(x, Tensor(1)))
emit("reduce_sum_axes", run(reduce_sum)(x, Tensor([0, 1])))
emit("reduce_sum_keep", run(reduce_sum_keep)(x, Tensor(1)))
emit("reduce_mean_axis", run(reduce_mean)(x, Tensor(0)))
emit("reduce_max_axis", run(reduce_max)(x, Tensor(0)))
try:
    made = run(reduce_sum_made)(x)
except TypeError:   # MindSpore 2.10's graph mode (FOLLOW_PYNATIVE)
    made = None
emit("reduce_sum_axis_made_in_graph", made)
emit("reduce_sum_axes_made_in_graph", run(reduce_sum_made_1d)(x))
emit("reshape", run(reshape_fn)(x, Tensor([3, 2])))
emit("reshape_prim", run(reshape_prim)(x, Tensor([-1, 2])))
emit("reshape_made_in_graph", run(reshape_made)(x))
emit_error("reshape_bad_size", run(reshape_prim), x, Tensor([4, 2]))
emit_error("reshape_float_shape", run(reshape_prim), x, Tensor([3.0, 2.0]))
emit("tile", run(tile)(x, Tensor([2, 1])))
emit_error("transpose_tensor_perm", run(transpose), x, Tensor([1, 0]))
emit("broadcast_to", run(broadcast_to)(Tensor([1.0, 2.0, 3.0]), Tensor([2, 3])))
emit("expand_dims", run(expand_dims)(x, Tensor(0)))
emit("argmax", run(argmax)(x, Tensor(1)))
emit("cumsum", run(cumsum)(x, Tensor(1)))
emit("gather_axis", run(gather)(x, Tensor(1)))
emit("zeros", run(zeros)(Tensor([2, 2])))
emit("fill", run(fill)(Tensor([2, 2])))
emit("one_hot_depth", run(one_hot)(Tensor([0, 2]), Tensor(3)))
if GRAPH:
    emit_error("squeeze_tensor_axis", run(squeeze), Tensor(np.ones((1, 3), np.float32)), Tensor(0))
else:
    emit("squeeze_tensor_axis", squeeze(Tensor(np.ones((1, 3), np.float32)), Tensor(0)))
