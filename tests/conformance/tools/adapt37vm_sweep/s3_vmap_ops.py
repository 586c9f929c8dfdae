"""vmap variants of st/ops/cpu's op-specific vmap tests: in-place optimizer ops on Parameters (ApplyGradientDescent,
ApplyAdagrad, ApplyProximalGradientDescent) with in_axes on the Parameter, 1 / -1, nested; InplaceAdd / InplaceUpdate
with (0, None); Gather with an axis argument; matrix_band_part; UniqueWithPad; meshgrid with nested tuple axes;
BiasAdd / BiasAddGrad; CellList ensembles; dtypes; out_axes nested; second call with other shapes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

vmap = ops.vmap


def P(a, name):
    return Parameter(Tensor(a), name=name)


class AGD(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.ApplyGradientDescent()

    def construct(self, var, alpha, delta):
        return self.op(var, alpha, delta)


class AGDParam(nn.Cell):
    def __init__(self, v):
        super().__init__()
        self.var = P(v, "var")
        self.op = ops.ApplyGradientDescent()

    def construct(self, alpha, delta):
        return self.op(self.var, alpha, delta)


class Adagrad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.ApplyAdagrad()

    def construct(self, var, accum, lr, grad):
        return self.op(var, accum, lr, grad)


def agd_case(in_axes, shape=(3, 2, 4), alpha_shape=(3,), nested=False, dt=np.float32):
    var = P((np.arange(int(np.prod(shape))).reshape(shape) / 10).astype(dt), "var")
    alpha = Tensor(np.linspace(0.1, 1.0, int(np.prod(alpha_shape))).reshape(alpha_shape).astype(dt))
    delta = Tensor(np.ones(shape, dt))
    f = vmap(AGD(), in_axes)
    if nested:
        f = vmap(vmap(AGD(), (0, None, 0)), (0, 0, 0))
    out = f(var, alpha, delta)
    return out, var.value()


def adagrad_case(in_axes):
    var = P(np.arange(6).reshape(2, 3).astype(np.float32) / 4, "var")
    acc = P(np.ones((2, 3), np.float32), "acc")
    lr = Tensor(np.array([0.1, 0.2], np.float32))
    g = Tensor(np.arange(6).reshape(2, 3).astype(np.float32) - 2)
    out = vmap(Adagrad(), in_axes)(var, acc, lr, g)
    return out, var.value(), acc.value()


case("agd_000", lambda: agd_case((0, 0, 0)))
case("agd_var1", lambda: agd_case((1, None, 1), shape=(2, 3, 4), alpha_shape=()))
case("agd_var_neg1", lambda: agd_case((-1, 0, -1), shape=(2, 4, 3), alpha_shape=(3,)))
case("agd_alpha_None", lambda: agd_case((0, None, 0), alpha_shape=()))
case("agd_nested", lambda: agd_case(None, alpha_shape=(3,), nested=True))
case("agd_f16", lambda: agd_case((0, 0, 0), dt=np.float16))
case("agd_var_None", lambda: agd_case((None, 0, 0)))
case("agd_delta_None", lambda: agd_case((0, 0, None), shape=(3, 2, 4)))
case("agd_cell_param", lambda: (vmap(AGDParam(np.ones((2, 3), np.float32)), (0, 0))(Tensor(np.array([0.5, 1.0], np.float32)), Tensor(np.ones((2, 2, 3), np.float32)))))
case("adagrad_0000", lambda: adagrad_case((0, 0, 0, 0)))
case("adagrad_1", lambda: adagrad_case((1, 1, None, 1)))


def inplace_add(x, v):
    return ops.InplaceAdd((0, 2))(x, v)


def inplace_update(x, v):
    return ops.InplaceUpdate((1,))(x, v)


def inplace_sub(x, v):
    return ops.InplaceSub((0,))(x, v)


xi = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
case("inplace_add_0None", lambda: vmap(inplace_add, (0, None))(xi, Tensor(np.ones((2, 4), np.float32))))
case("inplace_add_00", lambda: vmap(inplace_add, (0, 0))(xi, Tensor(np.ones((2, 2, 4), np.float32))))
case("inplace_add_11", lambda: vmap(inplace_add, (1, 1))(xi, Tensor(np.ones((2, 3, 4), np.float32))))
case("inplace_update_0None", lambda: vmap(inplace_update, (0, None))(xi, Tensor(np.full((1, 4), 9.0, np.float32))))
case("inplace_update_int", lambda: vmap(inplace_update, (0, None))(Tensor(np.arange(24).reshape(2, 3, 4).astype(np.int32)), Tensor(np.full((1, 4), 9, np.int32))))
case("inplace_sub_out1", lambda: vmap(inplace_sub, (2, None), 1)(xi, Tensor(np.ones((1, 3), np.float32))))
case("inplace_add_keeps_input", lambda: (vmap(inplace_add, (0, None))(xi, Tensor(np.ones((2, 4), np.float32))), xi))


def gather_ax(x, idx, axis):
    return ops.gather(x, idx, axis)


xg = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
case("gather_axis1", lambda: vmap(gather_ax, (0, 0, None))(xg, Tensor(np.array([[0, 3], [1, 1]], np.int32)), 1))
case("gather_axis0_x1", lambda: vmap(gather_ax, (1, None, None))(xg, Tensor(np.array([1, 0], np.int32)), 0))
case("gather_axis_neg1", lambda: vmap(gather_ax, (2, 0, None))(xg, Tensor(np.array([[0], [1], [2], [1]], np.int32)), -1))
case("gather_idx_oob", lambda: vmap(gather_ax, (0, 0, None))(xg, Tensor(np.array([[0, 7], [1, 1]], np.int32)), 1))
case("gather_int64_idx", lambda: vmap(gather_ax, (0, 0, None))(xg, Tensor(np.array([[0, 2], [1, 1]], np.int64)), 0))
case("gather_x_None", lambda: vmap(gather_ax, (None, 0, None))(xg[0], Tensor(np.array([[0, 2], [1, 1]], np.int32)), 1))


def band(x, l, u):
    return ops.matrix_band_part(x, l, u)


xb = Tensor(np.ones((2, 3, 3), np.float32))
case("band_000", lambda: vmap(band, (0, 0, 0))(xb, Tensor(np.array([0, 1], np.int32)), Tensor(np.array([1, -1], np.int32))))
case("band_0NN", lambda: vmap(band, (0, None, None))(xb, 1, 0))
case("band_out1", lambda: vmap(band, (0, None, None), 1)(Tensor(np.arange(18).reshape(2, 3, 3).astype(np.int32)), 0, 1))
case("band_in1", lambda: vmap(band, (1, None, None))(Tensor(np.arange(27).reshape(3, 3, 3).astype(np.float64)), -1, 0))


def uwp(x, pad):
    return ops.unique_with_pad(x, pad)


case("unique_with_pad", lambda: vmap(uwp, (0, None))(Tensor(np.array([[1, 1, 2, 5], [3, 3, 3, 4]], np.int32)), 0))
case("unique_with_pad_batched_pad", lambda: vmap(uwp, (0, 0))(Tensor(np.array([[1, 1, 2, 5], [3, 3, 3, 4]], np.int32)), Tensor(np.array([-1, 7], np.int32))))
case("unique_with_pad_nested", lambda: vmap(vmap(uwp, (0, None)), (0, None))(Tensor(np.array([[[1, 1, 2], [2, 2, 2]], [[3, 4, 3], [0, 0, 1]]], np.int64)), Tensor(np.int64(-1))))


def mg(inputs):
    return ops.meshgrid(inputs, indexing="ij")


def mg_xy(inputs):
    return ops.meshgrid(inputs, indexing="xy")


a = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
b = Tensor(np.arange(8).reshape(2, 4).astype(np.float32))
case("meshgrid_00", lambda: vmap(mg, ((0, 0),))((a, b)))
case("meshgrid_xy", lambda: vmap(mg_xy, ((0, 0),))((a, b)))
case("meshgrid_0None", lambda: vmap(mg, ((0, None),))((a, b[0])))
case("meshgrid_out1", lambda: vmap(mg, ((0, 0),), 1)((a, b)))


def bias_add(x, b):
    return ops.bias_add(x, b)


def bias_add_grad(dy):
    return ops.BiasAddGrad()(dy)


case("bias_add_00", lambda: vmap(bias_add, (0, 0))(Tensor(np.ones((2, 3, 4), np.float32)), Tensor(np.arange(8).reshape(2, 4).astype(np.float32))))
case("bias_add_0None", lambda: vmap(bias_add, (0, None))(Tensor(np.ones((2, 3, 4), np.float32)), Tensor(np.arange(4).astype(np.float32))))
case("bias_add_1None", lambda: vmap(bias_add, (1, None))(Tensor(np.ones((3, 2, 4), np.float16)), Tensor(np.arange(4).astype(np.float16))))
case("bias_add_grad_0", lambda: vmap(bias_add_grad)(Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))))
case("bias_add_grad_2", lambda: vmap(bias_add_grad, 2)(Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))))


class Lin(nn.Cell):
    def __init__(self, s):
        super().__init__()
        self.w = Parameter(Tensor(np.full((3,), s, np.float32)), name="w%d" % int(s * 10))

    def construct(self, x):
        return x * self.w


case("celllist_0", lambda: vmap(nn.CellList([Lin(1.0), Lin(2.0)]), 0)(Tensor(np.ones((2, 3), np.float32))))
case("celllist_None", lambda: vmap(nn.CellList([Lin(1.0), Lin(2.0)]), None)(Tensor(np.ones((3,), np.float32))))
case("celllist_mismatch", lambda: vmap(nn.CellList([Lin(1.0), Lin(2.0)]), 0)(Tensor(np.ones((3, 3), np.float32))))
case("celllist_out1", lambda: vmap(nn.CellList([Lin(1.0), Lin(2.0), Lin(0.5)]), None, 1)(Tensor(np.ones((3,), np.float32))))


def f_ops(x, y):
    return ops.maximum(x, y), ops.minimum(x, y), ops.pow(x, y), ops.truncate_div(x, y), ops.truncate_mod(x, y)


xo = Tensor(np.array([[1.0, -2.0, 3.5], [4.0, -5.5, 6.0]], np.float32))
yo = Tensor(np.array([[2.0, 3.0, -1.5], [-4.0, 2.0, 5.0]], np.float32))
case("bin_ops_00", lambda: vmap(f_ops, (0, 0))(xo, yo))
case("bin_ops_10", lambda: vmap(f_ops, (1, 1), (1, 0, 1, 0, 1))(xo, yo))
case("bin_ops_int", lambda: vmap(f_ops, (0, None))(Tensor(np.array([[7, -7, 9], [4, 5, -6]], np.int32)), Tensor(np.array([2, 3, -4], np.int32))))


def f_unary(x):
    return ops.ceil(x), ops.trunc(x), ops.celu(x), ops.selu(x), ops.mish(x), ops.fast_gelu(x), ops.hardshrink(x), ops.population_count(ops.cast(ops.abs(x), ms.int16))


case("unary_in0", lambda: vmap(f_unary)(xo))
case("unary_in1_out1", lambda: vmap(f_unary, 1, 1)(xo))
case("unary_f16", lambda: vmap(f_unary)(Tensor(np.array([[1.5, -2.25], [0.5, 3.0]], np.float16))))


def f_red(x):
    return ops.argmin(x, -1), ops.logsumexp(x, 0), ops.norm(x, 2, -1), ops.square(x).sum()


case("red_in0", lambda: vmap(f_red)(Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) / 5)))
case("red_in2", lambda: vmap(f_red, 2)(Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) / 5)))


def f_slice(x):
    return ops.StridedSlice()(x, (0, 1), (2, 3), (1, 1)), ops.Slice()(x, (0, 1), (1, 2)), x[:, ::-1]


case("slice_in0", lambda: vmap(f_slice)(Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))))
case("slice_in_neg1", lambda: vmap(f_slice, -1)(Tensor(np.arange(24).reshape(3, 4, 2).astype(np.int32))))
case("ss_prim_in_neg1", lambda: vmap(ops.StridedSlice(), (-1, None, None, None))(Tensor(np.arange(24).reshape(3, 4, 2).astype(np.float32)), (0, 1), (2, 3), (1, 1)))


def f_scatter(x, idx, u):
    return ops.tensor_scatter_add(x, idx, u), ops.tensor_scatter_max(x, idx, u), ops.scatter_nd(idx, u, (4,))


case("scatter_000", lambda: vmap(f_scatter, (0, 0, 0))(Tensor(np.zeros((2, 4), np.float32)), Tensor(np.array([[[1], [1]], [[0], [3]]], np.int32)), Tensor(np.array([[1.0, 2.0], [3.0, -4.0]], np.float32))))
case("scatter_0None0", lambda: vmap(f_scatter, (0, None, 0))(Tensor(np.zeros((2, 4), np.float32)), Tensor(np.array([[1], [1]], np.int32)), Tensor(np.array([[1.0, 2.0], [3.0, -4.0]], np.float32))))


def f_seg(x, ids):
    return ops.unsorted_segment_sum(x, ids, 3), ops.unsorted_segment_max(x, ids, 3), ops.unsorted_segment_min(x, ids, 3)


case("segment_00", lambda: vmap(f_seg, (0, 0))(Tensor(np.array([[1.0, 2, 3, 4], [5, 6, 7, 8]], np.float32)), Tensor(np.array([[0, 0, 2, 1], [1, 1, 1, 5]], np.int32))))
case("segment_0None", lambda: vmap(f_seg, (0, None))(Tensor(np.array([[1.0, 2, 3, 4], [5, 6, 7, 8]], np.int32)), Tensor(np.array([0, 2, 2, -1], np.int32))))


def f_pad(x):
    return ops.pad(x, (1, 2), "constant", 1.5), ops.pad(x, (1, 1), "reflect")


case("pad_in0", lambda: vmap(f_pad)(Tensor(np.arange(12).reshape(2, 2, 3).astype(np.float32))))
case("pad_in1", lambda: vmap(f_pad, 1)(Tensor(np.arange(12).reshape(2, 2, 3).astype(np.float32))))


def f_space(x):
    return ops.SpaceToBatchND((2, 1), ((0, 0), (0, 0)))(x)


case("space_to_batch", lambda: vmap(f_space)(Tensor(np.arange(32).reshape(2, 1, 1, 4, 4).astype(np.float32))))


def f_lerp(a, b, w):
    return ops.lerp(a, b, w)


case("lerp_scalar_w", lambda: vmap(f_lerp, (0, 0, None))(xo, yo, 0.25))
case("lerp_tensor_w", lambda: vmap(f_lerp, (0, 0, 0))(xo, yo, Tensor(np.array([[0.1], [0.9]], np.float32))))


def f_ger(a, b):
    return ops.ger(a, b)


case("ger_00", lambda: vmap(f_ger, (0, 0))(xo, yo))
case("ger_0None", lambda: vmap(f_ger, (0, None))(xo, yo[0]))


def f_lin(start, stop):
    return ops.linspace(start, stop, 5)


case("linspace_00", lambda: vmap(f_lin, (0, 0))(Tensor(np.array([0.0, 1.0], np.float32)), Tensor(np.array([1.0, -1.0], np.float32))))


def f_dropout_eval(x):
    return ops.renorm(x, 2, 0, 1.0)


case("renorm", lambda: vmap(f_dropout_eval)(Tensor(np.arange(12).reshape(2, 2, 3).astype(np.float32))))


def f_cdist(a, b):
    return ops.cdist(a, b, 2.0)


case("cdist_00", lambda: vmap(f_cdist, (0, 0))(Tensor(np.arange(12).reshape(2, 2, 3).astype(np.float32)), Tensor(np.ones((2, 1, 3), np.float32))))
case("cdist_0None", lambda: vmap(f_cdist, (0, None))(Tensor(np.arange(12).reshape(2, 2, 3).astype(np.float32)), Tensor(np.ones((1, 3), np.float32))))


def f_bits(a, b):
    return ops.bitwise_and(a, b), ops.bitwise_or(a, b), ops.bitwise_xor(a, b)


case("bitwise", lambda: vmap(f_bits, (0, None))(Tensor(np.array([[5, 3], [-1, 8]], np.int16)), Tensor(np.array([6, 12], np.int16))))
