"""st/ops shape / indexing functional APIs (test_func_cat / chunk / squeeze / swapaxes / swapdims / moveaxis /
movedim / flip / fliplr / flipud / ravel / t / column_stack / row_stack / diagonal / diagflat / tril / triu / pad /
one_hot / gather / index_select / scatter / select_scatter / slice_scatter / repeat_elements / full_like / arange /
vander / channelshuffle): dtypes, negative dims, 0-d / empty, keywords, gradients, errors, in a Cell (Graph mode
under MODE=graph)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *extra, **kw):
        super().__init__()
        self.fn = fn
        self.extra = extra
        self.kw = kw

    def construct(self, *a):
        return self.fn(*(a + self.extra), **self.kw)


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


DTS = ["float16", "float32", "float64", "int8", "int32", "int64", "uint8", "bool", "complex64"]
X = np.arange(24).reshape(2, 3, 4) - 5
M = np.arange(12).reshape(3, 4) - 3


def xv(dt, a=X):
    if dt == "bool":
        return a % 3 == 0
    if dt == "uint8":
        return np.abs(a)
    return a


for dt in DTS:
    case(f"cat.{dt}", lambda: Fn(ops.cat, -1)((T(xv(dt), dt), T(xv(dt), dt))))
    case(f"cat.mixed.{dt}", lambda: Fn(ops.cat)((T(xv(dt), dt), T(X, "float32"))))
    case(f"chunk.{dt}", lambda: Fn(ops.chunk, 2, -1)(T(xv(dt), dt)))
    case(f"chunk3.{dt}", lambda: Fn(ops.chunk, 3, 2)(T(xv(dt), dt)))
    case(f"squeeze.{dt}", lambda: Fn(ops.squeeze)(T(xv(dt)[:1, :, :1], dt)))
    case(f"squeeze.ax.{dt}", lambda: Fn(ops.squeeze, (0, 2))(T(xv(dt)[:1, :, :1], dt)))
    case(f"swapaxes.{dt}", lambda: Fn(ops.swapaxes, 0, -1)(T(xv(dt), dt)))
    case(f"swapdims.{dt}", lambda: Fn(ops.swapdims, -2, 0)(T(xv(dt), dt)))
    case(f"moveaxis.{dt}", lambda: Fn(ops.moveaxis, (0, 1), (2, 0))(T(xv(dt), dt)))
    case(f"movedim.{dt}", lambda: Fn(ops.movedim, -1, 0)(T(xv(dt), dt)))
    case(f"flip.{dt}", lambda: Fn(ops.flip, (0, -1))(T(xv(dt), dt)))
    case(f"fliplr.{dt}", lambda: Fn(ops.fliplr)(T(xv(dt), dt)))
    case(f"flipud.{dt}", lambda: Fn(ops.flipud)(T(xv(dt), dt)))
    case(f"ravel.{dt}", lambda: Fn(ops.ravel)(T(xv(dt), dt)))
    case(f"t.{dt}", lambda: Fn(ops.t)(T(xv(dt, M), dt)))
    case(f"column_stack.{dt}", lambda: Fn(ops.column_stack)([T(xv(dt, M)[0], dt), T(xv(dt, M), dt).T]))
    case(f"row_stack.{dt}", lambda: Fn(ops.row_stack)([T(xv(dt, M)[0], dt), T(xv(dt, M), dt)]))
    case(f"diagonal.{dt}", lambda: Fn(ops.diagonal, 1, -1, 0)(T(xv(dt), dt)))
    case(f"diagflat.{dt}", lambda: Fn(ops.diagflat, -1)(T(xv(dt, M)[0], dt)))
    case(f"tril.{dt}", lambda: Fn(ops.tril, 1)(T(xv(dt), dt)))
    case(f"triu.{dt}", lambda: Fn(ops.triu, -1)(T(xv(dt), dt)))
    case(f"pad.{dt}", lambda: Fn(ops.pad, (1, 2, 0, 1))(T(xv(dt), dt)))
    case(f"pad.value.{dt}", lambda: Fn(ops.pad, (1, 1), "constant", 3)(T(xv(dt), dt)))
    case(f"pad.reflect.{dt}", lambda: Fn(ops.pad, (1, 2), "reflect")(T(xv(dt), dt)))
    case(f"pad.replicate.{dt}", lambda: Fn(ops.pad, (1, 2, 1, 0), "replicate")(T(xv(dt), dt)))
    case(f"pad.circular.{dt}", lambda: Fn(ops.pad, (1, 2), "circular")(T(xv(dt), dt)))
    case(f"pad.neg.{dt}", lambda: Fn(ops.pad, (-1, 1, 0, -1))(T(xv(dt), dt)))
    case(f"gather.{dt}", lambda: Fn(ops.gather)(T(xv(dt), dt), T([2, 0, 2], "int32"), 1))
    case(f"gather.bd.{dt}", lambda: Fn(ops.gather, batch_dims=1)(T(xv(dt, M), dt), T([[1, 0], [3, 3], [0, 0]], "int32"), 1))
    case(f"index_select.{dt}", lambda: Fn(ops.index_select)(T(xv(dt), dt), -1, T([3, 0], "int32")))
    case(f"scatter.{dt}", lambda: Fn(ops.scatter)(T(xv(dt, M), dt), 1, T([[0, 1], [2, 3], [1, 1]], "int64"), T(np.ones((3, 2)), dt)))
    case(f"select_scatter.{dt}", lambda: Fn(ops.select_scatter)(T(xv(dt), dt), T(np.ones((2, 4)), dt), 1, -1))
    case(f"slice_scatter.{dt}", lambda: Fn(ops.slice_scatter)(T(xv(dt), dt), T(np.ones((2, 3, 2)), dt), 2, 0, 4, 2))
    case(f"repeat_elements.{dt}", lambda: Fn(ops.repeat_elements)(T(xv(dt, M), dt), 2, -1))
    case(f"full_like.{dt}", lambda: Fn(ops.full_like, 2)(T(xv(dt, M), dt)))
    case(f"full_like.f.{dt}", lambda: Fn(ops.full_like, 2.7)(T(xv(dt, M), dt)))
    case(f"full_like.dtype.{dt}", lambda: Fn(ops.full_like, 1, dtype=ms.float16)(T(xv(dt, M), dt)))
    case(f"one_hot.{dt}", lambda: Fn(ops.one_hot)(T([0, 2, 1], "int32"), 3, T(1, dt), T(0, dt)))
    case(f"vander.{dt}", lambda: Fn(ops.vander)(T(xv(dt, M)[0], dt)))
    case(f"vander.N.{dt}", lambda: Fn(ops.vander, 2)(T(xv(dt, M)[0], dt)))
    case(f"channel_shuffle.{dt}", lambda: Fn(ops.channel_shuffle, 2)(T(np.arange(16).reshape(1, 4, 2, 2), dt)))
    case(f"arange.{dt}", lambda: ops.arange(0, 5, 2, dtype=getattr(ms, dt)))
for nm, fn in [("cat", lambda x: ops.cat((x, x * 2), 1)), ("chunk0", lambda x: ops.chunk(x, 2, 1)[0]),
               ("squeeze", lambda x: ops.squeeze(x[:1])), ("swapaxes", lambda x: ops.swapaxes(x, 0, 2)),
               ("moveaxis", lambda x: ops.moveaxis(x, 0, -1)), ("flip", lambda x: ops.flip(x, (1,))),
               ("fliplr", ops.fliplr), ("ravel", ops.ravel), ("diagonal", lambda x: ops.diagonal(x, 0, 1, 2)),
               ("tril", ops.tril), ("triu", lambda x: ops.triu(x, 1)), ("pad", lambda x: ops.pad(x, (1, 1))),
               ("pad_reflect", lambda x: ops.pad(x, (1, 2), "reflect")),
               ("pad_replicate", lambda x: ops.pad(x, (2, 1), "replicate")),
               ("pad_circular", lambda x: ops.pad(x, (1, 1), "circular")),
               ("gather", lambda x: ops.gather(x, Tensor(np.array([2, 0, 2], np.int32)), 1)),
               ("index_select", lambda x: ops.index_select(x, 2, Tensor(np.array([3, 3, 0], np.int32)))),
               ("select_scatter", lambda x: ops.select_scatter(x, ops.ones((2, 4), x.dtype) * 3, 1, 0)),
               ("slice_scatter", lambda x: ops.slice_scatter(x, ops.ones((2, 3, 2), x.dtype), 2, 1, 3)),
               ("repeat_elements", lambda x: ops.repeat_elements(x, 3, 1)),
               ("scatter", lambda x: ops.scatter(x, 2, Tensor(np.zeros((2, 3, 1), np.int64)), ops.ones((2, 3, 1), x.dtype))),
               ("channel_shuffle", lambda x: ops.channel_shuffle(x.reshape(1, 6, 2, 2), 3)),
               ("movedim", lambda x: ops.movedim(x, (0, 1), (1, 2))), ("vander", lambda x: ops.vander(x[0, 0]))]:
    for dt in ["float32", "float64", "float16"]:
        case(f"{nm}.grad.{dt}", lambda: ms.grad(Fn(fn))(T(X * 0.5, dt)))
# 0-d / empty / errors
case("cat.empty", lambda: Fn(ops.cat)((T(np.zeros((0, 3)), "float32"), T(np.ones((2, 3)), "float32"))))
case("cat.empty1d", lambda: Fn(ops.cat)((T(np.zeros((0,)), "float32"), T(np.ones((2, 3)), "float32"))))
case("cat.0d", lambda: Fn(ops.cat)((T(1.0, "float32"), T(2.0, "float32"))))
case("cat.rank_err", lambda: Fn(ops.cat)((T(np.ones((2, 2)), "float32"), T(np.ones(2), "float32"))))
case("cat.shape_err", lambda: Fn(ops.cat)((T(np.ones((2, 2)), "float32"), T(np.ones((2, 3)), "float32"))))
case("cat.ax_err", lambda: Fn(ops.cat, 2)((T(np.ones((2, 2)), "float32"),)))
case("cat.list", lambda: Fn(ops.cat)([T(np.ones((1, 2)), "float32"), T(np.ones((1, 2)), "int32")]))
case("chunk.more", lambda: Fn(ops.chunk, 5)(T(np.arange(3), "float32")))
case("chunk.uneven", lambda: Fn(ops.chunk, 4)(T(np.arange(10), "float32")))
case("chunk.empty", lambda: Fn(ops.chunk, 2)(T(np.zeros((0, 2)), "float32")))
case("chunk.zero", lambda: Fn(ops.chunk, 0)(T(np.arange(3), "float32")))
case("chunk.0d", lambda: Fn(ops.chunk, 1)(T(1.0, "float32")))
case("chunk.ax_err", lambda: Fn(ops.chunk, 2, 3)(T(np.arange(3), "float32")))
case("squeeze.not1", lambda: Fn(ops.squeeze, 1)(T(np.ones((1, 2)), "float32")))
case("squeeze.0d", lambda: Fn(ops.squeeze)(T(1.0, "float32")))
case("squeeze.0d_ax", lambda: Fn(ops.squeeze, 0)(T(1.0, "float32")))
case("squeeze.list", lambda: Fn(ops.squeeze, [0])(T(np.ones((1, 2)), "float32")))
case("squeeze.empty", lambda: Fn(ops.squeeze)(T(np.ones((0, 1)), "float32")))
case("swapaxes.0d", lambda: Fn(ops.swapaxes, 0, 0)(T(1.0, "float32")))
case("swapaxes.err", lambda: Fn(ops.swapaxes, 0, 3)(T(np.ones((1, 2)), "float32")))
case("swapaxes.float", lambda: Fn(ops.swapaxes, 0, 1.0)(T(np.ones((1, 2)), "float32")))
case("moveaxis.dup", lambda: Fn(ops.moveaxis, (0, 0), (1, 2))(T(X, "float32")))
case("moveaxis.len", lambda: Fn(ops.moveaxis, (0, 1), (1,))(T(X, "float32")))
case("movedim.0d", lambda: Fn(ops.movedim, 0, 0)(T(1.0, "float32")))
case("flip.0d", lambda: Fn(ops.flip, (0,))(T(1.0, "float32")))
case("flip.dup", lambda: Fn(ops.flip, (0, 0))(T(X, "float32")))
case("flip.int", lambda: Fn(ops.flip, 1)(T(X, "float32")))
case("flip.empty_dims", lambda: Fn(ops.flip, ())(T(X, "float32")))
case("fliplr.1d", lambda: Fn(ops.fliplr)(T([1.0, 2.0], "float32")))
case("flipud.0d", lambda: Fn(ops.flipud)(T(1.0, "float32")))
case("ravel.0d", lambda: Fn(ops.ravel)(T(1.0, "float32")))
case("t.1d", lambda: Fn(ops.t)(T([1.0, 2.0], "float32")))
case("t.3d", lambda: Fn(ops.t)(T(X, "float32")))
case("t.0d", lambda: Fn(ops.t)(T(1.0, "float32")))
case("column_stack.0d", lambda: Fn(ops.column_stack)([T(1.0, "float32"), T(2.0, "float32")]))
case("column_stack.mixed", lambda: Fn(ops.column_stack)([T([1, 2], "int32"), T([1.5, 2.5], "float32")]))
case("column_stack.empty", lambda: Fn(ops.column_stack)([]))
case("row_stack.0d", lambda: Fn(ops.row_stack)([T(1.0, "float32"), T(2.0, "float32")]))
case("row_stack.mixed", lambda: Fn(ops.row_stack)([T([1, 2], "int8"), T([1, 2], "uint8")]))
case("diagonal.offset_big", lambda: Fn(ops.diagonal, 5)(T(M, "float32")))
case("diagonal.same_dims", lambda: Fn(ops.diagonal, 0, 1, 1)(T(M, "float32")))
case("diagonal.1d", lambda: Fn(ops.diagonal)(T([1.0], "float32")))
case("diagflat.2d", lambda: Fn(ops.diagflat)(T(M[:2, :2], "float32")))
case("diagflat.0d", lambda: Fn(ops.diagflat, 1)(T(3.0, "float32")))
case("diagflat.offset_float", lambda: Fn(ops.diagflat, 1.0)(T([1.0, 2.0], "float32")))
case("tril.1d", lambda: Fn(ops.tril)(T([1.0, 2.0], "float32")))
case("triu.big", lambda: Fn(ops.triu, 10)(T(M, "float32")))
case("tril.neg_big", lambda: Fn(ops.tril, -10)(T(M, "float32")))
case("tril.diag_float", lambda: Fn(ops.tril, 1.0)(T(M, "float32")))
case("pad.odd", lambda: Fn(ops.pad, (1, 1, 1))(T(M, "float32")))
case("pad.too_long", lambda: Fn(ops.pad, (1, 1, 1, 1, 1, 1))(T(M, "float32")))
case("pad.reflect_big", lambda: Fn(ops.pad, (4, 4), "reflect")(T(M, "float32")))
case("pad.bad_mode", lambda: Fn(ops.pad, (1, 1), "wrap")(T(M, "float32")))
case("pad.value_float_int", lambda: Fn(ops.pad, (1, 1), "constant", 2.7)(T(M, "int32")))
case("pad.value_none", lambda: Fn(ops.pad, (1, 1), "constant", None)(T(M, "float32")))
case("pad.list", lambda: Fn(ops.pad, [1, 0])(T(M, "float32")))
case("pad.reflect_1d", lambda: Fn(ops.pad, (1, 1), "reflect")(T([1.0, 2.0, 3.0], "float32")))
case("pad.neg_all", lambda: Fn(ops.pad, (-2, -2))(T(M, "float32")))
case("one_hot.neg", lambda: Fn(ops.one_hot)(T([0, -1, 5], "int32"), 3, T(1.0, "float32"), T(0.0, "float32")))
case("one_hot.axis0", lambda: Fn(ops.one_hot, axis=0)(T([0, 2], "int64"), 3, T(5.0, "float32"), T(-1.0, "float32")))
case("one_hot.float_idx", lambda: Fn(ops.one_hot)(T([0, 2], "float32"), 3, T(1.0, "float32"), T(0.0, "float32")))
case("one_hot.uint8_idx", lambda: Fn(ops.one_hot)(T([0, 2], "uint8"), 3, T(1.0, "float32"), T(0.0, "float32")))
case("one_hot.py_on", lambda: Fn(ops.one_hot)(T([0, 2], "int32"), 3, 1.0, 0.0))
case("one_hot.0d", lambda: Fn(ops.one_hot)(T(1, "int32"), 3, T(1.0, "float32"), T(0.0, "float32")))
case("one_hot.depth0", lambda: Fn(ops.one_hot)(T([0, 1], "int32"), 0, T(1.0, "float32"), T(0.0, "float32")))
case("one_hot.mixed_onoff", lambda: Fn(ops.one_hot)(T([0, 1], "int32"), 2, T(1.0, "float32"), T(0.0, "float16")))
case("gather.neg_axis", lambda: Fn(ops.gather)(T(M, "float32"), T([[0, 2]], "int32"), -1))
case("gather.neg_idx", lambda: Fn(ops.gather)(T(M, "float32"), T([-1, 1], "int32"), 0))
case("gather.oob", lambda: Fn(ops.gather)(T(M, "float32"), T([5, 1], "int32"), 0))
case("gather.0d_idx", lambda: Fn(ops.gather)(T(M, "float32"), T(2, "int32"), 1))
case("gather.float_idx", lambda: Fn(ops.gather)(T(M, "float32"), T([0.0], "float32"), 1))
case("gather.int8_idx", lambda: Fn(ops.gather)(T(M, "float32"), T([0], "int8"), 1))
case("gather.empty_idx", lambda: Fn(ops.gather)(T(M, "float32"), T(np.zeros(0), "int32"), 1))
case("index_select.2d_idx", lambda: Fn(ops.index_select)(T(M, "float32"), 0, T([[0]], "int32")))
case("index_select.0d_idx", lambda: Fn(ops.index_select)(T(M, "float32"), 0, T(1, "int32")))
case("index_select.neg", lambda: Fn(ops.index_select)(T(M, "float32"), 0, T([-1], "int32")))
case("index_select.oob", lambda: Fn(ops.index_select)(T(M, "float32"), 0, T([3], "int32")))
case("index_select.float_idx", lambda: Fn(ops.index_select)(T(M, "float32"), 0, T([0.0], "float32")))
case("index_select.0d_x", lambda: Fn(ops.index_select)(T(1.0, "float32"), 0, T([0], "int32")))
case("scatter.oob", lambda: Fn(ops.scatter)(T(M, "float32"), 1, T([[5]], "int32"), T([[1.0]], "float32")))
case("scatter.neg_axis", lambda: Fn(ops.scatter)(T(M, "float32"), -2, T([[2, 0]], "int32"), T([[7.0, 8.0]], "float32")))
case("scatter.dtype_mix", lambda: Fn(ops.scatter)(T(M, "float32"), 1, T([[0]], "int32"), T([[1.0]], "float16")))
case("scatter.dup", lambda: Fn(ops.scatter)(T(M, "float32"), 1, T([[0, 0]], "int32"), T([[1.0, 2.0]], "float32")))
case("select_scatter.oob", lambda: Fn(ops.select_scatter)(T(M, "float32"), T(np.ones(4), "float32"), 0, 3))
case("select_scatter.neg", lambda: Fn(ops.select_scatter)(T(M, "float32"), T(np.ones(4), "float32"), 0, -3))
case("select_scatter.bad_src", lambda: Fn(ops.select_scatter)(T(M, "float32"), T(np.ones(3), "float32"), 0, 0))
case("select_scatter.dtype", lambda: Fn(ops.select_scatter)(T(M, "float32"), T(np.ones(4), "int32"), 0, 0))
case("slice_scatter.defaults", lambda: Fn(ops.slice_scatter)(T(M, "float32"), T(np.ones((3, 4)), "float32")))
case("slice_scatter.neg", lambda: Fn(ops.slice_scatter)(T(M, "float32"), T(np.ones((3, 2)), "float32"), 1, -2))
case("slice_scatter.end_big", lambda: Fn(ops.slice_scatter)(T(M, "float32"), T(np.ones((3, 2)), "float32"), 1, 2, 10))
case("slice_scatter.bad_src", lambda: Fn(ops.slice_scatter)(T(M, "float32"), T(np.ones((3, 3)), "float32"), 1, 2))
case("repeat_elements.0", lambda: Fn(ops.repeat_elements)(T(M, "float32"), 0, 0))
case("repeat_elements.ax_err", lambda: Fn(ops.repeat_elements)(T(M, "float32"), 2, 2))
case("repeat_elements.neg_rep", lambda: Fn(ops.repeat_elements)(T(M, "float32"), -1, 0))
case("repeat_elements.0d", lambda: Fn(ops.repeat_elements)(T(1.0, "float32"), 2, 0))
case("full_like.bool", lambda: Fn(ops.full_like, True)(T(M, "float32")))
case("full_like.0d", lambda: Fn(ops.full_like, 3)(T(1.0, "float32")))
case("full_like.tensor_fill", lambda: Fn(ops.full_like)(T(M, "int32"), T(2.5, "float32")))
case("arange.default", lambda: ops.arange(5))
case("arange.float", lambda: ops.arange(0.5, 3))
case("arange.neg_step", lambda: ops.arange(5, 0, -2))
case("arange.empty", lambda: ops.arange(3, 3))
case("arange.bad_step", lambda: ops.arange(0, 3, -1))
case("arange.step0", lambda: ops.arange(0, 3, 0))
case("arange.tensor", lambda: ops.arange(T(1, "int32"), T(6, "int32"), T(2, "int32")))
case("arange.tensor_f", lambda: ops.arange(T(1.0, "float64"), 3))
case("arange.graph", lambda: Fn(lambda: ops.arange(1, 7, 2))())
case("arange.graph_f", lambda: Fn(lambda: ops.arange(0.0, 1.0, 0.25, dtype=ms.float16))())
case("vander.2d", lambda: Fn(ops.vander)(T(M, "float32")))
case("vander.0d", lambda: Fn(ops.vander)(T(1.0, "float32")))
case("vander.N0", lambda: Fn(ops.vander, 0)(T([1.0, 2.0], "float32")))
case("vander.Nneg", lambda: Fn(ops.vander, -1)(T([1.0, 2.0], "float32")))
case("vander.empty", lambda: Fn(ops.vander)(T(np.zeros(0), "float32")))
case("channel_shuffle.bad", lambda: Fn(ops.channel_shuffle, 3)(T(np.ones((1, 4, 2, 2)), "float32")))
case("channel_shuffle.3d", lambda: Fn(ops.channel_shuffle, 2)(T(np.arange(8).reshape(1, 4, 2), "float32")))
case("channel_shuffle.2d", lambda: Fn(ops.channel_shuffle, 2)(T(np.arange(8).reshape(2, 4), "float32")))
case("channel_shuffle.g0", lambda: Fn(ops.channel_shuffle, 0)(T(np.ones((1, 4, 2, 2)), "float32")))
