"""Exception classes for bad axes, sizes and attribute values (MindSpore 2.10): a repeated reduction
axis, a scalar into Flatten, dropout's p out of range and LayerNorm's begin axes out of range are
RuntimeErrors; a float axis or multiples a TypeError; most range checks ValueErrors."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


def check(label, fn, *args):
    """emit_error, then wait for the device: MindSpore's PyNative mode may otherwise report a failed
    op's error again (even its class) for the next failing op."""
    emit_error(label, fn, *args)
    ms.runtime.synchronize()


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def f_reduce_sum_dup(x):
    return ops.ReduceSum()(x, (1, 1))


def f_sum_dup(x):
    return ops.sum(x, (1, 1))


def f_mean_dup(x):
    return ops.mean(x, (0, 0))


def f_flip_dup(x):
    return ops.flip(x, (1, 1))


def f_dropout_big(x):
    return ops.dropout(x, p=1.5)


def f_dropout_one(x):
    return ops.dropout(x, p=1.0)


def f_flatten(x):
    return ops.flatten(x)


def f_expand_dims_float(x):
    return ops.expand_dims(x, 1.0)


def f_tile_float(x):
    return ops.tile(x, (2.0, 1.0))


def f_strided_slice_zero(x):
    return ops.strided_slice(x, (0, 0), (2, 3), (0, 1))


def f_clamp_none(x):
    return ops.clamp(x)


def f_interpolate_mode(x):
    return ops.interpolate(x, size=(4, 4), mode="foo")


def f_ones_str():
    return ops.ones("a")


def f_fill_str():
    return ops.fill(ms.float32, (2,), "a")


def f_cat_tensor(x):
    return ops.cat(x)


x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
s0 = Tensor(np.float32(2.0))
g = Tensor(np.ones(3, np.float32))
b = Tensor(np.zeros(3, np.float32))

check("ReduceSum_repeated_axis", Net(f_reduce_sum_dup), x)
check("sum_repeated_axis", Net(f_sum_dup), x)
check("mean_repeated_axis", Net(f_mean_dup), x)
check("flip_repeated_axis", Net(f_flip_dup), x)
check("dropout_p_above_one", Net(f_dropout_big), x)
check("dropout_p_one", Net(f_dropout_one), x)
check("Flatten_prim_scalar", Net(ops.Flatten()), s0)
emit("flatten_fn_scalar", Net(f_flatten)(s0))
check("nn_Flatten_1d", nn.Flatten(), Tensor(np.ones(3, np.float32)))
check("nn_Flatten_start_out_of_range", nn.Flatten(start_dim=4), x)
check("LayerNorm_prim_begin_norm_axis", Net(ops.LayerNorm(begin_norm_axis=5)), x, g, b)
check("LayerNorm_prim_begin_params_axis", Net(ops.LayerNorm(begin_params_axis=5)), x, g, b)
check("nn_LayerNorm_begin_norm_axis", nn.LayerNorm((3,), begin_norm_axis=5), x)
check("expand_dims_float_axis", Net(f_expand_dims_float), x)
check("tile_float_multiples", Net(f_tile_float), x)
check("strided_slice_zero_stride", Net(f_strided_slice_zero), x)
check("clamp_without_bounds", Net(f_clamp_none), x)
check("interpolate_unknown_mode", Net(f_interpolate_mode), Tensor(np.ones((1, 1, 2, 3), np.float32)))
check("ResizeNearestNeighbor_rank2", Net(ops.ResizeNearestNeighbor((4, 4))), x)
check("ones_string_shape", Net(f_ones_str))
check("fill_string_value", Net(f_fill_str))
check("cat_of_a_tensor", Net(f_cat_tensor), x)
